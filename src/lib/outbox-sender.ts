import { createOutbox } from "./outbox"
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

/** Waits for the earliest due entry; a due one is sent at once. Called after every page load. */
export function resumeOutbox(): void {
  clearTimeout(timer)
  const next = store().nextDueAt()
  if (next !== null) timer = setTimeout(() => void flushOutbox(), Math.max(0, next - Date.now()))
}

/** Re-sends every due entry once, one after another: an ok answer removes it, a failure backs it off. */
export async function flushOutbox(): Promise<void> {
  if (flushing) return
  flushing = true
  try {
    for (const entry of store().due()) {
      const ok = await postJson(entry.url, entry.body, { idempotencyKey: entry.key }).then(response => response.ok, () => false)
      if (ok) store().remove(entry.key)
      else store().fail(entry.url, entry.body, entry.key)
    }
  } finally {
    flushing = false
    resumeOutbox()
  }
}

/**
 * A form's webhook POST under its idempotency key. A failure (non-ok answer, network error,
 * time-out) is queued for re-sends; an ok answer settles a queued copy. Resolves and rejects like postJson.
 */
export async function sendWithOutbox(url: string, body: unknown, key: string): Promise<Response> {
  let response: Response | undefined
  try {
    response = await postJson(url, body, { idempotencyKey: key })
    return response
  } finally {
    if (response?.ok) store().remove(key)
    else {
      store().fail(url, body, key)
      resumeOutbox()
    }
  }
}
