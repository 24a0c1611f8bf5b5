// Interim: the [forms] issue replaces this with the three-step lead modal.
import type { LeadPageContext } from "./LeadModalProvider"

export interface LeadModalProps {
  pageContext: LeadPageContext
  keepOpenOnFailure: boolean
  onClose(): void
}

export default function LeadModal({ onClose }: LeadModalProps) {
  return (
    <div role="dialog" aria-modal="true" aria-label="Lead form">
      <button type="button" onClick={onClose}>Close</button>
    </div>
  )
}
