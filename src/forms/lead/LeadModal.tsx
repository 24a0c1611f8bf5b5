/** @jsxImportSource @emotion/react */
import { useEffect, useRef } from "react"
import { css } from "@emotion/react"
import { Modal } from "../../components/ui/Modal"
import { ModalCloseButton } from "../../components/ui/ModalCloseButton"
import { Button } from "../../components/ui/Button"
import { theme } from "../../styles/theme"
import { Honeypot } from "../Honeypot"
import { useLanguage } from "../../root/language"
import { stepCount } from "./copy"
import type { LeadFormCopy } from "./copy"
import { useLeadCopy } from "./load-copy"
import { LEAD_STEPS } from "./schema"
import { StepBusiness } from "./steps/StepBusiness"
import { StepContact } from "./steps/StepContact"
import { StepNeeds } from "./steps/StepNeeds"
import { useLeadForm } from "./useLeadForm"
import type { LeadFormOptions } from "./useLeadForm"

// The provider fetches the words through this chunk, so their loader is never in the first load.
export { loadLeadCopy } from "./load-copy"

const header = css`
  display: flex; align-items: center; gap: .5rem; padding-block: 1.25rem 1rem; padding-inline: 1.25rem 4rem; border-bottom: 1px solid ${theme.color.border};
  h2 { margin: 0; font-size: 1.25rem; color: ${theme.color.navy}; }
  p { margin: .25rem 0 0; font-size: .875rem; color: ${theme.color.textMuted}; }
`
const back = css`
  flex: none; width: 40px; height: 40px; display: grid; place-items: center; border: 0; border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceAlt}; cursor: pointer; color: ${theme.color.navy};
  &:focus-visible { outline: 3px solid ${theme.color.focus}; }
`
const body = css`
  padding: 1.25rem;
  h3 { margin: 0 0 1rem; font-size: 1.0625rem; outline: none; }
`
const footer = css`display: flex; justify-content: flex-end; padding-top: .5rem;`

export type LeadModalProps = LeadFormOptions

/**
 * The three-step lead-capture modal (spec 000 §4.4, §5.2, §7 calls 8-9) in the page's language,
 * shown once its words have loaded. Mounted fresh on every open: empty when a visitor opens it, with
 * the saved answers when it comes back after a reload.
 */
export default function LeadModal(props: LeadModalProps) {
  const copy = useLeadCopy(useLanguage())
  return copy && <LeadDialog {...props} copy={copy} />
}

function LeadDialog({ copy, ...props }: LeadModalProps & { copy: LeadFormCopy }) {
  const { pageContext } = props
  const { step, values, update, ready, submitting, leaving, honeypot, onSubmit, back: goBack, requestClose } = useLeadForm(props)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (step > 1) stepHeading.current?.focus()
  }, [step])

  return (
    <Modal labelledBy="lead-modal-title" onClose={requestClose} size="lg" leaving={leaving}>
      <div css={header}>
        {step > 1 && (
          <button type="button" css={back} aria-label={copy.backLabel} onClick={goBack}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
              <path d="M19 12H5M12 19l-7-7 7-7" />
            </svg>
          </button>
        )}
        <div>
          <h2 id="lead-modal-title">{copy.titles[pageContext]}</h2>
          <p>{stepCount(copy, step, LEAD_STEPS)}</p>
        </div>
        <ModalCloseButton onClick={requestClose} />
      </div>
      <form css={body} noValidate onSubmit={onSubmit} aria-labelledby="lead-step-title">
        <h3 id="lead-step-title" ref={stepHeading} tabIndex={-1}>{copy.stepTitles[step]}</h3>
        {step === 1 && <StepContact copy={copy} values={values} update={update} />}
        {step === 2 && <StepBusiness copy={copy} values={values} update={update} />}
        {step === 3 && <StepNeeds copy={copy} values={values} update={update} pageContext={pageContext} />}
        <Honeypot id="lead-website" inputRef={honeypot} />
        <div css={footer}>
          <Button type="submit" disabled={!ready || submitting}>
            {step < LEAD_STEPS ? copy.continueLabel : submitting ? copy.submittingLabel : copy.submitLabels[pageContext]}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
