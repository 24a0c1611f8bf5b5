import { useEffect } from "react"
import type { RefObject } from "react"

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

let locks = 0
let savedOverflow = ""

/** Locks page scrolling while mounted; nested dialogs share one lock. */
export function useScrollLock(): void {
  useEffect(() => {
    if (locks === 0) {
      savedOverflow = document.body.style.overflow
      document.body.style.overflow = "hidden"
    }
    locks += 1
    return () => {
      locks -= 1
      if (locks === 0) document.body.style.overflow = savedOverflow
    }
  }, [])
}

const focusables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(el => !el.closest("[aria-hidden='true']") && el.tabIndex >= 0)

/**
 * Moves focus into `container`, keeps Tab inside it and gives focus back on unmount. Everything
 * else on the page is inert meanwhile (the dialog is portalled to <body>, so that is every other
 * child of <body>); it is released before focus goes back, since an inert element cannot take it.
 */
export function useFocusTrap(container: RefObject<HTMLElement>): void {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const own = root.parentElement
    const background = Array.from(document.body.children).filter(el => el !== own && !el.hasAttribute("inert"))
    background.forEach(el => el.setAttribute("inert", ""))
    const first = focusables(root)[0]
    ;(first ?? root).focus()

    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || event.defaultPrevented) return
      const items = focusables(root)
      if (items.length === 0) {
        event.preventDefault()
        root.focus()
        return
      }
      const head = items[0]
      const tail = items[items.length - 1]
      const active = document.activeElement
      if (event.shiftKey && (active === head || !root.contains(active))) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && (active === tail || !root.contains(active))) {
        event.preventDefault()
        head.focus()
      }
    }
    document.addEventListener("keydown", onKey)
    return () => {
      document.removeEventListener("keydown", onKey)
      background.forEach(el => el.removeAttribute("inert"))
      previous?.focus()
    }
  }, [container])
}

