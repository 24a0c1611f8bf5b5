import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react"
import type { ReactNode } from "react"
import { ENDPOINTS } from "../../config/site"
import { BUILD_VERSION } from "../build-info"
import { createExternalStore, useExternalStore } from "../external-store"
import type { ExternalStore } from "../external-store"
import { whenIdle } from "../idle"
import { clearStored, readStored, writeStored } from "./persistence"
import { initialState, storeReducer } from "./reducer"
import type { StoreAction, StoreState } from "./reducer"

export const PRELOAD_ERROR_EVENT = "preload-error"

export interface ContentStore extends Omit<StoreState, "staticData"> {
  /** A normal fetch keeps the build-time data; `force` reads the CMS (spec 000 §4.1). */
  fetchData(force?: boolean): Promise<void>
  /** Clears the cache and every collection, then forces a refresh. */
  resetCache(): Promise<void>
}

// The fetching and mapping code (with the collection table) loads after the page, when first needed.
const loadFetcher = () => import("./fetcher")

/** The longest the start-up load of the build-time data waits for an idle moment. */
const IDLE_TIMEOUT_MS = 3000

type StoreActions = Pick<ContentStore, "fetchData" | "resetCache">

const StoreContext = createContext<(StoreActions & { store: ExternalStore<StoreState> }) | null>(null)

export interface ContentStoreProviderProps {
  children: ReactNode
  /** Public, token-less Directus address; empty makes a forced refresh a no-op. */
  cmsUrl?: string
  fetchImpl?: typeof fetch
}

/**
 * The content store. It renders nothing itself and starts empty on the server and in the first
 * browser render alike (pages render from their build-time queries), so hydration never
 * mismatches; after mounting it loads the build-time data or this build's stored refresh. Its
 * context value never changes: readers subscribe (see external-store.ts).
 */
export function ContentStoreProvider({ children, cmsUrl = ENDPOINTS.cmsPublic, fetchImpl }: ContentStoreProviderProps) {
  const [store] = useState(() => createExternalStore(initialState))
  const dispatch = useCallback((action: StoreAction) => store.set(state => storeReducer(state, action)), [store])
  const doFetch = useCallback((...args: Parameters<typeof fetch>) => (fetchImpl ?? window.fetch)(...args), [fetchImpl])

  const refresh = useCallback(async () => {
    if (!cmsUrl) {
      dispatch({ type: "use-static" })
      return
    }
    dispatch({ type: "fetch-start" })
    try {
      const { fetchAllCollections } = await loadFetcher()
      const data = await fetchAllCollections(cmsUrl, doFetch)
      const lastFetch = Date.now()
      writeStored(window.localStorage, { version: BUILD_VERSION, data, lastFetch, isStaticData: false })
      dispatch({ type: "fetch-success", data, lastFetch })
    } catch (error) {
      console.error(error)
      dispatch({ type: "fetch-failure", message: error instanceof Error ? error.message : String(error) })
    }
  }, [cmsUrl, doFetch, dispatch])

  const fetchData = useCallback(async (force = false) => {
    if (force) await refresh()
  }, [refresh])

  const resetCache = useCallback(async () => {
    clearStored(window.localStorage)
    dispatch({ type: "reset" })
    await refresh()
  }, [refresh, dispatch])

  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const stored = readStored(window.localStorage, BUILD_VERSION)
    if (stored) dispatch({ type: "restored", data: stored.data, lastFetch: stored.lastFetch })
    // Low priority: nothing on the page waits for it.
    whenIdle(() =>
      loadFetcher()
        .then(({ loadStaticData }) => loadStaticData(doFetch))
        .then(data => dispatch({ type: "static-loaded", data }))
        .catch(() => {
          // Ignored on purpose (spec 000 §4.1): announce it and read the CMS instead.
          window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT))
          if (!stored) void refresh()
        }),
      IDLE_TIMEOUT_MS
    )
  }, [doFetch, refresh, dispatch])

  const value = useMemo(() => ({ store, fetchData, resetCache }), [store, fetchData, resetCache])
  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>
}

export function useContentStore(): ContentStore {
  const context = useContext(StoreContext)
  if (!context) throw new Error("useContentStore must be used inside ContentStoreProvider")
  const { staticData: _ignored, ...visible } = useExternalStore(context.store)
  return { ...visible, fetchData: context.fetchData, resetCache: context.resetCache }
}
