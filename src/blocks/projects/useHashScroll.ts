import { useEffect } from "react"

export const HASH_SCROLL_DELAY_MS = 100

/** When the address carries `#${id}`, scrolls smoothly to that element after 100 ms (spec 001); no id, nothing. */
export function useHashScroll(id: string | undefined) {
  useEffect(() => {
    if (!id || window.location.hash !== `#${id}`) return
    const timer = window.setTimeout(() => {
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches
      document.getElementById(id)?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" })
    }, HASH_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [id])
}
