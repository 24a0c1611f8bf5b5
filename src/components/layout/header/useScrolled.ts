import { useEffect, useState } from "react"

/** Header scroll threshold of spec 000 §9. */
export const SCROLL_THRESHOLD = 10

/** True once the page has scrolled more than the threshold. */
export function useScrolled(threshold: number = SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [threshold])
  return scrolled
}
