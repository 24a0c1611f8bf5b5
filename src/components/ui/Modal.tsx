/** @jsxImportSource @emotion/react */
import { useEffect, useRef } from "react"
import type { ReactNode } from "react"
import { createPortal } from "react-dom"
import { css, keyframes } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { useFocusTrap, useScrollLock } from "./ModalHooks"

export type ModalSize = "sm" | "md" | "lg" | "xl" | "full"

const WIDTHS: Record<ModalSize, string> = { sm: "400px", md: "560px", lg: "720px", xl: "960px", full: "100vw" }
/** Spec 001 §9: the modal's default z-index. */
const MODAL_Z_INDEX = 9999999

const fadeIn = keyframes`from { opacity: 0 } to { opacity: 1 }`
const rise = keyframes`from { opacity: 0; transform: translateY(16px) scale(.98) } to { opacity: 1; transform: none }`

const overlay = css`
  position: fixed; inset: 0; z-index: ${MODAL_Z_INDEX}; display: flex; align-items: center; justify-content: center;
  padding: 1rem; background: rgba(11, 21, 51, .72); animation: ${fadeIn} .2s ease-out;
  transition: opacity .4s ease;
  &[data-leaving="true"] { opacity: 0; }
  ${mq.reducedMotion} { animation: none; transition: none; }
`
const dialog = (size: ModalSize) => css`
  position: relative; width: 100%; max-width: ${WIDTHS[size]}; max-height: calc(100vh - 2rem); overflow-y: auto;
  background: ${theme.color.surface}; color: ${theme.color.text}; border-radius: ${size === "full" ? 0 : theme.radius.lg};
  box-shadow: ${theme.shadow.raised}; animation: ${rise} .25s ease-out; outline: none;
  ${size === "full" ? "height: 100vh; max-height: none;" : ""}
  ${mq.reducedMotion} { animation: none; }
`

export interface ModalProps {
  /** Id of the element that names the dialog (its visible title). */
  labelledBy: string
  onClose(): void
  children: ReactNode
  size?: ModalSize
  /** Whether a click on the dim overlay closes the dialog. */
  closeOnOverlay?: boolean
  /** Set while the owner's exit animation runs. */
  leaving?: boolean
}

/**
 * The dialog primitive (spec 001 §4): Escape and (when allowed) an overlay click close it; page
 * scroll is locked; Tab stays inside; focus returns to where it was when the dialog closes.
 * Render it only while open.
 */
export function Modal({ labelledBy, onClose, children, size = "md", closeOnOverlay = true, leaving = false }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  useScrollLock()
  useFocusTrap(panel)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A widget inside (the phone country list) marks the Escape it used for itself.
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.stopPropagation()
        close.current()
      }
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [])

  if (typeof document === "undefined") return null
  return createPortal(
    <div
      css={overlay}
      data-leaving={leaving}
      onMouseDown={event => {
        if (closeOnOverlay && event.target === event.currentTarget) onClose()
      }}
    >
      <div ref={panel} css={dialog(size)} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1}>
        {children}
      </div>
    </div>,
    document.body
  )
}
