import { useCallback, useEffect, useRef, useState } from "react"
import { usePrefersReducedMotion } from "../../lib/usePrefersReducedMotion"

export const ADVANCE_MS = 5000
export const INTERACTION_PAUSE_MS = 1000

/**
 * Slide index that advances every 5000 ms (spec 000 §9). It holds while the visitor hovers or focuses
 * the slider, after they pressed Pause (WCAG 2.2.2), and with reduced motion; after any interaction it
 * waits 1000 ms before the 5000 ms timer starts again.
 */
export function useAutoAdvance(count: number) {
  const reduced = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [holding, setHolding] = useState(false)
  const hold = useRef<number>()
  // False in the server HTML: nothing rotates until the page is interactive.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  const interact = useCallback(() => {
    setHolding(true)
    window.clearTimeout(hold.current)
    hold.current = window.setTimeout(() => setHolding(false), INTERACTION_PAUSE_MS)
  }, [])
  useEffect(() => () => window.clearTimeout(hold.current), [])

  const running = ready && count > 1 && !reduced && !userPaused && !hovered && !focused && !holding
  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(() => setIndex(i => (i + 1) % count), ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [running, index, count])

  const goTo = (next: number) => {
    interact()
    setIndex(((next % count) + count) % count)
  }
  return {
    index,
    goTo,
    running,
    userPaused,
    reduced,
    togglePause: () => { interact(); setUserPaused(p => !p) },
    bind: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: React.FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}
