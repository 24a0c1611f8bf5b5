import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react"
import type { ReactNode } from "react"
import { ENDPOINTS } from "../../config/site"
import { createExternalStore, useExternalStore } from "../external-store"
import type { ExternalStore } from "../external-store"
import { whenIdle } from "../idle"
import type { StoreActions } from "./actions"
import { initialState } from "./state"
import type { StoreState } from "./state"

export interface ContentStore extends Omit<StoreState, "staticData"> {
  /** A normal fetch keeps the build-time data; `force` reads the CMS (spec 000 §4.1). */
  fetchData(force?: boolean): Promise<void>
  /** Clears the cache and every collection, then forces a refresh. */
  resetCache(): Promise<void>
}

// The store's work (loading, fetching, storing, with the collection table) loads after the page.
const loadActions = () => import("./actions")

/** The longest the start-up load of the build-time data waits for an idle moment. */
const IDLE_TIMEOUT_MS = 3000

type StoreApi = Pick<ContentStore, "fetchData" | "resetCache">

const StoreContext = createContext<(StoreApi & { store: ExternalStore<StoreState> }) | null>(null)

export interface ContentStoreProviderProps {
  children: ReactNode
  /** Public, token-less Directus address; empty makes a forced refresh a no-op. */
  cmsUrl?: string
  fetchImpl?: typeof fetch
}

/**
 * The content store. It renders nothing itself and starts empty on the server and in the first
 * browser render alike (pages render from their build-time queries), so hydration never
 * mismatches; once the page is idle it loads this build's stored refresh and the build-time data.
 * Its context value never changes: readers subscribe (see external-store.ts).
 */
export function ContentStoreProvider({ children, cmsUrl = ENDPOINTS.cmsPublic, fetchImpl }: ContentStoreProviderProps) {
  const [store] = useState(() => createExternalStore(initialState))
  const actions = useMemo(() => {
    let loaded: Promise<StoreActions> | undefined
    const fetch = (...args: Parameters<typeof window.fetch>) => (fetchImpl ?? window.fetch)(...args)
    return () => (loaded ??= loadActions().then(({ storeActions }) => storeActions(store, { cmsUrl, fetch })))
  }, [store, cmsUrl, fetchImpl])

  const fetchData = useCallback(async (force = false) => {
    if (force) await (await actions()).refresh()
  }, [actions])
  const resetCache = useCallback(async () => (await actions()).reset(), [actions])

  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    // Low priority: nothing on the page waits for it. Without the store's own code (offline), the
    // build-time data and the CMS are out of reach too: ignored, as a failed load is (spec 000 §4.1).
    whenIdle(() => void actions().then(({ startUp }) => startUp(), () => undefined), IDLE_TIMEOUT_MS)
  }, [actions])

  const value = useMemo(() => ({ store, fetchData, resetCache }), [store, fetchData, resetCache])
  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>
}

export function useContentStore(): ContentStore {
  const context = useContext(StoreContext)
  if (!context) throw new Error("useContentStore must be used inside ContentStoreProvider")
  const { staticData: _ignored, ...visible } = useExternalStore(context.store)
  return { ...visible, fetchData: context.fetchData, resetCache: context.resetCache }
}
