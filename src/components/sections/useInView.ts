import { useEffect, useRef, useState } from "react"

/**
 * True once the element has been at least `threshold` visible (then it stops observing). Without
 * IntersectionObserver the element counts as seen, so nothing stays hidden.
 */
export function useInView<T extends Element>(threshold: number) {
  const ref = useRef<T>(null)
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || seen) return
    if (typeof IntersectionObserver === "undefined") return setSeen(true)
    const observer = new IntersectionObserver(
      entries => {
        if (entries.some(entry => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setSeen(true)
          observer.disconnect()
        }
      },
      { threshold }
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [threshold, seen])
  return { ref, seen }
}
