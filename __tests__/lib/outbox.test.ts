import { createOutbox, OUTBOX_KEY, OUTBOX_LIMIT, OUTBOX_MAX_AGE_MS, retryDelay, sendOutcome } from "../../src/lib/outbox"
import type { OutboxStorage } from "../../src/lib/outbox"

const MIN = 60_000

function memoryStorage(): OutboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: key => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: key => void data.delete(key) }
}

function setup() {
  let time = 1_000_000
  const storage = memoryStorage()
  const outbox = createOutbox(storage, () => time)
  return { storage, outbox, advance: (ms: number) => (time += ms), now: () => time }
}

test("backoff: 30 s, 2 min, 10 min, 1 h, then every 6 h", () => {
  expect([1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([30_000, 2 * MIN, 10 * MIN, 60 * MIN, 360 * MIN, 360 * MIN, 360 * MIN])
})

test("a failure is queued under its key and comes due after its delay; each further failure waits longer", () => {
  const { outbox, advance, now } = setup()
  const start = now()
  outbox.fail("https://hook.test/lead", { a: 1 }, "k1")
  expect(outbox.entries()).toEqual([{ url: "https://hook.test/lead", body: { a: 1 }, key: "k1", attempts: 1, nextAttemptAt: start + 30_000, createdAt: start }])
  expect(outbox.nextDueAt()).toBe(start + 30_000)
  advance(29_999)
  expect(outbox.due()).toEqual([])
  advance(1)
  expect(outbox.due().map(entry => entry.key)).toEqual(["k1"])
  outbox.fail("https://hook.test/lead", { a: 1 }, "k1")
  expect(outbox.entries()).toEqual([expect.objectContaining({ key: "k1", attempts: 2, nextAttemptAt: now() + 2 * MIN, createdAt: start })])
  expect(outbox.due()).toEqual([])
})

test("a delivered entry is removed; an empty outbox leaves nothing in storage", () => {
  const { outbox, storage } = setup()
  outbox.fail("u", {}, "k1")
  outbox.fail("u", {}, "k2")
  outbox.remove("k1")
  expect(outbox.entries().map(entry => entry.key)).toEqual(["k2"])
  outbox.remove("k2")
  expect(storage.data.has(OUTBOX_KEY)).toBe(false)
  expect(outbox.nextDueAt()).toBeNull()
})

test(`at most ${OUTBOX_LIMIT} entries (the oldest go); entries older than the maximum age are given up`, () => {
  const { outbox, advance } = setup()
  for (let i = 0; i < OUTBOX_LIMIT + 2; i++) outbox.fail("u", { i }, `k${i}`)
  const keys = outbox.entries().map(entry => entry.key)
  expect(keys).toHaveLength(OUTBOX_LIMIT)
  expect(keys[0]).toBe("k2")
  advance(OUTBOX_MAX_AGE_MS - 1)
  outbox.fail("u", {}, "late")
  expect(outbox.entries()).toHaveLength(OUTBOX_LIMIT)
  advance(1)
  expect(outbox.entries().map(entry => entry.key)).toEqual(["late"])
})

test("unreadable or foreign storage content is ignored; storage errors never throw", () => {
  const { outbox, storage } = setup()
  storage.setItem(OUTBOX_KEY, "{broken")
  expect(outbox.entries()).toEqual([])
  expect(storage.data.has(OUTBOX_KEY)).toBe(false)
  storage.setItem(OUTBOX_KEY, JSON.stringify([{ url: "u" }, 5, null]))
  expect(outbox.entries()).toEqual([])
  const failing = createOutbox({ getItem: () => { throw new Error("blocked") }, setItem: () => { throw new Error("quota") }, removeItem: () => undefined }, () => 0)
  expect(() => failing.fail("u", {}, "k")).not.toThrow()
  expect(failing.entries()).toEqual([])
})

test("only what may pass is retried: no answer, a 5xx or 429; any other 4xx is refused; an ok answer delivered", () => {
  const outcome = (status: number) => sendOutcome({ ok: status >= 200 && status < 300, status })
  expect(sendOutcome(undefined)).toBe("retry")
  expect([500, 502, 503, 504, 429].map(outcome)).toEqual(Array(5).fill("retry"))
  expect([400, 401, 403, 404, 409, 413, 422].map(outcome)).toEqual(Array(7).fill("refused"))
  expect([200, 201, 204].map(outcome)).toEqual(Array(3).fill("delivered"))
})

test("a delivery settles its entry and the older entries of its form, never a newer one or another form's", () => {
  const { outbox, advance, now } = setup()
  outbox.fail("https://hook.test/lead", { v: 1 }, "stale")
  outbox.fail("https://hook.test/contact", { v: 1 }, "contact")
  advance(1000)
  const editedAt = now()
  outbox.fail("https://hook.test/lead", { v: 2 }, "edited")
  advance(1000)
  outbox.fail("https://hook.test/lead", { v: 3 }, "newer")
  expect(outbox.has("edited")).toBe(true)
  outbox.delivered("https://hook.test/lead", "edited", editedAt)
  expect(outbox.entries().map(entry => entry.key)).toEqual(["contact", "newer"])
  expect(outbox.has("stale")).toBe(false)
  // A first send (not queued) that arrives settles every entry of its form made before it.
  outbox.delivered("https://hook.test/lead", "fresh-key", now())
  expect(outbox.entries().map(entry => entry.key)).toEqual(["contact"])
})

test("an expired entry is deleted from storage when the outbox is next read, not only hidden", () => {
  const { outbox, storage, advance } = setup()
  outbox.fail("u", { email: "amina@northwind.io" }, "old")
  advance(OUTBOX_MAX_AGE_MS - 60_000)
  outbox.fail("u", {}, "young")
  advance(10 * 24 * 3600_000 - OUTBOX_MAX_AGE_MS + 60_000)
  expect(storage.data.get(OUTBOX_KEY)).toContain("amina@northwind.io")
  outbox.expire()
  expect(storage.data.has(OUTBOX_KEY)).toBe(false)

  const fresh = setup()
  fresh.outbox.fail("u", { email: "amina@northwind.io" }, "old")
  fresh.advance(60_000)
  fresh.outbox.fail("u", {}, "young")
  fresh.advance(OUTBOX_MAX_AGE_MS - 30_000)
  fresh.outbox.expire()
  expect(JSON.parse(fresh.storage.data.get(OUTBOX_KEY) ?? "[]")).toEqual([expect.objectContaining({ key: "young" })])
})

test("an entry dated more than the maximum age ahead of the clock (the clock was wrong) is expired too", () => {
  const { outbox, storage, now } = setup()
  const entry = { url: "u", body: {}, key: "ahead", attempts: 1, nextAttemptAt: now(), createdAt: now() + OUTBOX_MAX_AGE_MS }
  storage.setItem(OUTBOX_KEY, JSON.stringify([entry, { ...entry, key: "slightly-ahead", createdAt: now() + 60_000 }]))
  expect(outbox.entries().map(item => item.key)).toEqual(["slightly-ahead"])
  expect(storage.data.get(OUTBOX_KEY)).not.toContain('"ahead"')
})
