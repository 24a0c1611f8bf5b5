import type { ContentData } from "./content-shape"
import type { StoreState } from "./state"

/** The message of a failed forced refresh when build-time data stands in (spec 000 §4.1). */
export const FALLBACK_ERROR = "Failed to fetch latest data. Using build-time data."

export type StoreAction =
  | { type: "static-loaded"; data: ContentData }
  | { type: "restored"; data: ContentData; lastFetch: number }
  | { type: "use-static" }
  | { type: "fetch-start" }
  | { type: "fetch-success"; data: ContentData; lastFetch: number }
  | { type: "fetch-failure"; message: string }
  | { type: "reset" }

/** The content store's transitions (spec 000 §4.1), pure. */
export function storeReducer(state: StoreState, action: StoreAction): StoreState {
  switch (action.type) {
    case "static-loaded":
      // Data restored from a forced refresh stays; the build-time data is kept for fallbacks.
      return state.isStaticData ? { ...state, data: action.data, staticData: action.data } : { ...state, staticData: action.data }
    case "restored":
      return { ...state, data: action.data, lastFetch: action.lastFetch, isStaticData: false }
    case "use-static":
      return { ...state, data: state.staticData ?? {}, isStaticData: true, loading: false }
    case "fetch-start":
      return { ...state, loading: true, error: null }
    case "fetch-success":
      return { ...state, data: action.data, lastFetch: action.lastFetch, isStaticData: false, loading: false, error: null }
    case "fetch-failure":
      return state.staticData
        ? { ...state, data: state.staticData, isStaticData: true, loading: false, error: FALLBACK_ERROR }
        : { ...state, loading: false, error: action.message }
    case "reset":
      return { ...state, data: {}, lastFetch: null, isStaticData: false, error: null }
  }
}
