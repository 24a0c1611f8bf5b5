import type { ContentData } from "./content-shape"

/** The one browser-storage key of the content store (spec 000 §3.4). */
export const STORE_KEY = "lumenaut-app-data"

export interface StoredContent {
  version: string
  data: ContentData
  lastFetch: number
  isStaticData: false
}

/**
 * The stored refresh of this build, or null. A record from another build (or unreadable) is
 * removed: a new deployment clears the cache.
 */
export function readStored(storage: Storage, version: string): StoredContent | null {
  const raw = storage.getItem(STORE_KEY)
  if (raw === null) return null
  try {
    const stored = JSON.parse(raw) as StoredContent
    if (stored.version === version && stored.data && typeof stored.lastFetch === "number") return stored
  } catch {
    // unreadable: cleared below
  }
  storage.removeItem(STORE_KEY)
  return null
}

export function writeStored(storage: Storage, content: StoredContent): void {
  try {
    storage.setItem(STORE_KEY, JSON.stringify(content))
  } catch (error) {
    console.warn("Could not store the refreshed content", error)
  }
}

export function clearStored(storage: Storage): void {
  storage.removeItem(STORE_KEY)
}
