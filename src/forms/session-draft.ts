/**
 * Unsent answers kept in session storage: they survive an accidental reload, not the session. Without
 * storage (private mode, quota, blocked) the forms still work; only that safety net is lost.
 */
export function readSession(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key)
    return raw ? JSON.parse(raw) : null
  } catch {
    return null
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // See above.
  }
}

export function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // See above.
  }
}

const sameKind = (value: unknown, empty: unknown) =>
  Array.isArray(empty) ? Array.isArray(value) && value.every(item => typeof item === "string") : typeof value === typeof empty

/** `saved`'s fields over a copy of `empty`, each only if it has the kind of the empty value (lists: of strings). */
export function typedOver<T extends object>(empty: T, saved: unknown): T {
  const result = { ...empty } as Record<string, unknown>
  if (!saved || typeof saved !== "object") return result as T
  for (const [key, blank] of Object.entries(empty)) {
    const value = (saved as Record<string, unknown>)[key]
    if (sameKind(value, blank)) result[key] = value
  }
  return result as T
}
