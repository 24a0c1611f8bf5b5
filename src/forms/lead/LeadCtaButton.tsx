import type { ReactNode } from "react"
import { Button } from "../../components/ui/Button"
import type { ButtonVariant } from "../../components/ui/Button"
import { preloadLeadModal, useLeadModal } from "./LeadModalProvider"
import type { LeadPageContext } from "./LeadModalProvider"

interface LeadCtaButtonProps {
  pageContext: LeadPageContext
  /** Home call to action and landing pages: a failed submission leaves the modal open. */
  keepOpenOnFailure?: boolean
  variant?: ButtonVariant
  children: ReactNode
}

/** A call to action that opens the lead modal; pointing at it starts loading the modal. */
export function LeadCtaButton({ pageContext, keepOpenOnFailure = false, variant, children }: LeadCtaButtonProps) {
  const { open } = useLeadModal()
  return (
    <span onPointerEnter={preloadLeadModal} onFocus={preloadLeadModal}>
      <Button variant={variant} onClick={() => open(pageContext, { keepOpenOnFailure })}>{children}</Button>
    </span>
  )
}
