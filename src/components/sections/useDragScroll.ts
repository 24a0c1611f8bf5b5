import { useRef } from "react"
import type { MouseEvent, PointerEvent } from "react"

/**
 * Mouse/pen drag scrolls the element sideways at twice the pointer's speed (touch scrolls natively).
 * The click that ends a drag is swallowed, so a drag that starts on a link inside does not follow it.
 */
export function useDragScroll<T extends HTMLElement>(speed = 2) {
  const drag = useRef<{ x: number; left: number; moved: boolean } | null>(null)
  const dragged = useRef(false)
  const onPointerDown = (event: PointerEvent<T>) => {
    dragged.current = false
    if (event.pointerType === "touch" || event.button !== 0) return
    drag.current = { x: event.clientX, left: event.currentTarget.scrollLeft, moved: false }
    event.currentTarget.style.scrollSnapType = "none"
    event.currentTarget.style.scrollBehavior = "auto"
  }
  const onPointerMove = (event: PointerEvent<T>) => {
    const state = drag.current
    if (!state) return
    const dx = event.clientX - state.x
    if (Math.abs(dx) > 3 && !state.moved) {
      state.moved = true
      event.currentTarget.setPointerCapture?.(event.pointerId)
    }
    event.currentTarget.scrollLeft = state.left - dx * speed
  }
  const end = (event: PointerEvent<T>) => {
    if (!drag.current) return
    dragged.current = drag.current.moved
    drag.current = null
    event.currentTarget.style.scrollSnapType = ""
    event.currentTarget.style.scrollBehavior = ""
  }
  const onClickCapture = (event: MouseEvent<T>) => {
    if (!dragged.current) return
    dragged.current = false
    event.preventDefault()
    event.stopPropagation()
  }
  return { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end, onPointerLeave: end, onClickCapture }
}
