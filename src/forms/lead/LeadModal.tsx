import { useCallback, useEffect, useRef, useState } from "react"
import type { FormEvent } from "react"
import { css } from "@emotion/react"
import { Modal } from "../../components/ui/Modal"
import { ModalCloseButton } from "../../components/ui/ModalCloseButton"
import { Button } from "../../components/ui/Button"
import { ENDPOINTS } from "../../config/site"
import { LEAD_MODAL_TITLES } from "../../data/lead-options"
import { useSiteSettings } from "../../lib/useSiteSettings"
import { theme } from "../../styles/theme"
import type { LeadPageContext } from "./LeadModalProvider"
import { canContinue, EMPTY_LEAD, LEAD_STEPS } from "./schema"
import type { LeadStep, LeadValues } from "./schema"
import { submitLead } from "./submit"
import { StepBusiness } from "./steps/StepBusiness"
import { StepContact } from "./steps/StepContact"
import { StepNeeds } from "./steps/StepNeeds"

/** Spec 000 §9: the exit animation runs this long before the modal closes. */
export const LEAD_MODAL_CLOSE_MS = 400

const STEP_TITLES: Record<LeadStep, string> = { 1: "Your contact details", 2: "Your business", 3: "What you need" }
const SUBMIT_LABELS: Record<LeadPageContext, string> = { automation: "Get My Free Strategy", "ai-development": "Get My Free Plan" }

const header = css`
  display: flex; align-items: center; gap: .5rem; padding: 1.25rem 4rem 1rem 1.25rem; border-bottom: 1px solid ${theme.color.border};
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

export interface LeadModalProps {
  pageContext: LeadPageContext
  keepOpenOnFailure: boolean
  onClose(): void
}

/** The three-step lead-capture modal (spec 000 §4.4, §5.2, §7 calls 8-9). Mounted fresh on every open. */
export default function LeadModal({ pageContext, keepOpenOnFailure, onClose }: LeadModalProps) {
  const { bookingLink } = useSiteSettings()
  const [step, setStep] = useState<LeadStep>(1)
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD)
  const [submitting, setSubmitting] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>()

  const update = useCallback(<K extends keyof LeadValues>(key: K, value: LeadValues[K]) => setValues(prev => ({ ...prev, [key]: value })), [])
  const requestClose = useCallback(() => {
    if (closeTimer.current) return
    setLeaving(true)
    closeTimer.current = setTimeout(onClose, LEAD_MODAL_CLOSE_MS)
  }, [onClose])
  useEffect(() => () => clearTimeout(closeTimer.current), [])
  useEffect(() => {
    if (step > 1) stepHeading.current?.focus()
  }, [step])

  const ready = canContinue(step, values)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready || submitting) return
    if (step < LEAD_STEPS) return setStep((step + 1) as LeadStep)
    setSubmitting(true)
    try {
      await submitLead({ values, pageContext, webhookUrl: ENDPOINTS.leadWebhook, bookingLink })
      requestClose()
    } catch (error) {
      console.error("Error submitting lead", error)
      if (keepOpenOnFailure) setSubmitting(false)
      else requestClose()
    }
  }

  return (
    <Modal labelledBy="lead-modal-title" onClose={requestClose} size="lg" leaving={leaving}>
      <div css={header}>
        {step > 1 && (
          <button type="button" css={back} aria-label="Back to the previous step" onClick={() => setStep((step - 1) as LeadStep)}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
              <path d="M19 12H5M12 19l-7-7 7-7" />
            </svg>
          </button>
        )}
        <div>
          <h2 id="lead-modal-title">{LEAD_MODAL_TITLES[pageContext]}</h2>
          <p>Step {step} of {LEAD_STEPS}</p>
        </div>
        <ModalCloseButton onClick={requestClose} />
      </div>
      <form css={body} noValidate onSubmit={onSubmit} aria-labelledby="lead-step-title">
        <h3 id="lead-step-title" ref={stepHeading} tabIndex={-1}>{STEP_TITLES[step]}</h3>
        {step === 1 && <StepContact values={values} update={update} />}
        {step === 2 && <StepBusiness values={values} update={update} />}
        {step === 3 && <StepNeeds values={values} update={update} pageContext={pageContext} />}
        <div css={footer}>
          <Button type="submit" disabled={!ready || submitting}>
            {step < LEAD_STEPS ? "Continue" : submitting ? "Creating Your Strategy..." : SUBMIT_LABELS[pageContext]}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
