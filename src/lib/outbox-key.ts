/** The outbox's local-storage key, in a module of its own: the boot code looks for an outbox without loading the outbox's code. */
export const OUTBOX_KEY = "lumenaut:outbox"

/** Whether local storage holds an outbox (false where storage is blocked). */
export function hasOutbox(): boolean {
  try {
    return window.localStorage.getItem(OUTBOX_KEY) !== null
  } catch {
    return false
  }
}
