import { useCallback, useEffect, useRef, useState } from "react"
import type { KeyboardEvent, ReactNode } from "react"
import { classNames } from "../../../styles/class-names"
import { HEADER_CLASS } from "./classes"
import { useDropdownPosition } from "./useDropdownPosition"

const links = (root: HTMLElement | null) => Array.from(root?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])

/**
 * A desktop menu button and its panel. Enter or Space toggles, ArrowDown opens on the first link,
 * arrows move between links, Home/End jump, Escape closes and returns focus to the button; leaving
 * the menu by Tab or an outside click closes it.
 */
export function NavDropdown({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const offset = useDropdownPosition(open, button, panelRef)
  const focusLink = useCallback((index: number) => {
    const items = links(panelRef.current)
    items[(index + items.length) % items.length]?.focus()
  }, [])
  const [pendingFocus, setPendingFocus] = useState<number | null>(null)

  useEffect(() => {
    if (open && pendingFocus !== null) {
      focusLink(pendingFocus)
      setPendingFocus(null)
    }
  }, [open, pendingFocus, focusLink])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("mousedown", onPointer)
    return () => document.removeEventListener("mousedown", onPointer)
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = links(panelRef.current)
    const current = items.indexOf(document.activeElement as HTMLAnchorElement)
    const onButton = document.activeElement === button.current
    if (event.key === "Escape" && open) {
      event.preventDefault()
      setOpen(false)
      button.current?.focus()
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      const step = event.key === "ArrowDown" ? 1 : -1
      if (!open || onButton) {
        setOpen(true)
        setPendingFocus(step === 1 ? 0 : -1)
      } else focusLink(current + step)
    } else if (open && !onButton && (event.key === "Home" || event.key === "End")) {
      event.preventDefault()
      focusLink(event.key === "Home" ? 0 : -1)
    }
  }

  return (
    <div
      className={HEADER_CLASS.dropdown}
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={event => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={HEADER_CLASS.navItem}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen(value => !value)}
      >
        {label}
        <svg className={classNames(HEADER_CLASS.dropdownChevron, open && HEADER_CLASS.dropdownChevronOpen)} viewBox="0 0 10 6" aria-hidden="true" focusable="false">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div
        id={`${id}-menu`}
        ref={panelRef}
        className={HEADER_CLASS.dropdownPanel}
        hidden={!open}
        style={{ left: offset }}
        onClick={event => {
          if ((event.target as HTMLElement).closest("a")) setOpen(false)
        }}
      >
        {children}
      </div>
    </div>
  )
}
