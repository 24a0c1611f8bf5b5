import { Suspense } from "react"
import type { ReactNode } from "react"
import { FRAME_CLASS } from "../../styles/frame-classes"
import { Spinner } from "../ui/Spinner"
import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazySection } from "../../lib/lazyNamed"

// The shell's widgets, out of the first load in one chunk: server-rendered, hydrated once the visitor
// uses the page (a first scroll turns the header opaque, and sets the footer's year to the visitor's
// as it nears; a first tap on the menu button is held until then).
const Header = lazySection(() => import(/* webpackChunkName: "shell" */ "./header/Header"), "Header")
const Footer = lazySection(() => import(/* webpackChunkName: "shell" */ "./footer/Footer"), "Footer")

/** The main content's id: the header's skip link's target. */
export const MAIN_ID = "main"

/** The footer's id: the browser paints no frame before it is parsed (gatsby-ssr.tsx). */
export const FOOTER_ID = "site-footer"

/**
 * Header, main content and footer of every page; `legal` adds the header's Legal Documents row.
 * Part of every page's first load, so styled by class names of the global styles, not emotion.
 */
export function Layout({ children, legal = false }: { children: ReactNode; legal?: boolean }) {
  return (
    <div className={FRAME_CLASS.shell}>
      <HydrateWhenNeeded when="used">
        <Header legal={legal} />
      </HydrateWhenNeeded>
      <main id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </main>
      <HydrateWhenNeeded when="used">
        <Footer />
      </HydrateWhenNeeded>
    </div>
  )
}
