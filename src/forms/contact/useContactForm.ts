import { useEffect, useRef, useState } from "react"
import { useForm } from "react-hook-form"
import type { FieldErrors, Resolver } from "react-hook-form"
import { yupResolver } from "@hookform/resolvers/yup"
import { lookupCountry } from "../../lib/geo"
import { useUnsentInput } from "../../lib/unsent-input"
import { attemptFor } from "../attempt"
import type { Attempt } from "../attempt"
import { fillStartedAt, isLikelySpam } from "../spam"
import { clearDraft, loadAttempt, loadDraft, saveAttempt, saveDraft } from "./draft"
import { useLanguage } from "../../root/language"
import { EMPTY_CONTACT } from "./options"
import type { ContactValues } from "./options"
import { buildContactPayload } from "./payload"
import type { ContactPayload } from "./payload"
import { phoneCountryOf, supportedCountry } from "./phone"
import type { PhoneCountry } from "./phone"
import { PHONE_VALIDITY, typedContactSchema } from "./schema"
import type { SchemaCopy } from "./schema"
import { sendEnquiry } from "./send"
import type { ContactSubmitHandler } from "./send"

export type SubmitStatus = "idle" | "invalid" | "invalid-phone" | "submitting" | "success" | "error"

const isEmpty = (values: Partial<ContactValues>) =>
  Object.entries(EMPTY_CONTACT).every(([key, empty]) => (values as Record<string, unknown>)[key] === empty)

/**
 * State of one contact form: validation, draft, geo default country, spam guard and submission
 * (a retry of unchanged values keeps its idempotency key and body).
 */
export function useContactForm(copy: SchemaCopy, onSubmit?: ContactSubmitHandler, onSubmitted?: () => void) {
  const language = useLanguage()
  const [baseResolver] = useState(() => yupResolver(typedContactSchema(copy)))
  const honeypot = useRef<HTMLInputElement>(null)
  const [initial] = useState(loadDraft)
  // The picker reports a country only when the visitor types or picks; until then a restored number has its own.
  const [restoredCountry] = useState(() => phoneCountryOf(initial.phoneNumber))
  const phoneCountry = useRef<PhoneCountry | null>(restoredCountry)
  const shownAt = useRef(fillStartedAt(!isEmpty(initial), Date.now()))
  const [hasInput, setHasInput] = useState(!isEmpty(initial))
  // A failed submission before a reload: retrying the same values keeps its key.
  const [restoredAttempt] = useState(() => (isEmpty(initial) ? null : loadAttempt()))
  const attempt = useRef<Attempt<ContactPayload> | null>(restoredAttempt)
  const [country, setCountry] = useState("us")
  const [status, setStatus] = useState<SubmitStatus>("idle")
  // Bumped on success: the phone widget is remounted so it shows the country's dial code again.
  const [generation, setGeneration] = useState(0)

  const resolver: Resolver<ContactValues> = (values, _context, options) =>
    baseResolver(values, { phoneCountry: phoneCountry.current }, options)
  const form = useForm<ContactValues>({ mode: "onChange", defaultValues: initial, resolver })

  useEffect(() => {
    let live = true
    lookupCountry().then(found => {
      if (live && form.getValues("phoneNumber") === "") setCountry(supportedCountry(found))
    })
    return () => {
      live = false
    }
  }, [form])

  useEffect(() => {
    const subscription = form.watch(values => {
      const empty = isEmpty(values)
      setHasInput(!empty)
      if (empty) clearDraft()
      else saveDraft(values)
    })
    return () => subscription.unsubscribe()
  }, [form])
  useUnsentInput(hasInput)

  const succeed = () => {
    form.reset(EMPTY_CONTACT)
    phoneCountry.current = null
    setGeneration(value => value + 1)
    clearDraft()
    setHasInput(false)
    attempt.current = null
    saveAttempt(null)
    setStatus("success")
    onSubmitted?.()
  }

  const submit = form.handleSubmit(
    async values => {
      if (isLikelySpam(honeypot.current?.value ?? "", shownAt.current, Date.now())) return succeed()
      setStatus("submitting")
      attempt.current = attemptFor(values, attempt.current, () => buildContactPayload(values, language)).attempt
      saveAttempt(attempt.current)
      const ok = await sendEnquiry(attempt.current, onSubmit)
      if (ok) succeed()
      else setStatus("error")
    },
    (errors: FieldErrors<ContactValues>) => {
      const onlyPhone = Object.keys(errors).length === 1 && errors.phoneNumber?.type === PHONE_VALIDITY
      setStatus(onlyPhone ? "invalid-phone" : "invalid")
    }
  )

  const setPhone = (phone: string, picked: PhoneCountry) => {
    phoneCountry.current = picked
    form.setValue("phoneNumber", phone, { shouldValidate: true, shouldDirty: true })
  }

  return { form, submit, status, country, setPhone, honeypot, generation }
}
