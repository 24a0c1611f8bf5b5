import { useCallback, useEffect, useRef, useState } from "react"
import type { RefObject } from "react"
import { SHOWCASE } from "../../../content/showcase"
import { usePrefersReducedMotion } from "../../../lib/usePrefersReducedMotion"

/**
 * Scroll behaviour of the showcase pane: reports the item at least half visible in the pane
 * (IntersectionObserver, threshold 0.5), scrolls the pane to an item on request, and advances the
 * pane every few seconds while it is on screen, unless the visitor hovers or focuses it (pause),
 * has used it (stop), or prefers reduced motion.
 */
export function usePaneScroll(pane: RefObject<HTMLElement>, count: number, onActive: (index: number) => void) {
  const reduced = usePrefersReducedMotion()
  const [paused, setPaused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const [onScreen, setOnScreen] = useState(false)
  const current = useRef(0)

  useEffect(() => {
    const root = pane.current
    if (!root || typeof IntersectionObserver === "undefined") return
    // Each section's last reported share in view: an observer reports only the sections that changed.
    const shares = new Map<Element, number>()
    const sections = new IntersectionObserver(
      entries => {
        for (const entry of entries) shares.set(entry.target, entry.intersectionRatio)
        // The most visible section that is at least half in view, the first of equals; edge-touching
        // entries can report isIntersecting with a ratio of 0, so the ratio decides.
        const shareOf = (section: Element) => shares.get(section) ?? 0
        const best = Array.from(root.children).reduce<Element | null>((found, section) => (shareOf(section) > (found ? shareOf(found) : 0) ? section : found), null)
        if (!best || shareOf(best) < SHOWCASE.threshold) return
        const index = Number((best as HTMLElement).dataset.index)
        current.current = index
        onActive(index)
      },
      { root, threshold: SHOWCASE.threshold }
    )
    Array.from(root.children).forEach(child => sections.observe(child))
    const visibility = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting), { threshold: SHOWCASE.threshold })
    visibility.observe(root)
    return () => {
      sections.disconnect()
      visibility.disconnect()
    }
  }, [pane, count, onActive])

  const scrollTo = useCallback(
    (index: number) => {
      const root = pane.current
      const target = root?.children[index] as HTMLElement | undefined
      if (!root || !target) return
      root.scrollTo({ top: target.offsetTop, behavior: reduced ? "auto" : "smooth" })
      current.current = index
      onActive(index)
    },
    [pane, reduced, onActive]
  )

  // Auto-advance only where the pane scrolls on its own (desktop layout).
  useEffect(() => {
    const root = pane.current
    if (!root || reduced || paused || stopped || !onScreen || count < 2) return
    if (root.scrollHeight <= root.clientHeight) return
    const timer = window.setInterval(() => scrollTo((current.current + 1) % count), SHOWCASE.autoAdvanceMs)
    return () => window.clearInterval(timer)
  }, [pane, reduced, paused, stopped, onScreen, count, scrollTo])

  return {
    scrollTo,
    pause: useCallback(() => setPaused(true), []),
    resume: useCallback(() => setPaused(false), []),
    stop: useCallback(() => setStopped(true), []),
  }
}
