import type { LanguageCode } from "../../content/languages"
import { localeOf } from "../locale"
import type { Locale } from "../locale"
import type { ContactValues } from "./options"

export interface ContactPayload extends ContactValues, Locale {
  submittedAt: string
}

/**
 * The webhook body (spec 000 §7 call 4): every enquiry field plus submittedAt, and the page's language
 * where it is not English. Text is trimmed; the choices are their values, whatever the page's language.
 */
export function buildContactPayload(values: ContactValues, language: LanguageCode, now: Date = new Date()): ContactPayload {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber,
    companyName: values.companyName.trim(),
    role: values.role,
    heardFrom: values.heardFrom,
    message: values.message.trim(),
    consent: values.consent,
    submittedAt: now.toISOString(),
    ...localeOf(language),
  }
}
