import { Suspense, useId, useSyncExternalStore } from "react"
import type { ReactNode } from "react"
import { afterLoad, whenIdle } from "./idle"
import { preloadSections } from "./lazyNamed"

/** How far below the viewport a section starts hydrating. */
const MARGIN = "300px"
/** The longest each waiting section waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 2000
/**
 * Seen on the window before React's own listeners: a press, key or focus inside a section opens it
 * first, so React hydrates it synchronously within that event and the tap reaches its handler.
 */
const INTERACTIONS = ["pointerdown", "mousedown", "touchstart", "keydown", "focusin", "click"] as const
/** By start marker, so the state goes with the server HTML it is about. */
const opened = new WeakSet<Element>()
const waiting = new WeakMap<Element, { needed: Promise<void>; open: () => void }>()

const markerId = (edge: "start" | "end", id: string) => `hydrate-${edge}${id}`
const marker = (edge: "start" | "end", id: string) => document.getElementById(markerId(edge, id))

/**
 * The server-rendered elements between the two markers. Emotion's <style> tags among them have no box
 * and never intersect; filtering them out by their box would force a layout in the middle of hydration.
 */
function regionBetween(start: Element, end: Element): Element[] {
  const region: Element[] = []
  for (let el = start.nextElementSibling; el && el !== end; el = el.nextElementSibling) region.push(el)
  return region
}

const inside = (start: Element, end: Element, node: Node) =>
  Boolean(start.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) && Boolean(end.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING)

const isInteractionInside = (start: Element, end: Element, event: Event | undefined) =>
  event !== undefined && (INTERACTIONS as readonly string[]).includes(event.type) && event.target instanceof Node && inside(start, end, event.target)

/** Sections waiting for idle time, in page order. */
const idleQueue: (() => void)[] = []
let pumping = false

/**
 * Opens the waiting sections one per idle period once the page has loaded: opened together, React
 * hydrated them in one batch and ran all their effects in one long task.
 */
function pumpIdleQueue() {
  const next = () => {
    idleQueue.shift()?.()
    if (idleQueue.length > 0) whenIdle(next, IDLE_TIMEOUT_MS)
    else pumping = false
  }
  whenIdle(next, IDLE_TIMEOUT_MS)
}

/** Calls back after the page has loaded, in an idle period of its own. */
function afterLoadWhenIdle(callback: () => void) {
  idleQueue.push(callback)
  if (pumping) return
  pumping = true
  afterLoad(pumpIdleQueue)
}

/**
 * Resolves once the server HTML between the markers nears the viewport, takes a press, a key or
 * focus, or the loaded page goes idle: what is seen first hydrates first, and the rest is live
 * before a visitor is likely to reach it.
 */
function whenNeeded(start: Element, end: Element): Promise<void> {
  const known = waiting.get(start)
  if (known) return known.needed
  let open: () => void = () => undefined
  const needed = new Promise<void>(resolve => {
    open = () => {
      if (opened.has(start)) return
      opened.add(start)
      observer.disconnect()
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true)
      resolve()
    }
    const onInteraction = (event: Event) => isInteractionInside(start, end, event) && open()
    const observer = new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && open(), { rootMargin: MARGIN })
    for (const el of regionBetween(start, end)) observer.observe(el)
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, true)
    afterLoadWhenIdle(open)
  })
  waiting.set(start, { needed, open })
  return needed
}

/** Opens a section at once, also one that was not waiting yet (nothing to watch for then). */
function openNow(start: Element) {
  const known = waiting.get(start)
  if (known) known.open()
  else opened.add(start)
}

const subscribeNever = () => () => undefined
/** True while React hydrates server HTML (it reads the server snapshot then), false in a client render. */
const useHydrating = () => useSyncExternalStore(subscribeNever, () => false, () => true)

/**
 * While React hydrates the server HTML, suspends until that HTML is needed: React leaves it as it is
 * meanwhile, and hydrates it later in small, interruptible steps instead of in the first long task.
 * Rendered in the browser without server HTML (after a page change), it renders at once.
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating()
  if (hydrating && typeof document !== "undefined") {
    const start = marker("start", id)
    const end = marker("end", id)
    if (start && end && !opened.has(start)) {
      // A press mid-hydration makes React finish synchronously within it, before this gate's
      // listener was there to see it: the event being handled opens the section instead.
      if (isInteractionInside(start, end, window.event)) openNow(start)
      else {
        preloadSections()
        throw whenNeeded(start, end)
      }
    }
  }
  return <>{children}<template id={markerId("end", id)} /></>
}

/**
 * Sections after the hero: server-rendered in full, their chunks downloaded at once, hydrated when
 * they near the viewport, take a tap or the page goes idle. The empty <template>s mark where the
 * HTML starts and ends; they take no room.
 */
export function HydrateWhenNeeded({ children }: { children: ReactNode }) {
  const id = useId()
  return (
    <Suspense fallback={null}>
      <template id={markerId("start", id)} />
      <Gate id={id}>{children}</Gate>
    </Suspense>
  )
}
