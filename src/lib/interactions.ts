/**
 * A visitor's first tap, click or key is never lost to hydration that has not happened yet.
 *
 * - A press, key or focus inside a section still waiting to hydrate (HydrateWhenNeeded) opens it,
 *   seen on the window before React's listeners on its root, so React can hydrate it within the
 *   event and the tap reaches its handler.
 * - A click React could not take (the page not hydrating yet, or the section's code still on its
 *   way) is held, its default action prevented, and clicked again once the section is live. Links
 *   and disclosures are left to the browser, which handles them without any script. Until React's
 *   root listens, the inline script of src/lib/early-clicks.ts holds them, from before any bundle ran.
 */

import { NATIVE_CONTROLS, takeEarlyClicks } from "./early-clicks"

/** The events whose first occurrence inside a waiting section opens it. */
const INTERACTIONS = ["pointerdown", "mousedown", "touchstart", "keydown", "focusin", "click"] as const

/** A part of the page's server HTML that React has not hydrated yet. */
export interface WaitingRegion {
  contains: (node: Node) => boolean
  open: () => void
}

const waiting = new Set<WaitingRegion>()
/** Clicks held until their region is live, by region. */
const held = new Map<WaitingRegion, HTMLElement[]>()
let dispatching: Event | undefined

export const isInsideDispatchedEvent = (contains: (node: Node) => boolean): boolean =>
  dispatching?.target instanceof Node && contains(dispatching.target)

export function addWaitingRegion(region: WaitingRegion): void {
  waiting.add(region)
}

/** The region is live (React has committed it): it stops waiting, and clicks held for it are clicked again. */
export function regionLive(region: WaitingRegion): void {
  waiting.delete(region)
  const targets = held.get(region)
  held.delete(region)
  if (targets) clickAgain(targets)
}

/**
 * React's root now listens on `container`: clicks made before it are clicked again, React hydrating
 * what they need within them. From now on a click React could not take is noticed on the root, after
 * React's own listener there (which stops such a click from going further).
 */
export function pageHydrationStarted(container: Element): void {
  container.addEventListener("click", hold, true)
  clickAgain(takeEarlyClicks())
}

/** Clicks the held targets again after the current task, so React has finished committing what it was committing. */
function clickAgain(targets: HTMLElement[]) {
  setTimeout(() => targets.forEach(target => target.isConnected && target.click()), 0)
}

const regionOf = (node: Node) => [...waiting].find(region => region.contains(node))

function onInteraction(event: Event) {
  dispatching = event
  setTimeout(() => dispatching === event && (dispatching = undefined), 0)
  if (event.target instanceof Node) regionOf(event.target)?.open()
}

/** The element to click again: an icon's SVG shapes have no click(), the button around them does. */
function htmlElementOf(target: EventTarget | null): HTMLElement | null {
  let node = target instanceof Node ? target : null
  while (node && !(node instanceof HTMLElement)) node = node.parentNode
  return node
}

/** Holds a click inside a waiting region React could not take, its default action prevented, until the region is live. */
function hold(event: Event) {
  const target = htmlElementOf(event.target)
  if (!target || target.closest(NATIVE_CONTROLS)) return
  const region = regionOf(target)
  if (!region) return
  event.preventDefault()
  held.set(region, [...(held.get(region) ?? []), target])
}

if (typeof window !== "undefined") {
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, true)
}
