import { OUTBOX_KEY, OUTBOX_MAX_AGE_MS } from "../../src/lib/outbox"
import { expireOutbox, resumeOutbox, sendWithOutbox } from "../../src/lib/outbox-sender"

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

  // As left by an earlier visit: one entry due, one (of the other form) not yet.
  const now = Date.now()
  localStorage.setItem(OUTBOX_KEY, JSON.stringify([
    { url: "https://hook.test/lead", body: {}, key: "due", attempts: 1, nextAttemptAt: now - 1, createdAt: now - 60_000 },
    { url: "https://hook.test/contact", body: {}, key: "later", attempts: 3, nextAttemptAt: now + 600_000, createdAt: now - 60_000 },
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

/** An entry as an earlier visit left it. */
const entry = (key: string, url: string, createdAt: number, nextAttemptAt = createdAt) => ({ url, body: { key }, key, attempts: 1, nextAttemptAt, createdAt })

test("a 4xx other than 429 is not kept (and drops a queued copy); 429 is kept like a 5xx; a refused re-send is dropped, not sent again", async () => {
  fetchMock.mockReturnValueOnce(answer(400))
  await expect(sendWithOutbox("https://hook.test/contact", { a: 1 }, "k1")).resolves.toMatchObject({ status: 400 })
  expect(queued()).toEqual([])
  fetchMock.mockReturnValueOnce(answer(429))
  await sendWithOutbox("https://hook.test/contact", { a: 2 }, "k2")
  expect(queued().map(item => item.key)).toEqual(["k2"])
  // The visitor's retry of the same answers is refused this time: the queued copy goes.
  fetchMock.mockReturnValueOnce(answer(422))
  await sendWithOutbox("https://hook.test/contact", { a: 2 }, "k2")
  expect(queued()).toEqual([])

  fetchMock.mockReturnValueOnce(answer(503))
  await sendWithOutbox("https://hook.test/lead", { b: 1 }, "k3")
  fetchMock.mockReturnValueOnce(answer(404))
  await jest.advanceTimersByTimeAsync(30_000)
  expect(queued()).toEqual([])
  await jest.advanceTimersByTimeAsync(24 * 3600_000)
  expect(sentKeys()).toEqual(["k1", "k2", "k2", "k3", "k3"])
})

test("after a failed send, an edited re-send that arrives settles the stale entry: it is never sent again; the other form's entry stays", async () => {
  fetchMock.mockReturnValueOnce(answer(500)).mockReturnValueOnce(answer(500)).mockReturnValueOnce(answer(200))
  await sendWithOutbox("https://hook.test/contact", { enquiry: 1 }, "contact")
  await sendWithOutbox("https://hook.test/lead", { name: "Amina" }, "stale")
  await sendWithOutbox("https://hook.test/lead", { name: "Amina Khan" }, "edited")
  expect(queued().map(item => item.key)).toEqual(["contact"])
  fetchMock.mockImplementation(() => answer(200))
  await jest.advanceTimersByTimeAsync(3 * 24 * 3600_000)
  expect(sentKeys()).toEqual(["contact", "stale", "edited", "contact"])
})

test("re-sends go newest first, so a delivered one supersedes its form's older entries; one settled while its re-send was out stays settled", async () => {
  const now = Date.now()
  localStorage.setItem(OUTBOX_KEY, JSON.stringify([entry("first", "https://hook.test/lead", now - 120_000), entry("second", "https://hook.test/lead", now - 60_000)]))
  fetchMock.mockImplementation(() => answer(200))
  resumeOutbox()
  await jest.advanceTimersByTimeAsync(0)
  expect(sentKeys()).toEqual(["second"])
  expect(queued()).toEqual([])

  fetchMock.mockReset()
  localStorage.setItem(OUTBOX_KEY, JSON.stringify([entry("queued", "https://hook.test/lead", Date.now() - 60_000)]))
  let answerQueued: (response: Response) => void = () => undefined
  fetchMock.mockReturnValueOnce(new Promise<Response>(resolve => (answerQueued = resolve))).mockReturnValueOnce(answer(200))
  resumeOutbox()
  await jest.advanceTimersByTimeAsync(0)
  // While the re-send is out, the visitor's new submission of the same form arrives.
  await sendWithOutbox("https://hook.test/lead", { name: "Amina" }, "new")
  answerQueued({ ok: false, status: 503 } as Response)
  await jest.advanceTimersByTimeAsync(24 * 3600_000)
  expect(sentKeys()).toEqual(["queued", "new"])
  expect(queued()).toEqual([])
})

test("expireOutbox deletes entries past the maximum age from storage (an entry 10 days old included) and keeps the rest", () => {
  const now = Date.now()
  localStorage.setItem(OUTBOX_KEY, JSON.stringify([
    entry("ten-days", "https://hook.test/lead", now - 10 * 24 * 3600_000),
    entry("just-expired", "https://hook.test/lead", now - OUTBOX_MAX_AGE_MS),
    entry("recent", "https://hook.test/contact", now - 3600_000),
  ]))
  expireOutbox()
  expect(queued().map(item => item.key)).toEqual(["recent"])
  expect(fetchMock).not.toHaveBeenCalled()
})
