import type { ContactValues } from "./options"

export interface ContactPayload extends ContactValues {
  submittedAt: string
}

/** The webhook body (spec 000 §7 call 4): every enquiry field plus submittedAt. Text is trimmed. */
export function buildContactPayload(values: ContactValues, now: Date = new Date()): ContactPayload {
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
  }
}
