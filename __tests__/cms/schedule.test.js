/** @jest-environment node */
// Scheduled publishing in the site-rebuild extension (cms/extensions/site-rebuild/schedule.js): the
// moment a published item's publish date comes is handed on to the build hook, once, also when it
// passed while Directus was stopped. Against a real Directus: cms/test/roundtrip-and-rebuild.mjs.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { MAX_TIMER_MS, createPublishScheduler, momentOf, momentStore } from "../../cms/extensions/site-rebuild/schedule.js"

const logger = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() })
const memoryStore = (seenUntil = null) => ({ file: "memory", value: seenUntil, load() { return this.value }, async save(value) { this.value = value } })

/** A scheduler over `items` (each `{ collection, key, at }`), its clock and timers in the test's hands. */
function harness(items, { store = memoryStore(), start = 1_000 } = {}) {
  let clock = start
  const timers = []
  const published = []
  const scheduler = createPublishScheduler({
    upcoming: async after => items.filter(item => item.at > after),
    publish: change => published.push(change),
    store,
    logger: logger(),
    now: () => clock,
    setTimer: (fn, ms) => {
      const timer = { fn, at: clock + ms, ms }
      timers.push(timer)
      return timer
    },
    clearTimer: timer => timer && timers.splice(timers.indexOf(timer), 1),
  })
  return {
    scheduler, published, timers, store,
    /** Moves the clock to `to` and runs the timer due by then, as the event loop would. */
    async advance(to) {
      clock = to
      const due = timers.filter(timer => timer.at <= to)
      for (const timer of due) timers.splice(timers.indexOf(timer), 1)
      for (const timer of due) await timer.fn()
    },
  }
}

test("an item waits for its publish date; at that moment it is handed on once, then the next one's timer is set", async () => {
  const items = [{ collection: "articles", key: 1, at: 5_000 }, { collection: "articles", key: 2, at: 9_000 }, { collection: "pages", key: 7, at: 9_000 }]
  const h = harness(items)
  await h.scheduler.refresh()
  expect(h.published).toEqual([])
  expect(h.timers.map(timer => timer.at)).toEqual([5_000])
  await h.advance(5_000)
  expect(h.published).toEqual([{ collection: "articles", keys: [1] }])
  expect(h.timers.map(timer => timer.at)).toEqual([9_000])
  await h.advance(9_500)
  expect(h.published).toEqual([{ collection: "articles", keys: [1] }, { collection: "articles", keys: [2] }, { collection: "pages", keys: [7] }])
  expect(h.timers).toEqual([])
  // Checking again hands on nothing twice.
  await h.scheduler.refresh()
  expect(h.published).toHaveLength(3)
})

test("a moment that passed while Directus was stopped is handed on at its start; a first start counts from now", async () => {
  const items = [{ collection: "articles", key: 1, at: 2_000 }, { collection: "articles", key: 3, at: 500 }]
  const restarted = harness(items, { store: memoryStore(1_500), start: 4_000 })
  await restarted.scheduler.refresh()
  // Item 3's moment came before the state was saved: it was handed on then, not again now.
  expect(restarted.published).toEqual([{ collection: "articles", keys: [1] }])
  expect(restarted.store.value).toBe(4_000)

  const first = harness(items, { start: 4_000 })
  await first.scheduler.refresh()
  expect(first.published).toEqual([])
})

test("a change re-reads the items: a publish date moved earlier gets its own timer, and a far moment waits in steps timers allow", async () => {
  const items = [{ collection: "articles", key: 1, at: 60_000 }]
  const h = harness(items)
  await h.scheduler.refresh()
  items[0].at = 3_000
  await h.scheduler.refresh()
  expect(h.timers.map(timer => timer.at)).toEqual([3_000])
  items[0].at = 1_000 + MAX_TIMER_MS * 2
  await h.scheduler.refresh()
  expect(h.timers.map(timer => timer.ms)).toEqual([MAX_TIMER_MS])
  await h.scheduler.close()
  expect(h.timers).toEqual([])
})

test("stored timestamps are read as Directus keeps them: without an offset, UTC", () => {
  expect(momentOf("2026-11-29T10:00:00.000Z")).toBe(Date.UTC(2026, 10, 29, 10))
  expect(momentOf("2026-11-29 10:00:00")).toBe(Date.UTC(2026, 10, 29, 10))
  expect(momentOf("2026-11-29T12:00:00+02:00")).toBe(Date.UTC(2026, 10, 29, 10))
  expect(momentOf(new Date(Date.UTC(2026, 10, 29, 10)))).toBe(Date.UTC(2026, 10, 29, 10))
  expect(momentOf(null)).toBeNaN()
})

test("the moment handed on so far survives a restart in its file", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "schedule-"))
  try {
    const file = path.join(dir, "state", "pending.json.schedule.json")
    expect(momentStore(file).load()).toBeNull()
    await momentStore(file).save(1234)
    expect(momentStore(file).load()).toBe(1234)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
