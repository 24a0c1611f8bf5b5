import { useEffect, useState } from "react"

const QUERY = "(prefers-reduced-motion: reduce)"

/** True when the visitor asked for less motion. False on the server and until mounted. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const media = window.matchMedia(QUERY)
    const update = () => setReduced(media.matches)
    update()
    media.addEventListener("change", update)
    return () => media.removeEventListener("change", update)
  }, [])
  return reduced
}
