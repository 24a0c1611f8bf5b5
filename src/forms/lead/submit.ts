import { reserveTab } from "../../lib/booking"
import { sendWithOutbox } from "../../lib/outbox-sender"
import { trackLead } from "../../lib/tracking"
import type { Attempt } from "../attempt"
import { fallbackBookingUrl, leadBookingUrl } from "./payload"
import type { LeadPayload } from "./payload"
import type { LeadValues } from "./schema"

export interface LeadSubmission {
  values: LeadValues
  attempt: Attempt<LeadPayload>
  /** A retry of answers already sent: their booking tab is open, no second one opens. */
  retry: boolean
  webhookUrl: string
  bookingLink: string
}

/**
 * Spec 000 §7 calls 8-9. Must be called from the submit event itself: the booking tab is opened
 * blank right away (a tab opened after an await is blocked as a popup) and pointed at the booking
 * page once the webhook has answered. On failure the tab gets name and email only, the body waits
 * in the outbox for a re-send, and the error is rethrown for the caller to log.
 */
export async function submitLead({ values, attempt, retry, webhookUrl, bookingLink }: LeadSubmission): Promise<void> {
  const tab = retry ? null : reserveTab()
  const payload = attempt.body
  try {
    const response = await sendWithOutbox(webhookUrl, payload, attempt.key)
    if (!response.ok) throw new Error(`Webhook submission failed: ${response.status} ${response.statusText}`)
  } catch (error) {
    tab?.go(fallbackBookingUrl(bookingLink, values))
    throw error
  }
  tab?.go(leadBookingUrl(bookingLink, values, payload))
  trackLead({ pageContext: payload.page_context, companySize: values.companySize, industry: values.industry, hasCompany: values.company.trim() !== "" })
}
