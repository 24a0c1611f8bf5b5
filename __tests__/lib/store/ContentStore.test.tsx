import { act, render, screen, waitFor } from "@testing-library/react"
import { PRELOAD_ERROR_EVENT } from "../../../src/lib/store/actions"
import { ContentStoreProvider, useContentStore } from "../../../src/lib/store/ContentStore"
import type { ContentStore } from "../../../src/lib/store/ContentStore"
import { STORE_KEY } from "../../../src/lib/store/persistence"

const built = { services: [{ directusId: 1, title: "Built" }] }

function json(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response)
}

let store: ContentStore
function Probe() {
  store = useContentStore()
  const services = (store.data.services ?? []) as { title: string }[]
  return <p data-testid="probe">{`${services.map(s => s.title).join(",")}|${store.isStaticData}|${store.error ?? ""}|${store.loading}`}</p>
}

const probe = () => screen.getByTestId("probe").textContent
const staticOnly = (cms: (url: string) => Promise<Response>) =>
  jest.fn((input: RequestInfo | URL) => (String(input) === "/static-data.json" ? json(200, built) : cms(String(input)))) as unknown as typeof fetch

beforeEach(() => localStorage.clear())

test("renders nothing of its own first, then starts from the build-time data", async () => {
  render(<ContentStoreProvider fetchImpl={staticOnly(() => json(500, {}))}><Probe /></ContentStoreProvider>)
  await waitFor(() => expect(probe()).toBe("Built|true||false"))
})

test("a normal fetch does nothing; a forced one without a CMS address keeps the static data", async () => {
  const fetchImpl = staticOnly(() => json(500, {}))
  render(<ContentStoreProvider cmsUrl="" fetchImpl={fetchImpl}><Probe /></ContentStoreProvider>)
  await waitFor(() => expect(probe()).toBe("Built|true||false"))
  await act(() => store.fetchData())
  await act(() => store.fetchData(true))
  expect(probe()).toBe("Built|true||false")
  expect(fetchImpl).toHaveBeenCalledTimes(1)
})

test("a forced refresh stores fresh data; a failed one falls back with the spec's message", async () => {
  let fail = false
  const fetchImpl = staticOnly(url => {
    if (fail) return json(503, {})
    return json(200, { data: url.includes("/items/services") ? [{ id: 1, title: "Fresh" }] : url.includes("settings") ? {} : [] })
  })
  render(<ContentStoreProvider cmsUrl="https://cms.test" fetchImpl={fetchImpl}><Probe /></ContentStoreProvider>)
  await waitFor(() => expect(probe()).toBe("Built|true||false"))
  await act(() => store.fetchData(true))
  expect(probe()).toBe("Fresh|false||false")
  const stored = JSON.parse(localStorage.getItem(STORE_KEY)!)
  expect(stored).toMatchObject({ isStaticData: false, version: "development" })
  expect(typeof stored.lastFetch).toBe("number")
  fail = true
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  await act(() => store.fetchData(true))
  expect(probe()).toBe("Built|true|Failed to fetch latest data. Using build-time data.|false")
})

test("a cache reset clears storage and forces a refresh", async () => {
  localStorage.setItem(STORE_KEY, JSON.stringify({ version: "development", data: { services: [{ title: "Old" }] }, lastFetch: 1, isStaticData: false }))
  const fetchImpl = staticOnly(url => json(200, { data: url.includes("/items/services") ? [{ id: 2, title: "Reset" }] : url.includes("settings") ? {} : [] }))
  render(<ContentStoreProvider cmsUrl="https://cms.test" fetchImpl={fetchImpl}><Probe /></ContentStoreProvider>)
  await waitFor(() => expect(probe()).toBe("Old|false||false"))
  await act(() => store.resetCache())
  expect(probe()).toBe("Reset|false||false")
})

test("a failed static load is announced and the CMS is read instead", async () => {
  const listener = jest.fn()
  window.addEventListener(PRELOAD_ERROR_EVENT, listener)
  const fetchImpl = jest.fn((input: RequestInfo | URL) =>
    String(input) === "/static-data.json" ? Promise.reject(new Error("offline")) : json(200, { data: String(input).includes("settings") ? {} : [] })
  ) as unknown as typeof fetch
  render(<ContentStoreProvider cmsUrl="https://cms.test" fetchImpl={fetchImpl}><Probe /></ContentStoreProvider>)
  await waitFor(() => expect(listener).toHaveBeenCalled())
  await waitFor(() => expect(probe()).toBe("|false||false"))
  window.removeEventListener(PRELOAD_ERROR_EVENT, listener)
})
