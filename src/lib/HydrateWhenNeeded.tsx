import { lazy, Suspense, useCallback, useId, useState } from "react"
import type { ComponentType, ReactNode } from "react"
import { gatedThenable } from "../framework/internals"
import { afterFirstUse } from "./first-use"
import { afterLoad, whenIdle } from "./idle"
import { addWaitingRegion, isInsideDispatchedEvent, regionLive } from "./interactions"
import type { WaitingRegion } from "./interactions"
import { preloadSections } from "./lazyNamed"
import { BREAKPOINT } from "../styles/breakpoints"
import { useHydrating } from "./useHydrating"

/** How far below the viewport a section starts hydrating. */
const MARGIN = "300px"
/** The longest each waiting section waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 2000
/**
 * An island's state, for people and tests alike: its start marker says `waiting` in the server HTML
 * and `live` once React has hydrated what follows it (an attribute, not React's own fields).
 */
export const ISLAND_ATTRIBUTE = "data-island"

const markerId = (edge: "start" | "end", id: string) => `hydrate-${edge}${id}`
const marker = (edge: "start" | "end", id: string) => document.getElementById(markerId(edge, id))

const inside = (start: Element, end: Element, node: Node) =>
  Boolean(start.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) &&
  Boolean(end.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING)

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
 * When a section's server HTML needs its code without being used: `seen`, once it nears the viewport
 * (what moves as it shows: a slider that moves on by itself); `seen-wide`, the same on a wide screen
 * and as `used` elsewhere (what moves only in the desktop layout); `used`, only once the visitor uses
 * the page (src/lib/first-use.ts), as what answers a press or a key needs nothing before.
 */
export type HydrateWhen = "seen" | "seen-wide" | "used"

/** The desktop layout's width, from which a `seen-wide` section moves. */
const WIDE = `(min-width: ${BREAKPOINT.lg}px)`

/**
 * Calls `open` once the server HTML between the markers takes a press, a key or focus
 * (src/lib/interactions.ts); or, as `when` says (seen at once, used after the visitor's first use),
 * once it nears the viewport; after the first use, when the loaded page goes idle as well: what is
 * seen first hydrates first, and the rest is live before a visitor is likely to reach it.
 */
function watch(start: Element, end: Element, when: HydrateWhen, open: () => void): WaitingRegion {
  let opened = false
  let observer: IntersectionObserver | undefined
  const region: WaitingRegion = {
    contains: node => inside(start, end, node),
    open: () => {
      if (opened) return
      opened = true
      observer?.disconnect()
      open()
    },
  }
  addWaitingRegion(region)
  const watchViewport = () => {
    if (opened) return
    observer = new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && region.open(), { rootMargin: MARGIN })
    // Emotion's <style> tags have no box and never intersect; only elements are watched.
    for (let el = start.nextElementSibling; el && el !== end; el = el.nextElementSibling) observer.observe(el)
  }
  const seenAtOnce = when === "seen" || (when === "seen-wide" && window.matchMedia(WIDE).matches)
  if (seenAtOnce) watchViewport()
  afterFirstUse(() => {
    if (!seenAtOnce) watchViewport()
    afterLoadWhenIdle(region.open)
  })
  return region
}

/**
 * What a section's gate resolves to once open: its content, then the end marker. React attaches the
 * marker's ref in the commit that hydrates the section, so it is known to be live within that event.
 */
function Live({ id, children }: { id: string; children: ReactNode }) {
  const live = useCallback(
    (end: HTMLTemplateElement | null) => {
      const start = end && marker("start", id)
      if (!start) return
      start.setAttribute(ISLAND_ATTRIBUTE, "live")
      const waiting = gates.get(start)
      if (waiting) regionLive(waiting.region)
    },
    [id]
  )
  return <>{children}<template id={markerId("end", id)} ref={live} /></>
}
type Gate = ComponentType<{ id: string; children: ReactNode }>
const LIVE = { default: Live }

/**
 * A gate that resolves synchronously once opened (src/framework/internals.ts), so a gate opened by
 * a tap resolves within the render React does for that tap.
 */
function gateOpening(): { gate: Gate; open: () => void } {
  const { thenable, open } = gatedThenable(LIVE)
  return { gate: lazy(() => thenable), open }
}

const OPEN: Gate = Live
/**
 * The first page's waiting sections by start marker: the gate React retries a render with, and the
 * region that stops waiting once the section is live.
 */
const gates = new WeakMap<Element, { gate: Gate; region: WaitingRegion }>()

function serverHtmlGate(id: string, when: HydrateWhen): Gate {
  const start = marker("start", id)
  const end = marker("end", id)
  if (!start || !end) return OPEN
  const known = gates.get(start)
  if (known) return known.gate
  const { gate, open } = gateOpening()
  // Until then a section's code comes when it opens; after, every queued section's at once.
  afterFirstUse(preloadSections)
  const region = watch(start, end, when, open)
  gates.set(start, { gate, region })
  // React renders a section it had put off within a press on it: open at once, and still a region,
  // so that a press React cannot take yet (the section's code on its way) is held until it is live.
  if (isInsideDispatchedEvent(region.contains)) region.open()
  return gate
}

/** Inside the boundary: a render from outside reaching HTML React has not hydrated yet would make React replace it. */
function Island({ id, when, children }: { id: string; when: HydrateWhen; children: ReactNode }) {
  const hydrating = useHydrating()
  // Kept once chosen: after hydration the flag turns false, and a new gate would remount the section.
  const [Gate] = useState(() => (hydrating && typeof document !== "undefined" ? serverHtmlGate(id, when) : OPEN))
  return <Gate id={id}>{children}</Gate>
}

/**
 * An interactive part of a page: server-rendered in full, hydrated when it takes a tap, or as `when`
 * says (React.lazy keeps the server HTML until then, and hydrates it later in small, interruptible
 * steps); its code downloads as it opens, or with every other section's once the visitor uses the
 * page. Rendered in the browser without server HTML (after a page change), it renders at once. The
 * empty <template>s mark where the HTML starts and ends; they take no room.
 */
export function HydrateWhenNeeded({ when = "seen", children }: { when?: HydrateWhen; children: ReactNode }) {
  const id = useId()
  return (
    <Suspense fallback={null}>
      <template id={markerId("start", id)} {...{ [ISLAND_ATTRIBUTE]: "waiting" }} />
      <Island id={id} when={when}>{children}</Island>
    </Suspense>
  )
}
