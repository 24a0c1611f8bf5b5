import { VERSION_CHECK_INTERVAL_MS } from "../../src/lib/build-info"
import { checkVersion, currentVersion, RELOAD_POSTPONED, startVersionCheck, versionFromHtml } from "../../src/lib/version-check"

const page = (version: string) => `<html><head><meta charset="utf-8"/><meta name="build-version" content="${version}"/></head></html>`
const answer = (html: string, status = 200) => Promise.resolve({ ok: status < 400, status, text: () => Promise.resolve(html) } as Response)

test("reads the build version from HTML in either attribute order", () => {
  expect(versionFromHtml(page("abc"))).toBe("abc")
  expect(versionFromHtml(`<meta content="xyz" name="build-version">`)).toBe("xyz")
  expect(versionFromHtml("<html></html>")).toBeNull()
})

test("reads the current document's version", () => {
  document.head.innerHTML = `<meta name="build-version" content="v9">`
  expect(currentVersion()).toBe("v9")
})

test("a different version reloads; the same does not; the GET is no-cache", async () => {
  const reload = jest.fn()
  const fetch = jest.fn(() => answer(page("v2"))) as unknown as jest.MockedFunction<typeof globalThis.fetch>
  await checkVersion({ fetch, current: "v1", origin: "https://site.test/", reload })
  expect(reload).toHaveBeenCalledTimes(1)
  expect(fetch.mock.calls[0][0]).toBe("https://site.test/")
  expect(fetch.mock.calls[0][1]).toMatchObject({ cache: "no-cache" })
  await checkVersion({ fetch, current: "v2", origin: "https://site.test/", reload })
  expect(reload).toHaveBeenCalledTimes(1)
})

test("failures are only logged", async () => {
  const reload = jest.fn()
  const log = jest.fn()
  await checkVersion({ fetch: jest.fn(() => Promise.reject(new Error("offline"))), current: "v1", origin: "/", reload, log })
  await checkVersion({ fetch: jest.fn(() => answer("", 500)), current: "v1", origin: "/", reload, log })
  expect(reload).not.toHaveBeenCalled()
  expect(log).toHaveBeenCalledTimes(2)
})

test("a new version waits while a form holds unsent input", async () => {
  const reload = jest.fn()
  const log = jest.fn()
  const fetch = jest.fn(() => answer(page("v2"))) as unknown as typeof globalThis.fetch
  await checkVersion({ fetch, current: "v1", origin: "/", reload, log, busy: () => true })
  expect(reload).not.toHaveBeenCalled()
  expect(log).toHaveBeenCalledWith(RELOAD_POSTPONED)
  await checkVersion({ fetch, current: "v1", origin: "/", reload, log, busy: () => false })
  expect(reload).toHaveBeenCalledTimes(1)
})

describe("the timer", () => {
  let hidden = false
  beforeAll(() => Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden }))
  beforeEach(() => {
    jest.useFakeTimers()
    hidden = false
  })
  afterEach(() => jest.useRealTimers())

  test("checks every 60 s and pauses while the tab is hidden", () => {
    const fetch = jest.fn(() => answer(page("v1"))) as unknown as typeof globalThis.fetch
    const stop = startVersionCheck({ fetch, current: "v1", origin: "/", reload: jest.fn() })
    expect(VERSION_CHECK_INTERVAL_MS).toBe(60000)
    jest.advanceTimersByTime(59_999)
    expect(fetch).toHaveBeenCalledTimes(0)
    jest.advanceTimersByTime(1)
    expect(fetch).toHaveBeenCalledTimes(1)
    hidden = true
    document.dispatchEvent(new Event("visibilitychange"))
    jest.advanceTimersByTime(180_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    hidden = false
    document.dispatchEvent(new Event("visibilitychange"))
    jest.advanceTimersByTime(60_000)
    expect(fetch).toHaveBeenCalledTimes(2)
    stop()
    jest.advanceTimersByTime(120_000)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  test("a reload postponed for a form happens on the first check after its input is gone", async () => {
    const fetch = jest.fn(() => answer(page("v2"))) as unknown as typeof globalThis.fetch
    const reload = jest.fn()
    let busy = true
    const stop = startVersionCheck({ fetch, current: "v1", origin: "/", reload, busy: () => busy, log: jest.fn() })
    await jest.advanceTimersByTimeAsync(3 * VERSION_CHECK_INTERVAL_MS)
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(reload).not.toHaveBeenCalled()
    busy = false
    await jest.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS)
    expect(reload).toHaveBeenCalledTimes(1)
    stop()
  })
})
