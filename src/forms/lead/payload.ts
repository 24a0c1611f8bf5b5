import type { LeadPageContext } from "../../content/landing"
import { bookingUrl } from "../../lib/booking"
import type { LanguageCode } from "../../content/languages"
import { localeOf } from "../locale"
import type { Locale } from "../locale"
import type { LeadValues } from "./schema"

/** Lead webhook body, field for field as spec 000 §7 call 8, and the page's language where it is not English. */
export interface LeadPayload extends Locale {
  first_name: string
  last_name: string
  email: string
  phone: string
  company: string
  company_size: string
  industry: string
  budget: string
  timeline: string
  primary_goal: string
  current_challenges: string
  message: string
  consent: true
  page_context: LeadPageContext
  source: "contact_form"
  utm_source: string
  utm_medium: string
  utm_campaign: string
  submitted_at: string
  user_agent: string
  referrer: string
}

export interface LeadEnvironment {
  /** The page's query string (location.search). */
  search: string
  userAgent: string
  referrer: string
  now: Date
  /** The page's language. */
  language: LanguageCode
}

/** First word of the name, and the rest. */
export function splitName(name: string): { first: string; last: string } {
  const [first = "", ...rest] = name.trim().split(/\s+/).filter(Boolean)
  return { first, last: rest.join(" ") }
}

export interface Utm {
  utm_source: string
  utm_medium: string
  utm_campaign: string
}

export function utmFromSearch(search: string): Utm {
  const params = new URLSearchParams(search)
  return {
    utm_source: params.get("utm_source") ?? "",
    utm_medium: params.get("utm_medium") ?? "",
    utm_campaign: params.get("utm_campaign") ?? "",
  }
}

/**
 * Everything picked on step 3's multi-selects: optional challenges, then the required use cases.
 * The spec's lead has one list field (currentChallenges, 000 §3.3) and the webhook body lists no
 * use-case field (§7 call 8), so current_challenges is the one place the use cases can reach the
 * automation service without adding a field; the option labels tell the two kinds apart.
 */
const stepThreeSelections = (values: LeadValues): string[] => [...values.currentChallenges, ...values.useCases]

export function buildLeadPayload(values: LeadValues, pageContext: LeadPageContext, env: LeadEnvironment): LeadPayload {
  const { first, last } = splitName(values.name)
  return {
    first_name: first,
    last_name: last,
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    company_size: values.companySize,
    industry: values.industry,
    budget: values.budget,
    timeline: values.timeline,
    primary_goal: values.primaryGoal,
    current_challenges: JSON.stringify(stepThreeSelections(values)),
    message: values.primaryGoal,
    consent: true,
    page_context: pageContext,
    source: "contact_form",
    ...utmFromSearch(env.search),
    submitted_at: env.now.toISOString(),
    user_agent: env.userAgent,
    referrer: env.referrer,
    ...localeOf(env.language),
  }
}

const list = (items: readonly string[]) => (items.length > 0 ? items.join("; ") : "None selected")

/** The booking page's a1 notes: everything the consultant should read before the call. */
export function leadNotes(values: LeadValues, payload: LeadPayload): string {
  return [
    `Contact: ${values.name.trim()} | ${payload.email} | ${payload.phone || "No phone given"} | ${payload.company}`,
    `Company size: ${payload.company_size}`,
    `Industry: ${payload.industry}`,
    `Timeline: ${payload.timeline}`,
    `Budget: ${payload.budget || "Not specified"}`,
    `Primary goal: ${payload.primary_goal}`,
    `Challenges: ${list(values.currentChallenges)}`,
    `Use cases: ${list(values.useCases)}`,
    `Page context: ${payload.page_context}`,
    `Submitted: ${payload.submitted_at}`,
  ].join("\n")
}

/** Booking tab after a successful webhook call (spec 000 §7 call 9). */
export function leadBookingUrl(link: string, values: LeadValues, payload: LeadPayload): string {
  return bookingUrl(link, {
    name: values.name.trim(),
    email: payload.email,
    a1: leadNotes(values, payload),
    utm_source: payload.utm_source || "contact_form",
    utm_medium: payload.utm_medium || "modal_form",
    utm_campaign: payload.utm_campaign || payload.page_context,
  })
}

/** Booking tab after a failed webhook call: name and email only. */
export const fallbackBookingUrl = (link: string, values: LeadValues): string =>
  bookingUrl(link, { name: values.name.trim(), email: values.email.trim() })
