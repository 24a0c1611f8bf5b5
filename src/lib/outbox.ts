import { OUTBOX_KEY } from "./outbox-key"

/**
 * The browser outbox: webhook bodies whose sending failed for a reason that may pass (see
 * sendOutcome), kept in local storage and re-sent with backoff on this visit and later ones
 * (src/lib/outbox-sender.ts sends). Every entry keeps the idempotency key of its first attempt, so
 * the automation service can drop copies. The bodies hold a visitor's personal data: an entry
 * leaves as soon as it is delivered, refused, superseded or expired.
 */
export interface OutboxEntry {
  url: string
  body: unknown
  /** Sent as the Idempotency-Key header, never in the body. */
  key: string
  /** Failed sends so far. */
  attempts: number
  nextAttemptAt: number
  createdAt: number
}

export { OUTBOX_KEY }
/** At most this many entries: a new one beyond it drops the oldest. */
export const OUTBOX_LIMIT = 20
/** An entry this old is given up. */
export const OUTBOX_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000
/** Waits after the 1st, 2nd, … failure; the last repeats. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const

export const retryDelay = (failures: number): number =>
  RETRY_DELAYS_MS[Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length) - 1]

/**
 * What an answer means for the outbox: an ok one delivered the body; no answer at all (network
 * error, time-out), a server error or 429 Too Many Requests may pass, so the body is sent again;
 * any other (a 4xx) would be refused again, so it is not kept.
 */
export type SendOutcome = "delivered" | "retry" | "refused"

export function sendOutcome(response: Pick<Response, "ok" | "status"> | undefined): SendOutcome {
  if (!response) return "retry"
  if (response.ok) return "delivered"
  return response.status === 429 || response.status >= 500 ? "retry" : "refused"
}

export type OutboxStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">

const isEntry = (value: unknown): value is OutboxEntry => {
  const entry = value as OutboxEntry
  return Boolean(entry) && typeof entry.url === "string" && typeof entry.key === "string" && "body" in entry &&
    [entry.attempts, entry.nextAttemptAt, entry.createdAt].every(Number.isFinite)
}

export interface Outbox {
  /** Entries still worth sending. Reading deletes expired and unreadable ones from storage. */
  entries(): OutboxEntry[]
  /** Whether the entry with that key is still queued. */
  has(key: string): boolean
  /** Records a failed send: a new entry, or one more failure of the entry with that key. */
  fail(url: string, body: unknown, key: string): void
  /**
   * The send with that key was delivered: forgets it and every entry of the same form (same url)
   * created no later than `createdAt`, which the delivered submission supersedes (a stale copy
   * sent later would reach the automation service as a second lead under another key).
   */
  delivered(url: string, key: string, createdAt: number): void
  /** Forgets the entry with that key (its body was refused). */
  remove(key: string): void
  /** Deletes expired entries from storage (what reading does, for the boot code to call). */
  expire(): void
  /** Entries whose next attempt is due. */
  due(): OutboxEntry[]
  /** When the earliest next attempt is due; null when the outbox is empty. */
  nextDueAt(): number | null
}

/**
 * Whether an entry created then is still worth sending now. Its age counts either way, so an entry
 * created while the clock was far ahead does not outlive the maximum age once the clock is right.
 */
const isFresh = (createdAt: number, now: number) => Math.abs(now - createdAt) < OUTBOX_MAX_AGE_MS

/** The outbox over a storage and a clock (both injected, so the rules are testable). Storage errors lose the entry, never throw. */
export function createOutbox(storage: OutboxStorage, now: () => number): Outbox {
  const write = (entries: OutboxEntry[]) => {
    try {
      if (entries.length === 0) storage.removeItem(OUTBOX_KEY)
      else storage.setItem(OUTBOX_KEY, JSON.stringify(entries.slice(-OUTBOX_LIMIT)))
    } catch {
      // No storage: the lead was still attempted once; nothing else can be done.
    }
  }
  const read = (): OutboxEntry[] => {
    let saved: unknown = null
    try {
      saved = JSON.parse(storage.getItem(OUTBOX_KEY) ?? "[]")
    } catch {
      // Unreadable: deleted below.
    }
    const list: unknown[] = Array.isArray(saved) ? saved : []
    const kept = list.filter(isEntry).filter(entry => isFresh(entry.createdAt, now()))
    if (kept.length !== list.length || !Array.isArray(saved)) write(kept)
    return kept
  }
  return {
    entries: read,
    has: key => read().some(entry => entry.key === key),
    fail(url, body, key) {
      const entries = read()
      const known = entries.find(entry => entry.key === key)
      const attempts = (known?.attempts ?? 0) + 1
      const updated = { url, body, key, attempts, nextAttemptAt: now() + retryDelay(attempts), createdAt: known?.createdAt ?? now() }
      write(known ? entries.map(entry => (entry === known ? updated : entry)) : [...entries, updated])
    },
    delivered(url, key, createdAt) {
      write(read().filter(entry => entry.key !== key && !(entry.url === url && entry.createdAt <= createdAt)))
    },
    remove(key) {
      write(read().filter(entry => entry.key !== key))
    },
    expire() {
      read()
    },
    due: () => read().filter(entry => entry.nextAttemptAt <= now()),
    nextDueAt() {
      const times = read().map(entry => entry.nextAttemptAt)
      return times.length > 0 ? Math.min(...times) : null
    },
  }
}
