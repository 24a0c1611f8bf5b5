import { CONSENT_ASK_ATTRIBUTE, CONSENT_ASK_SCRIPT } from "../../../src/lib/consent/ask-early"
import { CONSENT_STORAGE_KEY } from "../../../src/lib/consent/consent"

/** Runs the head's inline script as the browser does, before the page's code, and the task it queues. */
function runScript(): boolean {
  document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE)
  new Function(CONSENT_ASK_SCRIPT)()
  jest.runOnlyPendingTimers()
  return document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE)
}

beforeEach(() => jest.useFakeTimers())

afterEach(() => {
  localStorage.clear()
  jest.restoreAllMocks()
  jest.useRealTimers()
})

test("a first visit is asked from the first paint", () => {
  expect(runScript()).toBe(true)
})

test("a visitor who has chosen is not", () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: false, marketing: false }))
  expect(runScript()).toBe(false)
})

test("without readable storage the visitor is asked, as the banner will ask", () => {
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new Error("storage disabled")
  })
  expect(runScript()).toBe(true)
})

test("storage is read in a task of its own, not in the parser's", () => {
  const read = jest.spyOn(Storage.prototype, "getItem")
  new Function(CONSENT_ASK_SCRIPT)()
  expect(read).not.toHaveBeenCalled()
  jest.runOnlyPendingTimers()
  expect(read).toHaveBeenCalledWith(CONSENT_STORAGE_KEY)
})
