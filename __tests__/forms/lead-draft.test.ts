import { clearLeadDraft, loadLeadDraft, saveLeadDraft } from "../../src/forms/lead/draft"
import { LEAD_DRAFT_KEY } from "../../src/forms/lead/LeadModalProvider"
import { EMPTY_LEAD, isBlank, reachableStep } from "../../src/forms/lead/schema"

const values = { ...EMPTY_LEAD, name: "Amina Khan", email: "amina@northwind.io", company: "Northwind", companySize: "1-50 employees", industry: "Tech", timeline: "1-2 months" }
const attempt = { answers: "{}", key: "key-1", body: { first_name: "Amina" } }

beforeEach(() => sessionStorage.clear())

test("saved, restored as it was, and cleared", () => {
  expect(loadLeadDraft()).toBeNull()
  const draft = { values, step: 3 as const, pageContext: "automation" as const, keepOpenOnFailure: true, attempt: attempt as never }
  saveLeadDraft(draft)
  expect(loadLeadDraft()).toEqual(draft)
  clearLeadDraft()
  expect(sessionStorage.getItem(LEAD_DRAFT_KEY)).toBeNull()
  expect(loadLeadDraft()).toBeNull()
})

test("a tampered draft: wrong types dropped, no skipped step, an unknown page context restores nothing", () => {
  const save = (draft: object) => sessionStorage.setItem(LEAD_DRAFT_KEY, JSON.stringify(draft))
  save({ values: { ...values, company: 7, useCases: [1] }, step: 3, pageContext: "ai-development", keepOpenOnFailure: "yes", attempt: { key: 1 } })
  expect(loadLeadDraft()).toEqual({ values: { ...values, company: "" }, step: 1, pageContext: "ai-development", keepOpenOnFailure: false, attempt: null })
  save({ values, step: 2, pageContext: "elsewhere" })
  expect(loadLeadDraft()).toBeNull()
  sessionStorage.setItem(LEAD_DRAFT_KEY, "{broken")
  expect(loadLeadDraft()).toBeNull()
})

test("the furthest reachable step and blank answers", () => {
  expect(reachableStep(3, values)).toBe(3)
  expect(reachableStep(2, values)).toBe(2)
  expect(reachableStep(9, { ...values, timeline: "" })).toBe(2)
  expect(reachableStep("x", values)).toBe(1)
  expect(isBlank(EMPTY_LEAD)).toBe(true)
  expect(isBlank({ ...EMPTY_LEAD, useCases: ["x"] })).toBe(false)
})
