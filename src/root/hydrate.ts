import { startTransition } from "react"
import type { ReactNode } from "react"
import type { Container } from "react-dom"
import { createRoot, hydrateRoot } from "react-dom/client"
import { GATSBY_FOCUS_WRAPPER_ID } from "../framework/internals"
import { pageHydrationStarted } from "../lib/interactions"

/**
 * Gatsby's renderer, with the server HTML hydrated as a transition. React hydrates a plain
 * hydrateRoot in one task (its default lane is never time-sliced); as a transition it works in ~5 ms
 * slices, so the first seconds on a phone hold no long task. A tap or key mid-way makes React finish
 * at once, synchronously, before the event is handled; clicks before React's root existed are
 * clicked again once it does (src/lib/interactions.ts). A container without server HTML (a page in
 * `gatsby develop`, its loading indicator) renders as usual. Returns the unmount Gatsby may call.
 */
export function hydrateInSlices(element: ReactNode, container: Container | null): () => void {
  if (!(container instanceof Element)) return () => undefined
  const serverRendered = container.querySelector(`#${GATSBY_FOCUS_WRAPPER_ID}`)?.children.length
  if (!serverRendered) {
    const root = createRoot(container)
    root.render(element)
    pageHydrationStarted(container)
    return () => root.unmount()
  }
  let root: ReturnType<typeof hydrateRoot> | undefined
  startTransition(() => {
    root = hydrateRoot(container, element)
  })
  pageHydrationStarted(container)
  return () => root?.unmount()
}
