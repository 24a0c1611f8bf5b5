import { sendWithOutbox } from "../../lib/outbox-sender"
import { contactWebhookUrl } from "../../lib/webhooks"
import type { Attempt } from "../attempt"
import type { ContactPayload } from "./payload"

/** A parent's own submit handler (spec 000 §7 call 4); it replaces the webhook POST. A rejection is a failure. */
export type ContactSubmitHandler = (payload: ContactPayload) => void | Promise<void>

/**
 * Sends the enquiry; true only on an ok answer (the body is never read). Never throws. A failed
 * webhook POST waits in the outbox for a re-send under the same key (a parent's handler does not).
 */
export async function sendEnquiry({ body, key }: Attempt<ContactPayload>, onSubmit?: ContactSubmitHandler): Promise<boolean> {
  try {
    if (onSubmit) {
      await onSubmit(body)
      return true
    }
    const response = await sendWithOutbox(contactWebhookUrl(), body, key)
    return response.ok
  } catch (error) {
    console.error("Contact form submission failed", error)
    return false
  }
}
