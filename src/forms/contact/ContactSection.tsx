/** @jsxImportSource @emotion/react */
import { useState } from "react"
import { css } from "@emotion/react"
import type { ContactSectionCopy } from "../../blocks/form/view"
import { mq, theme } from "../../styles/theme"
import { Container } from "../../components/ui/Container"
import { Button } from "../../components/ui/Button"
import { Icon } from "../../components/ui/Icon"
import { ContactFormSlot } from "./ContactFormSlot"
import { MobileContactModal } from "./MobileContactModal"
import { loadContactForm } from "./lazy"

const band = css`
  padding: 3.5rem 0; background: ${theme.color.surfaceAlt};
  ${mq.lg} { padding: 5rem 0; }
`
const layout = css`
  display: grid; gap: 2.5rem; align-items: start;
  ${mq.lg} { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); gap: 4rem; }
  h2 { margin: 0 0 1rem; font-size: clamp(1.75rem, 3vw, 2.5rem); line-height: 1.2; color: ${theme.color.navy}; }
  p.lead { margin: 0 0 1.5rem; font-size: 1.125rem; line-height: 1.6; color: ${theme.color.textMuted}; }
`
const signals = css`
  list-style: none; margin: 0 0 1.5rem; padding: 0; display: flex; flex-wrap: wrap; gap: .75rem 1.5rem;
  li { display: flex; align-items: center; gap: .5rem; font-weight: 600; color: ${theme.color.navy}; }
  svg { color: ${theme.color.primary}; }
`
const formCard = css`
  display: none; padding: 2rem; background: ${theme.color.surface}; border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.card};
  ${mq.lg} { display: block; }
`
const mobileOnly = css`${mq.lg} { display: none; }`

/**
 * The contact section of home, services and industries: the form on large screens, a dialog below
 * them; the copy around it is its block_form's, the form's own words the CMS's contact form (none
 * without them: a preview's new section until the rebuild).
 */
export function ContactSection({ copy: contactSection }: { copy: ContactSectionCopy }) {
  const [modalOpen, setModalOpen] = useState(false)
  const { form } = contactSection
  return (
    <section css={band} aria-labelledby="contact-section-title" id="contact">
      <Container>
        <div css={layout}>
          <div>
            <h2 id="contact-section-title">{contactSection.heading}</h2>
            <p className="lead">{contactSection.text}</p>
            <ul css={signals} aria-label={form?.reassurancesLabel}>
              {contactSection.trustSignals.map(signal => (
                <li key={signal.label}>
                  <Icon name={signal.icon} size={22} />
                  {signal.label}
                </li>
              ))}
            </ul>
            {form && (
              <div css={mobileOnly} onPointerEnter={loadContactForm} onFocus={loadContactForm}>
                <Button onClick={() => setModalOpen(true)}>{contactSection.mobileModal.buttonText}</Button>
              </div>
            )}
          </div>
          {form && (
            <div css={formCard}>
              <ContactFormSlot copy={form} />
            </div>
          )}
        </div>
      </Container>
      {modalOpen && form && <MobileContactModal copy={contactSection.mobileModal} form={form} onClose={() => setModalOpen(false)} />}
    </section>
  )
}
