/** @jsxImportSource @emotion/react */
import { Suspense, useEffect, useRef, useState } from "react"
import { css } from "@emotion/react"
import { Modal } from "../../components/ui/Modal"
import { theme } from "../../styles/theme"
import type { ContactSectionCopy } from "../../blocks/form/view"
import type { ContactFormCopy } from "./copy"
import { LazyContactForm } from "./lazy"
import { ModalCloseButton } from "../../components/ui/ModalCloseButton"

/** Spec 000 §9: the mobile modal closes this long after a successful submit. */
export const MOBILE_MODAL_CLOSE_MS = 2000

const body = css`
  padding: 1.5rem 1.25rem 1.75rem;
  h2 { margin-block: 0 1.25rem; margin-inline: 0 2.5rem; font-size: 1.375rem; color: ${theme.color.navy}; }
`

/** The contact form in a dialog for small screens (spec 000 §2.9). Render only while open. */
export function MobileContactModal({ copy, form, onClose }: { copy: ContactSectionCopy["mobileModal"]; form: ContactFormCopy; onClose(): void }) {
  const [submitted, setSubmitted] = useState(false)
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    if (!submitted) return
    const timer = setTimeout(() => close.current(), MOBILE_MODAL_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [submitted])

  return (
    <Modal labelledBy="mobile-contact-title" onClose={onClose} size="md">
      <div css={body}>
        <ModalCloseButton onClick={onClose} />
        <h2 id="mobile-contact-title">{copy.title}</h2>
        <Suspense fallback={<p>{form.loadingLabel}</p>}>
          <LazyContactForm copy={form} idPrefix="mobile-contact" submitLabel={copy.buttonText} onSubmitted={() => setSubmitted(true)} />
        </Suspense>
      </div>
    </Modal>
  )
}
