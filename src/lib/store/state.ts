import type { ContentData } from "./content-shape"

/** The content store's state (spec 000 §4.1); its transitions are in reducer.ts, loaded after the page. */
export interface StoreState {
  data: ContentData
  /** The build-time data, kept to fall back on. */
  staticData: ContentData | null
  loading: boolean
  error: string | null
  lastFetch: number | null
  isStaticData: boolean
}

export const initialState: StoreState = {
  data: {},
  staticData: null,
  loading: false,
  error: null,
  lastFetch: null,
  isStaticData: true,
}
