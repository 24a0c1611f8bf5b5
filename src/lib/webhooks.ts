import { ENDPOINTS } from "../config/site"

/** The contact form's webhook (spec 000 §7 call 4). */
export const contactWebhookUrl = (base: string = ENDPOINTS.automationBase): string =>
  `${base.replace(/\/+$/, "")}/webhook/contact-form`

/** A stalled connection counts as a failure after this long, so the visitor can retry. */
export const WEBHOOK_TIMEOUT_MS = 15000

export interface PostOptions {
  /** Sent as the Idempotency-Key header: copies of one submission share it. */
  idempotencyKey?: string
  timeoutMs?: number
}

/**
 * POSTs JSON and resolves with the response (the body is never read). Rejects on a network error
 * or when no answer arrives within the time-out; judging the status is the caller's business.
 */
export async function postJson(url: string, body: unknown, { idempotencyKey, timeoutMs = WEBHOOK_TIMEOUT_MS }: PostOptions = {}): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    return await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}) },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
  } finally {
    clearTimeout(timer)
  }
}
