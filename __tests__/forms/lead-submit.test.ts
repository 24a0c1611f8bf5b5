import { buildLeadPayload } from "../../src/forms/lead/payload"
import { EMPTY_LEAD } from "../../src/forms/lead/schema"
import { submitLead } from "../../src/forms/lead/submit"
import { OUTBOX_KEY } from "../../src/lib/outbox"

const values = { ...EMPTY_LEAD, name: "Amina Khan", email: "amina@northwind.io", company: "Northwind", companySize: "1-50 employees", industry: "Tech", timeline: "1-2 months", primaryGoal: "Automate", useCases: ["Reminders"] }
const env = { search: "", userAgent: "test", referrer: "", now: new Date("2026-05-04T10:00:00Z"), language: "en" as const }
const attempt = { answers: "answers", key: "key-1", body: buildLeadPayload(values, "automation", env) }
const lead = { values, attempt, webhookUrl: "https://hook.test/lead", bookingLink: "https://calendly.com/lumenaut/30min" }
const queuedKeys = () => (JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? "[]") as { key: string }[]).map(entry => entry.key)

beforeEach(() => {
  jest.useFakeTimers()
  localStorage.clear()
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

test("a failure: the booking tab gets name and email only and the lead is queued; the retry of the same answers opens no tab and settles it", async () => {
  const tab = { closed: false, opener: {}, location: { href: "about:blank" } }
  const open = jest.spyOn(window, "open").mockReturnValue(tab as unknown as Window)
  global.fetch = jest.fn().mockResolvedValueOnce({ ok: false, status: 500, statusText: "Internal Server Error" }).mockResolvedValueOnce({ ok: true, status: 200 })

  await expect(submitLead({ ...lead, retry: false })).rejects.toThrow("Webhook submission failed: 500 Internal Server Error")
  expect(open).toHaveBeenCalledTimes(1)
  expect([...new URL(tab.location.href).searchParams.keys()]).toEqual(["name", "email"])
  expect(queuedKeys()).toEqual(["key-1"])

  await submitLead({ ...lead, retry: true })
  expect(open).toHaveBeenCalledTimes(1)
  expect(queuedKeys()).toEqual([])
  const sent = (global.fetch as jest.Mock).mock.calls.map(([, init]) => [init.headers["Idempotency-Key"], JSON.parse(init.body)])
  expect(sent).toEqual([["key-1", attempt.body], ["key-1", attempt.body]])
})

test("a 4xx answer: the same failure for the visitor (error rethrown, tab with name and email), but the lead is not kept for re-sends", async () => {
  const tab = { closed: false, opener: {}, location: { href: "about:blank" } }
  jest.spyOn(window, "open").mockReturnValue(tab as unknown as Window)
  global.fetch = jest.fn().mockResolvedValueOnce({ ok: false, status: 400, statusText: "Bad Request" })
  await expect(submitLead({ ...lead, retry: false })).rejects.toThrow("Webhook submission failed: 400 Bad Request")
  expect([...new URL(tab.location.href).searchParams.keys()]).toEqual(["name", "email"])
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull()
})

test("edited answers that arrive after a failure settle the stale lead: it is never re-sent under its own key", async () => {
  jest.spyOn(window, "open").mockReturnValue({ closed: false, opener: {}, location: { href: "about:blank" } } as unknown as Window)
  const fetchMock = jest.fn().mockResolvedValueOnce({ ok: false, status: 503, statusText: "Service Unavailable" }).mockResolvedValue({ ok: true, status: 200 })
  global.fetch = fetchMock
  await expect(submitLead({ ...lead, retry: false })).rejects.toThrow("Webhook submission failed: 503 Service Unavailable")
  expect(queuedKeys()).toEqual(["key-1"])
  const edited = { ...values, company: "Northwind Clinics" }
  await submitLead({ ...lead, values: edited, attempt: { answers: "edited", key: "key-2", body: buildLeadPayload(edited, "automation", env) }, retry: false })
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull()
  await jest.advanceTimersByTimeAsync(3 * 24 * 3600_000)
  expect(fetchMock.mock.calls.map(([, init]) => init.headers["Idempotency-Key"])).toEqual(["key-1", "key-2"])
})
