/**
 * A visitor's first sign of using the page, not only looking at it: a scroll of the page, a wheel
 * turn, a press, a touch, a key, or the mouse moving over it (a carousel or pane scrolling itself is
 * no sign: only the document's own scroll counts). Until then a page downloads no code it does not
 * need to show itself (src/lib/HydrateWhenNeeded.tsx): a phone that opens a page and reads the first
 * screen pays for what moves on it, not for what only answers a tap.
 */
const SIGNS = ["scroll", "wheel", "pointerdown", "pointermove", "touchstart", "keydown"] as const

let used = false
const waiting: (() => void)[] = []

/** Calls back once the visitor has used the page: at once when they already have. */
export function afterFirstUse(callback: () => void): void {
  if (used) callback()
  else waiting.push(callback)
}

function markUsed() {
  if (used) return
  used = true
  for (const type of SIGNS) window.removeEventListener(type, onSign, true)
  for (const callback of waiting.splice(0)) callback()
}

function onSign(event: Event) {
  if (event.type !== "scroll" || event.target === document) markUsed()
}

if (typeof window !== "undefined") {
  for (const type of SIGNS) window.addEventListener(type, onSign, { capture: true, passive: true })
  // The site's scripts start after the first paint: a page scrolled before them has been used. (A
  // tap before them is held and clicked again, which opens the section it was on: interactions.ts.)
  if (window.scrollY > 0) markUsed()
}
