import { LEAD_PAGE_CONTEXTS } from "../../content/landing"
import type { LeadPageContext } from "../../content/landing"
import { isAttempt } from "../attempt"
import type { Attempt } from "../attempt"
import { readSession, removeSession, typedOver, writeSession } from "../session-draft"
import { LEAD_DRAFT_KEY } from "./LeadModalProvider"
import type { LeadPayload } from "./payload"
import { EMPTY_LEAD, reachableStep } from "./schema"
import type { LeadStep, LeadValues } from "./schema"

/** Everything needed to bring the modal back after a reload as the visitor left it. */
export interface LeadDraft {
  values: LeadValues
  step: LeadStep
  pageContext: LeadPageContext
  keepOpenOnFailure: boolean
  /** The last submission of these answers, so a retry after the reload keeps its key and opens no tab. */
  attempt: Attempt<LeadPayload> | null
}

/** The saved draft, checked field by field; null when there is none or it names no known page context. */
export function loadLeadDraft(): LeadDraft | null {
  const saved = readSession(LEAD_DRAFT_KEY) as Partial<Record<keyof LeadDraft, unknown>> | null
  if (!saved || typeof saved !== "object") return null
  const pageContext = LEAD_PAGE_CONTEXTS.find(context => context === saved.pageContext)
  if (!pageContext) return null
  const values = typedOver(EMPTY_LEAD, saved.values)
  return {
    values,
    step: reachableStep(saved.step, values),
    pageContext,
    keepOpenOnFailure: saved.keepOpenOnFailure === true,
    attempt: isAttempt<LeadPayload>(saved.attempt) ? saved.attempt : null,
  }
}

export const saveLeadDraft = (draft: LeadDraft): void => writeSession(LEAD_DRAFT_KEY, draft)

export const clearLeadDraft = (): void => removeSession(LEAD_DRAFT_KEY)
