import { FALLBACK_ERROR, storeReducer } from "../../../src/lib/store/reducer"
import { initialState } from "../../../src/lib/store/state"
import type { StoreState } from "../../../src/lib/store/state"

const built = { services: [{ directusId: 1, title: "Built" }] }
const fresh = { services: [{ directusId: 1, title: "Fresh" }] }
const withStatic: StoreState = storeReducer(initialState, { type: "static-loaded", data: built })

test("starts empty, not loading, as static data", () => {
  expect(initialState).toMatchObject({ data: {}, loading: false, error: null, lastFetch: null, isStaticData: true })
})

test("build-time data becomes the data", () => {
  expect(withStatic).toMatchObject({ data: built, staticData: built, isStaticData: true })
})

test("a forced refresh sets loading, then stores the result with lastFetch and isStaticData false", () => {
  const loading = storeReducer(withStatic, { type: "fetch-start" })
  expect(loading.loading).toBe(true)
  const done = storeReducer(loading, { type: "fetch-success", data: fresh, lastFetch: 1234 })
  expect(done).toMatchObject({ data: fresh, lastFetch: 1234, isStaticData: false, loading: false, error: null })
})

test("a failed refresh falls back to the build-time data with the spec's message", () => {
  const refreshed = storeReducer(withStatic, { type: "fetch-success", data: fresh, lastFetch: 1 })
  const failed = storeReducer(storeReducer(refreshed, { type: "fetch-start" }), { type: "fetch-failure", message: "HTTP error! status: 500" })
  expect(failed).toMatchObject({ data: built, isStaticData: true, loading: false, error: FALLBACK_ERROR })
  expect(FALLBACK_ERROR).toBe("Failed to fetch latest data. Using build-time data.")
})

test("without build-time data the raw error message is kept", () => {
  const failed = storeReducer(storeReducer(initialState, { type: "fetch-start" }), { type: "fetch-failure", message: "HTTP error! status: 503" })
  expect(failed).toMatchObject({ error: "HTTP error! status: 503", loading: false, data: {} })
})

test("a reset clears every collection and lastFetch", () => {
  const refreshed = storeReducer(withStatic, { type: "fetch-success", data: fresh, lastFetch: 9 })
  expect(storeReducer(refreshed, { type: "reset" })).toMatchObject({ data: {}, lastFetch: null, error: null })
})

test("build-time data arriving after a restored refresh keeps the refreshed data", () => {
  const restored = storeReducer(initialState, { type: "restored", data: fresh, lastFetch: 5 })
  const next = storeReducer(restored, { type: "static-loaded", data: built })
  expect(next).toMatchObject({ data: fresh, staticData: built, isStaticData: false, lastFetch: 5 })
})

test("use-static (no CMS address) returns to the build-time data", () => {
  expect(storeReducer({ ...withStatic, data: fresh, isStaticData: false }, { type: "use-static" })).toMatchObject({ data: built, isStaticData: true })
})
