/** @jsxImportSource @emotion/react */
import type { MouseEvent, ReactNode } from "react"
import { css } from "@emotion/react"
import { Button } from "../../components/ui/Button"
import type { ButtonVariant } from "../../components/ui/Button"
import { useLeadModal } from "./LeadModalProvider"
import type { LeadPageContext } from "../../content/landing"

interface LeadCtaButtonProps {
  pageContext: LeadPageContext
  /** Home call to action and landing pages: a failed submission leaves the modal open. */
  keepOpenOnFailure?: boolean
  variant?: ButtonVariant
  className?: string
  children: ReactNode
}

// Never wider than its container, so a long label (or tags) wraps inside the button on a phone.
const preloader = css`display: inline-flex; flex: none; max-width: 100%;`

/**
 * A call to action that opens the lead modal (the default action prevented); pointing at it or
 * focusing it starts loading the modal.
 */
export function LeadCtaButton({ pageContext, keepOpenOnFailure = false, variant, className, children }: LeadCtaButtonProps) {
  const { open, preload } = useLeadModal()
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    open(pageContext, { keepOpenOnFailure })
  }
  return (
    <span css={preloader} onPointerEnter={preload} onFocus={preload}>
      <Button variant={variant} className={className} onClick={onClick}>{children}</Button>
    </span>
  )
}
