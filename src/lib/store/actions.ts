import { BUILD_VERSION } from "../build-info"
import type { ExternalStore } from "../external-store"
import { loadStaticData } from "./fetcher"
import { clearStored, readStored, writeStored } from "./persistence"
import { storeReducer } from "./reducer"
import type { StoreAction } from "./reducer"
import type { StoreState } from "./state"

/** Announced when the build-time data could not be loaded (spec 000 §4.1). */
export const PRELOAD_ERROR_EVENT = "preload-error"

export interface StoreActions {
  /** Loads this build's stored refresh, then the build-time data; reads the CMS when that fails and nothing was stored. */
  startUp(): Promise<void>
  /** Reads every collection from the CMS (spec 000 §4.1); without a CMS address, keeps the build-time data. */
  refresh(): Promise<void>
  /** Clears the cache and every collection, then refreshes. */
  reset(): Promise<void>
}

/**
 * The content store's work, loaded after the page with the fetching code: nothing on a page waits
 * for it, so none of it is in the first load (ContentStore.tsx holds the state and hands these out).
 */
export function storeActions(store: ExternalStore<StoreState>, { cmsUrl, fetch }: { cmsUrl: string; fetch: typeof window.fetch }): StoreActions {
  const dispatch = (action: StoreAction) => store.set(state => storeReducer(state, action))

  async function refresh() {
    if (!cmsUrl) {
      dispatch({ type: "use-static" })
      return
    }
    dispatch({ type: "fetch-start" })
    try {
      // The contract and its normaliser load only for a read of the CMS, not with the store's start-up.
      const { fetchAllCollections } = await import("./cms-fetcher")
      const data = await fetchAllCollections(cmsUrl, fetch)
      const lastFetch = Date.now()
      writeStored(window.localStorage, { version: BUILD_VERSION, data, lastFetch, isStaticData: false })
      dispatch({ type: "fetch-success", data, lastFetch })
    } catch (error) {
      console.error(error)
      dispatch({ type: "fetch-failure", message: error instanceof Error ? error.message : String(error) })
    }
  }

  return {
    refresh,
    async reset() {
      clearStored(window.localStorage)
      dispatch({ type: "reset" })
      await refresh()
    },
    async startUp() {
      const stored = readStored(window.localStorage, BUILD_VERSION)
      if (stored) dispatch({ type: "restored", data: stored.data, lastFetch: stored.lastFetch })
      try {
        dispatch({ type: "static-loaded", data: await loadStaticData(fetch) })
      } catch {
        // Ignored on purpose (spec 000 §4.1): announce it and read the CMS instead.
        window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT))
        if (!stored) await refresh()
      }
    },
  }
}
