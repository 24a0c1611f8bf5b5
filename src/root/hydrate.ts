import { startTransition } from "react"
import type { ReactNode } from "react"
import type { Container } from "react-dom"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Gatsby's renderer, with the server HTML hydrated as a transition. React hydrates a plain
 * hydrateRoot in one task (its default lane is never time-sliced); as a transition it works in ~5 ms
 * slices, so the first seconds on a phone hold no long task. A tap or key mid-way makes React finish
 * at once, synchronously, before the event is handled. A page without server HTML renders as usual.
 */
export function hydrateInSlices(element: ReactNode, container: Container | null): void {
  if (!(container instanceof Element)) return
  const serverRendered = document.getElementById("gatsby-focus-wrapper")?.children.length
  if (!serverRendered) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
