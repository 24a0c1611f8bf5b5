import { lazy, Suspense, useId } from "react"
import type { ComponentType, ReactNode } from "react"
import { NEVER_LOADED } from "../framework/internals"
import { ISLAND_ATTRIBUTE } from "./HydrateWhenNeeded"
import { useHydrating } from "./useHydrating"

/** A component whose code never arrives (src/framework/internals.ts). */
const Never = lazy(() => NEVER_LOADED)

const markerId = (id: string) => `static${id}`

function ServerHtmlOrContent({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating()
  return hydrating && typeof document !== "undefined" && document.getElementById(markerId(id)) ? <Never /> : <>{children}</>
}

/**
 * Content that needs no JavaScript. On the server, and in a browser render without server HTML
 * (after a page change), it renders as usual. While React hydrates the server HTML it suspends for
 * good: React keeps that HTML as it is, never hydrates it, and never loads its code. The marker
 * before it says `static` to people and tests, and what it is (`name`, e.g. a block's type and variant).
 */
export function KeepServerHtml({ name, children }: { name?: string; children: ReactNode }) {
  const id = useId()
  return (
    <>
      <template id={markerId(id)} data-name={name} {...{ [ISLAND_ATTRIBUTE]: "static" }} />
      <Suspense fallback={null}>
        <ServerHtmlOrContent id={id}>{children}</ServerHtmlOrContent>
      </Suspense>
    </>
  )
}

/**
 * A component shown as static content (KeepServerHtml, named `name`): given a lazy one (lazyNamed),
 * its code loads only when a page change renders it, never on a first load.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function keptServerHtml<P extends Record<string, any>>(name: string, Component: ComponentType<P>) {
  return function Kept(props: P) {
    return (
      <KeepServerHtml name={name}>
        <Component {...props} />
      </KeepServerHtml>
    )
  }
}
