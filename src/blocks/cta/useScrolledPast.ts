import { useEffect, useState } from "react"

/**
 * True once the element with this id has left the viewport through its top (the visitor scrolled
 * past it), false while it is in view or below. False on the server and until mounted.
 */
export function useScrolledPast(id: string): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const target = document.getElementById(id)
    if (!target || typeof IntersectionObserver === "undefined") {
      setPast(true)
      return
    }
    const observer = new IntersectionObserver(([entry]) => setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0))
    observer.observe(target)
    return () => observer.disconnect()
  }, [id])
  return past
}
