import { EMPTY_CONTACT } from "./options"
import type { ContactValues } from "./options"

/** Session-storage key of the unsent enquiry: it survives an accidental reload, not the session. */
export const DRAFT_KEY = "lumenaut:contact-draft"

/** The saved draft merged over empty values; anything of the wrong type is ignored. */
export function loadDraft(): ContactValues {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY)
    const saved: unknown = raw ? JSON.parse(raw) : null
    if (!saved || typeof saved !== "object") return { ...EMPTY_CONTACT }
    const draft: Record<string, unknown> = { ...EMPTY_CONTACT }
    for (const [key, empty] of Object.entries(EMPTY_CONTACT)) {
      const value = (saved as Record<string, unknown>)[key]
      if (typeof value === typeof empty) draft[key] = value
    }
    return draft as unknown as ContactValues
  } catch {
    return { ...EMPTY_CONTACT }
  }
}

export function saveDraft(values: Partial<ContactValues>): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values))
  } catch {
    // No storage (private mode, quota): the form still works, only the reload safety net is lost.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // See saveDraft.
  }
}
