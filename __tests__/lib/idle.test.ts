import { afterLoad, whenIdle } from "../../src/lib/idle"

afterEach(() => {
  jest.restoreAllMocks()
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
})

test("whenIdle waits for an idle period, with the timeout given", () => {
  const requestIdleCallback = jest.fn()
  Object.assign(window, { requestIdleCallback })
  const task = jest.fn()
  whenIdle(task, 3000)
  expect(task).not.toHaveBeenCalled()
  expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 3000 })
})

test("whenIdle falls back to a timer where the browser has no idle callbacks", () => {
  jest.useFakeTimers()
  const task = jest.fn()
  whenIdle(task, 3000)
  expect(task).not.toHaveBeenCalled()
  jest.advanceTimersByTime(1)
  expect(task).toHaveBeenCalledTimes(1)
  jest.useRealTimers()
})

test("afterLoad waits for the load event, or calls back at once on a loaded page", () => {
  const state = jest.spyOn(document, "readyState", "get").mockReturnValue("interactive")
  const task = jest.fn()
  afterLoad(task)
  expect(task).not.toHaveBeenCalled()
  window.dispatchEvent(new Event("load"))
  window.dispatchEvent(new Event("load"))
  expect(task).toHaveBeenCalledTimes(1)

  state.mockReturnValue("complete")
  const later = jest.fn()
  afterLoad(later)
  expect(later).toHaveBeenCalledTimes(1)
})
