import { Suspense } from "react"
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { GlobalStyles } from "../../styles/GlobalStyles"
import { mq, theme } from "../../styles/theme"
import { Spinner } from "../ui/Spinner"
import { HydrateWhenNeeded } from "../../lib/HydrateWhenNeeded"
import { lazySection } from "../../lib/lazyNamed"

// The shell's widgets, out of the first load in one chunk: server-rendered, hydrated when needed
// (the header at once, as it is in view; a first tap on its menu button held until then).
const Header = lazySection(() => import(/* webpackChunkName: "shell" */ "./header/Header"), "Header")
const Footer = lazySection(() => import(/* webpackChunkName: "shell" */ "./footer/Footer"), "Footer")

/** The main content's id: the skip link's target, and the element the browser paints no frame before (gatsby-ssr.tsx). */
export const MAIN_ID = "main"

/** Room kept under the content on small screens for the sticky call-to-action bar (spec 001 §1). */
export const MOBILE_STICKY_BAR_SPACE = 88

// The room is kept inside the (navy) footer so the bar never covers its last links.
const shell = css`
  min-height: 100vh; display: flex; flex-direction: column;
  main { flex: 1; }
  main:focus { outline: none; }
  & > footer { ${mq.belowLg} { padding-bottom: ${MOBILE_STICKY_BAR_SPACE}px; } }
`
const skip = css`
  position: absolute; left: 1rem; top: -100px; z-index: 100; padding: .75rem 1rem; border-radius: ${theme.radius.sm};
  background: ${theme.color.navy}; color: #fff; font-weight: 600;
  &:focus { top: 1rem; }
`

/** Header, main content and footer of every page; `legal` adds the header's Legal Documents row. */
export function Layout({ children, legal = false }: { children: ReactNode; legal?: boolean }) {
  return (
    <div css={shell}>
      <GlobalStyles />
      <a href={`#${MAIN_ID}`} css={skip}>Skip to content</a>
      <HydrateWhenNeeded>
        <Header legal={legal} />
      </HydrateWhenNeeded>
      <main id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </main>
      <HydrateWhenNeeded>
        <Footer />
      </HydrateWhenNeeded>
    </div>
  )
}
