import { useCallback, useEffect, useRef, useState } from "react"
import type { FormEvent } from "react"
import { ENDPOINTS } from "../../config/site"
import type { LeadPageContext } from "../../content/landing"
import type { LanguageCode } from "../../content/languages"
import { useLanguage } from "../../root/language"
import { useSiteSettings } from "../../lib/useSiteSettings"
import { useUnsentInput } from "../../lib/unsent-input"
import { attemptFor } from "../attempt"
import type { Attempt } from "../attempt"
import { fillStartedAt, isLikelySpam } from "../spam"
import { clearLeadDraft, saveLeadDraft } from "./draft"
import type { LeadDraft } from "./draft"
import { buildLeadPayload } from "./payload"
import type { LeadPayload } from "./payload"
import { canContinue, EMPTY_LEAD, isBlank, LEAD_STEPS } from "./schema"
import type { LeadStep, LeadValues } from "./schema"
import { submitLead } from "./submit"

/** Spec 000 §9: the exit animation runs this long before the modal closes. */
export const LEAD_MODAL_CLOSE_MS = 400

export interface LeadFormOptions {
  pageContext: LeadPageContext
  keepOpenOnFailure: boolean
  /** Answers brought back after a reload (the visitor was in the middle of them). */
  restored?: LeadDraft | null
  onClose(): void
}

const browserEnvironment = (language: LanguageCode) =>
  ({ search: window.location.search, userAgent: window.navigator.userAgent, referrer: document.referrer, now: new Date(), language })

/**
 * State of the lead modal: steps, answers kept in session storage while unsent, the spam guard,
 * submission (a retry of unchanged answers keeps its key and opens no second tab) and closing.
 */
export function useLeadForm({ pageContext, keepOpenOnFailure, restored = null, onClose }: LeadFormOptions) {
  const { bookingLink } = useSiteSettings()
  const language = useLanguage()
  const [step, setStep] = useState<LeadStep>(restored?.step ?? 1)
  const [values, setValues] = useState<LeadValues>(restored?.values ?? EMPTY_LEAD)
  const [attempt, setAttempt] = useState<Attempt<LeadPayload> | null>(restored?.attempt ?? null)
  const [submitting, setSubmitting] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const [shownAt] = useState(() => fillStartedAt(Boolean(restored), Date.now()))
  const closeTimer = useRef<ReturnType<typeof setTimeout>>()

  const update = useCallback(<K extends keyof LeadValues>(key: K, value: LeadValues[K]) => setValues(prev => ({ ...prev, [key]: value })), [])
  /** Every close discards the draft: a visitor's close means it, and after a send the outbox holds the lead. */
  const requestClose = useCallback(() => {
    if (closeTimer.current) return
    clearLeadDraft()
    setLeaving(true)
    closeTimer.current = setTimeout(onClose, LEAD_MODAL_CLOSE_MS)
  }, [onClose])
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  useUnsentInput(!leaving && !isBlank(values))
  useEffect(() => {
    if (leaving) return
    if (isBlank(values)) clearLeadDraft()
    else saveLeadDraft({ values, step, pageContext, keepOpenOnFailure, attempt })
  }, [values, step, pageContext, keepOpenOnFailure, attempt, leaving])

  const ready = canContinue(step, values)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready || submitting) return
    if (step < LEAD_STEPS) return setStep((step + 1) as LeadStep)
    // A bot sees the modal close as after a success; nothing is sent, no tab opens.
    if (isLikelySpam(honeypot.current?.value ?? "", shownAt, Date.now())) return requestClose()
    const next = attemptFor({ ...values, pageContext }, attempt, () => buildLeadPayload(values, pageContext, browserEnvironment(language)))
    setAttempt(next.attempt)
    setSubmitting(true)
    try {
      await submitLead({ values, ...next, webhookUrl: ENDPOINTS.leadWebhook, bookingLink })
      requestClose()
    } catch (error) {
      console.error("Error submitting lead", error)
      if (keepOpenOnFailure) setSubmitting(false)
      else requestClose()
    }
  }
  const back = () => setStep((step - 1) as LeadStep)

  return { step, values, update, ready, submitting, leaving, honeypot, onSubmit, back, requestClose }
}
