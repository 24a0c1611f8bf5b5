import { Suspense, useId, useState } from "react"
import type { ReactNode } from "react"

/** How far below the viewport a section starts hydrating (and its chunk loading). */
const MARGIN = "300px"
/** The longest the rest waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 2000
const INTERACTIONS = ["focusin", "pointerdown", "touchstart"] as const
/** By marker element, so the state goes with the server HTML it is about. */
const settled = new WeakSet<Element>()
const pending = new WeakMap<Element, Promise<void>>()

/** The first element after the marker that has a box (emotion's server-rendered <style> tags have none). */
function regionAfter(marker: Element): Element {
  for (let el = marker.nextElementSibling; el; el = el.nextElementSibling) if (el.getClientRects().length > 0) return el
  return marker.parentElement ?? marker
}

/** Calls back once the page has loaded and the main thread is idle. */
function afterLoadWhenIdle(callback: () => void) {
  const idle = () => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(callback, 1))
  if (document.readyState === "complete") idle()
  else window.addEventListener("load", idle, { once: true })
}

/**
 * Resolves once the server-rendered region after the marker nears the viewport, takes focus or a
 * pointer, or the page has loaded and gone idle: what is seen first hydrates first, and everything is
 * live before a visitor is likely to reach it (a tap on HTML not yet hydrated would be lost).
 */
function whenNeeded(marker: Element): Promise<void> {
  let promise = pending.get(marker)
  if (!promise) {
    promise = new Promise<void>(resolve => {
      const region = regionAfter(marker)
      const done = () => {
        if (settled.has(marker)) return
        settled.add(marker)
        observer.disconnect()
        for (const type of INTERACTIONS) region.removeEventListener(type, done, true)
        resolve()
      }
      const observer = new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && done(), { rootMargin: MARGIN })
      observer.observe(region)
      for (const type of INTERACTIONS) region.addEventListener(type, done, true)
      afterLoadWhenIdle(done)
    })
    pending.set(marker, promise)
  }
  return promise
}

/**
 * While React hydrates server HTML, suspends until that HTML is needed (whenNeeded): React keeps the
 * HTML as it is meanwhile, and neither the section's chunk nor its hydration competes with the
 * first screen.
 * Rendered in the browser without server HTML (after a page change), it renders at once.
 */
function VisibilityGate({ id, children }: { id: string; children: ReactNode }) {
  // Looked up once: a gate first rendered in the browser finds no marker and never waits, even
  // after its own marker is in the page.
  const [marker] = useState(() => (typeof document === "undefined" ? null : document.querySelector(`template[data-hydrate-id="${CSS.escape(id)}"]`)))
  if (marker && !settled.has(marker)) throw whenNeeded(marker)
  return <>{children}</>
}

/**
 * A section after the hero: server-rendered in full, hydrated (and its lazy chunk loaded) when it
 * nears the viewport or the loaded page goes idle. The empty <template> marks where its HTML
 * starts; it takes no room.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const id = useId()
  return (
    <Suspense fallback={null}>
      <template data-hydrate-id={id} />
      <VisibilityGate id={id}>{children}</VisibilityGate>
    </Suspense>
  )
}
