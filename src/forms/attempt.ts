/** One submission of some answers: the body sent and the idempotency key it went under. */
export interface Attempt<Body> {
  answers: string
  key: string
  body: Body
}

/** Whether a value read back from storage is an attempt. */
export function isAttempt<Body extends object>(value: unknown): value is Attempt<Body> {
  const attempt = value as Attempt<Body> | null
  return typeof attempt?.answers === "string" && typeof attempt.key === "string" && typeof attempt.body === "object" && attempt.body !== null
}

/** The answers as text with sorted keys, so equal answers compare equal. */
const fingerprint = (answers: object): string => JSON.stringify(answers, Object.keys(answers).sort())

/** A random UUID (v4). randomUUID exists only in secure contexts; getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, byte => byte.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * How to send `answers`: unchanged since the previous attempt, it is a retry (the same key and body,
 * so the automation service can drop the copy); otherwise a new submission with a new key.
 */
export function attemptFor<Body>(
  answers: object,
  previous: Attempt<Body> | null,
  build: () => Body,
  newKey: () => string = newIdempotencyKey
): { attempt: Attempt<Body>; retry: boolean } {
  const text = fingerprint(answers)
  if (previous && previous.answers === text) return { attempt: previous, retry: true }
  return { attempt: { answers: text, key: newKey(), body: build() }, retry: false }
}
