import { buildLeadPayload } from "../../src/forms/lead/payload"
import { EMPTY_LEAD } from "../../src/forms/lead/schema"
import { submitLead } from "../../src/forms/lead/submit"
import { OUTBOX_KEY } from "../../src/lib/outbox"

const values = { ...EMPTY_LEAD, name: "Amina Khan", email: "amina@northwind.io", company: "Northwind", companySize: "1-50 employees", industry: "Tech", timeline: "1-2 months", primaryGoal: "Automate", useCases: ["Reminders"] }
const env = { search: "", userAgent: "test", referrer: "", now: new Date("2026-05-04T10:00:00Z") }
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
