import { useCallback, useEffect, useLayoutEffect, useState } from "react"
import type { RefObject } from "react"
import { DROPDOWN, panelOffset } from "./dropdown-position"

// useLayoutEffect warns during server rendering; the panel is closed there anyway.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect

/**
 * Keeps an open panel within the header's content width (the nearest `data-dropdown-bounds`
 * ancestor) when it fits there, and always inside the viewport. After a resize it waits for the
 * resizing to settle (debounce 150 ms), then re-positions after a further 300 ms, once the layout
 * has reflowed.
 */
export function useDropdownPosition(open: boolean, trigger: RefObject<HTMLElement>, panel: RefObject<HTMLElement>): number {
  const [offset, setOffset] = useState(0)
  const measure = useCallback(() => {
    if (!trigger.current || !panel.current) return
    const rect = trigger.current.getBoundingClientRect()
    const bounds = trigger.current.closest("[data-dropdown-bounds]")?.getBoundingClientRect()
    setOffset(panelOffset(rect, panel.current.offsetWidth, document.documentElement.clientWidth, bounds))
  }, [trigger, panel])

  useIsomorphicLayoutEffect(() => {
    if (open) measure()
  }, [open, measure])

  useEffect(() => {
    if (!open) return
    let debounce: ReturnType<typeof setTimeout> | undefined
    let reposition: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(debounce)
      clearTimeout(reposition)
      debounce = setTimeout(() => {
        reposition = setTimeout(measure, DROPDOWN.repositionDelayMs)
      }, DROPDOWN.resizeDebounceMs)
    }
    window.addEventListener("resize", onResize)
    return () => {
      window.removeEventListener("resize", onResize)
      clearTimeout(debounce)
      clearTimeout(reposition)
    }
  }, [open, measure])
  return offset
}
