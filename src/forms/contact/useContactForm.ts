import { useEffect, useRef, useState } from "react"
import { useForm } from "react-hook-form"
import type { FieldErrors, Resolver } from "react-hook-form"
import { yupResolver } from "@hookform/resolvers/yup"
import { lookupCountry } from "../../lib/geo"
import { clearDraft, loadDraft, saveDraft } from "./draft"
import { EMPTY_CONTACT, MESSAGES } from "./options"
import type { ContactValues } from "./options"
import { buildContactPayload } from "./payload"
import { phoneCountryOf, supportedCountry } from "./phone"
import type { PhoneCountry } from "./phone"
import { typedContactSchema } from "./schema"
import { isLikelySpam, sendEnquiry } from "./send"
import type { ContactSubmitHandler } from "./send"

export type SubmitStatus = "idle" | "invalid" | "invalid-phone" | "submitting" | "success" | "error"

const baseResolver = yupResolver(typedContactSchema)
const isEmpty = (values: Partial<ContactValues>) =>
  Object.entries(EMPTY_CONTACT).every(([key, empty]) => (values as Record<string, unknown>)[key] === empty)

/** State of one contact form: validation, draft, geo default country, spam guard and submission. */
export function useContactForm(onSubmit?: ContactSubmitHandler, onSubmitted?: () => void) {
  const honeypot = useRef<HTMLInputElement>(null)
  const [initial] = useState(loadDraft)
  // The picker reports a country only when the visitor types or picks; until then a restored number has its own.
  const [restoredCountry] = useState(() => phoneCountryOf(initial.phoneNumber))
  const phoneCountry = useRef<PhoneCountry | null>(restoredCountry)
  // A restored draft was typed by a person before the reload: the fill-time guard must not drop it.
  const shownAt = useRef(isEmpty(initial) ? Date.now() : 0)
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
    const subscription = form.watch(values => (isEmpty(values) ? clearDraft() : saveDraft(values)))
    return () => subscription.unsubscribe()
  }, [form])

  const succeed = () => {
    form.reset(EMPTY_CONTACT)
    phoneCountry.current = null
    setGeneration(value => value + 1)
    clearDraft()
    setStatus("success")
    onSubmitted?.()
  }

  const submit = form.handleSubmit(
    async values => {
      if (isLikelySpam(honeypot.current?.value ?? "", shownAt.current, Date.now())) return succeed()
      setStatus("submitting")
      const ok = await sendEnquiry(buildContactPayload(values), onSubmit)
      if (ok) succeed()
      else setStatus("error")
    },
    (errors: FieldErrors<ContactValues>) => {
      const onlyPhone = Object.keys(errors).length === 1 && errors.phoneNumber?.message === MESSAGES.phoneInvalid
      setStatus(onlyPhone ? "invalid-phone" : "invalid")
    }
  )

  const setPhone = (phone: string, picked: PhoneCountry) => {
    phoneCountry.current = picked
    form.setValue("phoneNumber", phone, { shouldValidate: true, shouldDirty: true })
  }

  return { form, submit, status, country, setPhone, honeypot, generation }
}
