import { OUTBOX_KEY } from "../../src/lib/outbox"
import { resumeOutbox, sendWithOutbox } from "../../src/lib/outbox-sender"

const queued = () => JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? "[]") as { key: string; attempts: number }[]
const answer = (status: number) => Promise.resolve({ ok: status < 400, status } as Response)
let fetchMock: jest.Mock

beforeEach(() => {
  jest.useFakeTimers()
  localStorage.clear()
  fetchMock = jest.fn()
  global.fetch = fetchMock
})
afterEach(() => jest.useRealTimers())

const sentKeys = () => fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers["Idempotency-Key"])

test("a failed send is re-sent after 30 s with the same key and body; a second failure waits 2 min; an ok answer empties the outbox", async () => {
  fetchMock.mockReturnValueOnce(answer(503))
  const response = await sendWithOutbox("https://hook.test/lead", { name: "Amina" }, "k1")
  expect(response.status).toBe(503)
  expect(queued()).toEqual([expect.objectContaining({ key: "k1", attempts: 1 })])
  fetchMock.mockReturnValueOnce(Promise.reject(new TypeError("Failed to fetch")))
  await jest.advanceTimersByTimeAsync(29_999)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  await jest.advanceTimersByTimeAsync(1)
  expect(fetchMock).toHaveBeenCalledTimes(2)
  expect(queued()).toEqual([expect.objectContaining({ key: "k1", attempts: 2 })])
  fetchMock.mockReturnValueOnce(answer(200))
  await jest.advanceTimersByTimeAsync(119_999)
  expect(fetchMock).toHaveBeenCalledTimes(2)
  await jest.advanceTimersByTimeAsync(1)
  expect(fetchMock).toHaveBeenCalledTimes(3)
  expect(queued()).toEqual([])
  expect(sentKeys()).toEqual(["k1", "k1", "k1"])
  expect(fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse((init as RequestInit).body as string)])).toEqual(
    Array(3).fill(["https://hook.test/lead", { name: "Amina" }])
  )
  await jest.advanceTimersByTimeAsync(24 * 3600_000)
  expect(fetchMock).toHaveBeenCalledTimes(3)
})

test("a retry that gets through settles the queued copy; a later visit sends what is due at once", async () => {
  fetchMock.mockReturnValueOnce(answer(500)).mockReturnValueOnce(answer(200))
  await sendWithOutbox("https://hook.test/contact", { a: 1 }, "k2")
  await sendWithOutbox("https://hook.test/contact", { a: 1 }, "k2")
  expect(queued()).toEqual([])
  await jest.advanceTimersByTimeAsync(60_000)
  expect(fetchMock).toHaveBeenCalledTimes(2)

  // As left by an earlier visit: one entry due, one not yet.
  const now = Date.now()
  localStorage.setItem(OUTBOX_KEY, JSON.stringify([
    { url: "https://hook.test/lead", body: {}, key: "due", attempts: 1, nextAttemptAt: now - 1, createdAt: now - 60_000 },
    { url: "https://hook.test/lead", body: {}, key: "later", attempts: 3, nextAttemptAt: now + 600_000, createdAt: now - 60_000 },
  ]))
  fetchMock.mockImplementation(() => answer(200))
  resumeOutbox()
  await jest.advanceTimersByTimeAsync(0)
  expect(sentKeys().slice(2)).toEqual(["due"])
  expect(queued().map(entry => entry.key)).toEqual(["later"])
  await jest.advanceTimersByTimeAsync(600_000)
  expect(sentKeys().slice(2)).toEqual(["due", "later"])
  expect(queued()).toEqual([])
})
