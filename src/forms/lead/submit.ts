import type { LeadPageContext } from "../../data/lead-options"
import { reserveTab } from "../../lib/booking"
import { trackLead } from "../../lib/tracking"
import { postJson } from "../../lib/webhooks"
import { buildLeadPayload, fallbackBookingUrl, leadBookingUrl } from "./payload"
import type { LeadValues } from "./schema"

export interface LeadSubmission {
  values: LeadValues
  pageContext: LeadPageContext
  webhookUrl: string
  bookingLink: string
}

/**
 * Spec 000 §7 calls 8-9. Must be called from the submit event itself: the booking tab is opened
 * blank right away (a tab opened after an await is blocked as a popup) and pointed at the booking
 * page once the webhook has answered. On failure the tab gets name and email only and the error
 * is rethrown for the caller to log.
 */
export async function submitLead({ values, pageContext, webhookUrl, bookingLink }: LeadSubmission): Promise<void> {
  const tab = reserveTab()
  const payload = buildLeadPayload(values, pageContext, {
    search: window.location.search,
    userAgent: window.navigator.userAgent,
    referrer: document.referrer,
    now: new Date(),
  })
  try {
    const response = await postJson(webhookUrl, payload)
    if (!response.ok) throw new Error(`Webhook submission failed: ${response.status} ${response.statusText}`)
  } catch (error) {
    tab.go(fallbackBookingUrl(bookingLink, values))
    throw error
  }
  tab.go(leadBookingUrl(bookingLink, values, payload))
  trackLead({ pageContext, companySize: values.companySize, industry: values.industry, hasCompany: values.company.trim() !== "" })
}
