import { contactWebhookUrl, postJson } from "../../lib/webhooks"
import type { ContactPayload } from "./payload"

/** A parent's own submit handler (spec 000 §7 call 4); it replaces the webhook POST. A rejection is a failure. */
export type ContactSubmitHandler = (payload: ContactPayload) => void | Promise<void>

/** Minimum time between the form appearing and its submission; faster is a bot. */
export const MIN_FILL_MS = 3000

/**
 * Decides whether a submission is spam: the hidden honeypot field has text, or the form was sent
 * faster than a person can fill it. Spam is dropped silently: the visitor (a bot) sees the normal
 * success state and nothing is sent, so it learns nothing. The automation service must check too.
 */
export const isLikelySpam = (honeypot: string, shownAt: number, now: number): boolean =>
  honeypot.trim() !== "" || now - shownAt < MIN_FILL_MS

/** Sends the enquiry; true only on an ok answer (the body is never read). Never throws. */
export async function sendEnquiry(payload: ContactPayload, onSubmit?: ContactSubmitHandler): Promise<boolean> {
  try {
    if (onSubmit) {
      await onSubmit(payload)
      return true
    }
    const response = await postJson(contactWebhookUrl(), payload)
    return response.ok
  } catch (error) {
    console.error("Contact form submission failed", error)
    return false
  }
}
