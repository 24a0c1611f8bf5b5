import { createOutbox, sendOutcome } from "./outbox"
import type { Outbox, OutboxStorage } from "./outbox"
import { postJson } from "./webhooks"

const NO_STORAGE: OutboxStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }

let outbox: Outbox | undefined
const store = (): Outbox => {
  if (!outbox) {
    let storage = NO_STORAGE
    try {
      storage = window.localStorage
    } catch {
      // Storage blocked: failures are not kept.
    }
    outbox = createOutbox(storage, () => Date.now())
  }
  return outbox
}

let timer: ReturnType<typeof setTimeout> | undefined
let flushing = false

/** Deletes expired entries from storage: the boot code calls it on every page load that finds an outbox. */
export function expireOutbox(): void {
  store().expire()
}

/** Waits for the earliest due entry; a due one is sent at once. Called after every page load. */
export function resumeOutbox(): void {
  clearTimeout(timer)
  const next = store().nextDueAt()
  if (next !== null) timer = setTimeout(() => void flushOutbox(), Math.max(0, next - Date.now()))
}

interface Send {
  url: string
  body: unknown
  key: string
  /** When the submission was made: a delivery supersedes the entries of its form made before. */
  createdAt: number
}

/** Records what an answer means (see sendOutcome). `resend`: a re-send of an entry, kept again only if nothing settled it meanwhile. */
function record(send: Send, response: Response | undefined, resend: boolean): void {
  const outbox = store()
  const outcome = sendOutcome(response)
  if (outcome === "delivered") outbox.delivered(send.url, send.key, send.createdAt)
  else if (outcome === "refused") outbox.remove(send.key)
  else if (!resend || outbox.has(send.key)) outbox.fail(send.url, send.body, send.key)
}

/**
 * Re-sends every due entry once, one after another, the newest first: once it arrives, the older
 * entries of its form it supersedes are not sent. An ok answer removes an entry, a retryable
 * failure backs it off, any other failure drops it.
 */
export async function flushOutbox(): Promise<void> {
  if (flushing) return
  flushing = true
  try {
    for (const entry of store().due().reverse()) {
      // Settled since the list was read: superseded by a delivery, or sent by another tab.
      if (!store().has(entry.key)) continue
      const response = await postJson(entry.url, entry.body, { idempotencyKey: entry.key }).catch(() => undefined)
      record(entry, response, true)
    }
  } finally {
    flushing = false
    resumeOutbox()
  }
}

/**
 * A form's webhook POST under its idempotency key. A failure that may pass (no answer, 5xx, 429)
 * is queued for re-sends; an ok answer settles a queued copy and the older entries of the same
 * form; any other answer drops a queued copy. Resolves and rejects like postJson.
 */
export async function sendWithOutbox(url: string, body: unknown, key: string): Promise<Response> {
  const send = { url, body, key, createdAt: Date.now() }
  let response: Response | undefined
  try {
    response = await postJson(url, body, { idempotencyKey: key })
    return response
  } finally {
    record(send, response, false)
    if (sendOutcome(response) === "retry") resumeOutbox()
  }
}
