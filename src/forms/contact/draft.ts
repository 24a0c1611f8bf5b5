import { isAttempt } from "../attempt"
import type { Attempt } from "../attempt"
import { readSession, removeSession, typedOver, writeSession } from "../session-draft"
import { EMPTY_CONTACT } from "./options"
import type { ContactValues } from "./options"
import type { ContactPayload } from "./payload"

/** Session-storage key of the unsent enquiry. */
export const DRAFT_KEY = "lumenaut:contact-draft"
/** The last failed submission, so a retry after a reload keeps its idempotency key. */
const ATTEMPT_KEY = "lumenaut:contact-attempt"

/** The saved draft merged over empty values; anything of the wrong type is ignored. */
export const loadDraft = (): ContactValues => typedOver(EMPTY_CONTACT, readSession(DRAFT_KEY))

export const saveDraft = (values: Partial<ContactValues>): void => writeSession(DRAFT_KEY, values)

export const clearDraft = (): void => removeSession(DRAFT_KEY)

export function loadAttempt(): Attempt<ContactPayload> | null {
  const saved = readSession(ATTEMPT_KEY)
  return isAttempt<ContactPayload>(saved) ? saved : null
}

/** Keeps the attempt being sent (null forgets it: the enquiry went through). */
export const saveAttempt = (attempt: Attempt<ContactPayload> | null): void => (attempt ? writeSession(ATTEMPT_KEY, attempt) : removeSession(ATTEMPT_KEY))
