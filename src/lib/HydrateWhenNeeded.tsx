import { lazy, Suspense, useEffect, useId, useState } from "react"
import type { ComponentType, ReactNode } from "react"
import { afterLoad, whenIdle } from "./idle"
import { preloadSections } from "./lazyNamed"
import { useHydrating } from "./useHydrating"

/** How far below the viewport a section starts hydrating. */
const MARGIN = "300px"
/** The longest each waiting section waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 2000
/** A press, key or focus inside a waiting section opens it before React sees the event. */
const INTERACTIONS = ["pointerdown", "mousedown", "touchstart", "keydown", "focusin", "click"] as const

/**
 * An island's state, for people and tests alike: its start marker says `waiting` in the server HTML
 * and `live` once React has hydrated what follows it (an attribute, not React's own fields).
 */
export const ISLAND_ATTRIBUTE = "data-island"

const markerId = (edge: "start" | "end", id: string) => `hydrate-${edge}${id}`
const marker = (edge: "start" | "end", id: string) => document.getElementById(markerId(edge, id))

const inside = (start: Element, end: Element, node: EventTarget | null) =>
  node instanceof Node &&
  Boolean(start.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) &&
  Boolean(end.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING)

interface Region {
  start: Element
  end: Element
  open: () => void
}

/** Sections still waiting, and the interaction being dispatched right now (read by sections React renders within it). */
const waiting = new Set<Region>()
let dispatching: Event | undefined

/**
 * Seen on the window, before React's listeners on its root: an interaction inside a waiting section
 * opens it, so React hydrates it synchronously within that event and the tap reaches its handler. A
 * press mid-way through the page's hydration makes React finish within it, rendering sections it had
 * not reached yet: those read `dispatching` and open at once.
 */
function onInteraction(event: Event) {
  dispatching = event
  setTimeout(() => dispatching === event && (dispatching = undefined), 0)
  for (const region of waiting) if (inside(region.start, region.end, event.target)) region.open()
}
if (typeof window !== "undefined") for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, true)

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

function afterLoadWhenIdle(callback: () => void) {
  idleQueue.push(callback)
  if (pumping) return
  pumping = true
  afterLoad(pumpIdleQueue)
}

/**
 * Calls `open` once the server HTML between the markers nears the viewport, takes a press, a key or
 * focus, or the loaded page goes idle: what is seen first hydrates first, and the rest is live
 * before a visitor is likely to reach it.
 */
function watch(start: Element, end: Element, open: () => void) {
  const observer = new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && region.open(), { rootMargin: MARGIN })
  const region: Region = {
    start,
    end,
    open: () => {
      if (!waiting.delete(region)) return
      observer.disconnect()
      open()
    },
  }
  waiting.add(region)
  // Emotion's <style> tags have no box and never intersect; only elements are watched.
  for (let el = start.nextElementSibling; el && el !== end; el = el.nextElementSibling) observer.observe(el)
  afterLoadWhenIdle(region.open)
}

/** What a section's gate resolves to once open: its content, then the end marker. */
function Live({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => marker("start", id)?.setAttribute(ISLAND_ATTRIBUTE, "live"), [id])
  return <>{children}<template id={markerId("end", id)} /></>
}
type Gate = ComponentType<{ id: string; children: ReactNode }>
const LIVE = { default: Live }

/**
 * React.lazy takes any thenable. This one calls back synchronously once opened, so a gate opened by
 * a tap resolves within the render React does for that tap.
 */
function gateOpening(): { gate: Gate; open: () => void } {
  let opened = false
  const callbacks: ((module: typeof LIVE) => void)[] = []
  const thenable = { then: (resolve: (module: typeof LIVE) => void) => (opened ? resolve(LIVE) : callbacks.push(resolve)) }
  const open = () => {
    opened = true
    callbacks.splice(0).forEach(callback => callback(LIVE))
  }
  return { gate: lazy(() => thenable as unknown as Promise<typeof LIVE>), open }
}

const OPEN: Gate = Live
/** Gates of the sections of the first page's server HTML, by start marker (React retries a render with the same HTML). */
const gates = new WeakMap<Element, Gate>()

function serverHtmlGate(id: string): Gate {
  const start = marker("start", id)
  const end = marker("end", id)
  if (!start || !end) return OPEN
  const known = gates.get(start)
  if (known) return known
  if (inside(start, end, dispatching?.target ?? null)) return OPEN
  const { gate, open } = gateOpening()
  gates.set(start, gate)
  preloadSections()
  watch(start, end, open)
  return gate
}

/** Inside the boundary: a render from outside reaching HTML React has not hydrated yet would make React replace it. */
function Island({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating()
  // Kept once chosen: after hydration the flag turns false, and a new gate would remount the section.
  const [Gate] = useState(() => (hydrating && typeof document !== "undefined" ? serverHtmlGate(id) : OPEN))
  return <Gate id={id}>{children}</Gate>
}

/**
 * Sections after the hero: server-rendered in full, their chunks downloaded at once, hydrated when
 * they near the viewport, take a tap or the page goes idle (React.lazy keeps the server HTML until
 * then, and hydrates it later in small, interruptible steps). Rendered in the browser without server
 * HTML (after a page change), they render at once. The empty <template>s mark where the HTML starts
 * and ends; they take no room.
 */
export function HydrateWhenNeeded({ children }: { children: ReactNode }) {
  const id = useId()
  return (
    <Suspense fallback={null}>
      <template id={markerId("start", id)} {...{ [ISLAND_ATTRIBUTE]: "waiting" }} />
      <Island id={id}>{children}</Island>
    </Suspense>
  )
}
