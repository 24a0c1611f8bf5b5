import { useEffect, useState } from "react"

/** Header scroll threshold of spec 000 §9. */
export const SCROLL_THRESHOLD = 10

/** True once the page has scrolled more than the threshold. */
export function useScrolled(threshold: number = SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    // Read in the next frame, where layout is done anyway: read here, right after hydration,
    // scrollY forced a layout of the whole page inside hydration's task.
    const frame = requestAnimationFrame(update)
    window.addEventListener("scroll", update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener("scroll", update)
    }
  }, [threshold])
  return scrolled
}
