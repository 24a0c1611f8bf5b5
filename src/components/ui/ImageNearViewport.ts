import { useEffect, useState } from "react"
import type { RefObject } from "react"

/** Lazy margin of spec 000 §9: images start loading within 100 px of the viewport. */
export const LAZY_MARGIN_PX = 100

/** True once the element has come within `margin` px of the viewport (then stays true). */
export function useNearViewport(ref: RefObject<Element>, enabled = true, margin = LAZY_MARGIN_PX): boolean {
  const [near, setNear] = useState(!enabled)
  useEffect(() => {
    if (near || !ref.current) return
    if (typeof IntersectionObserver === "undefined") {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      entries => {
        if (entries.some(entry => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: `${margin}px` }
    )
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [near, ref, margin])
  return near
}
