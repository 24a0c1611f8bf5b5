import { leadChoices, leadFormCopy, stepCount } from "../../src/forms/lead/copy"
import type { LeadFormCopy } from "../../src/forms/lead/copy"
import { LEAD_PAGE_CONTEXTS } from "../../src/content/landing"
import { snapshotLeadForm } from "../support/content-blocks"

const english = leadFormCopy(snapshotLeadForm("en"))
const arabic = leadFormCopy(snapshotLeadForm("ar"))
const turkish = leadFormCopy(snapshotLeadForm("tr"))
const values = (options: readonly { value: string }[]) => options.map(option => option.value)
const labels = (options: readonly { label: string }[]) => options.map(option => option.label)

describe("the lead dialog's English words are the spec's (000 §4.4, §5.2, §9)", () => {
  test("titles, submit labels and steps", () => {
    expect(english.titles).toEqual({ automation: "Get Your Free Automation Strategy", "ai-development": "Get Your Free AI Development Plan" })
    expect(english.submittingLabel).toBe("Creating Your Strategy...")
    expect(english.submitLabels).toEqual({ automation: "Get My Free Strategy", "ai-development": "Get My Free Plan" })
    expect(stepCount(english, 2, 3)).toBe("Step 2 of 3")
    expect(english.stepTitles).toEqual({ 1: "Your contact details", 2: "Your business", 3: "What you need" })
    expect(english.labels).toMatchObject({ name: "Full name", email: "Work email", phone: "Phone (optional)", company: "Company" })
  })

  test("the business profile's choices, labels and values alike", () => {
    expect(labels(english.companySizes)).toEqual(["1-50 employees", "51-200 employees", "201+ employees"])
    expect(labels(english.industries)).toEqual(["Healthcare", "E-commerce", "Finance", "Manufacturing", "Tech", "Other"])
    expect(labels(english.timelines)).toEqual(["ASAP (Within 2 weeks)", "1-2 months", "3-6 months", "Just exploring options"])
    for (const list of [english.companySizes, english.industries, english.timelines, english.budgets, english.primaryGoals, english.challenges, english.useCases]) {
      expect(values(list)).toEqual(labels(list))
    }
  })

  test("each industry has four challenges and four use cases in each page context, and five goals per context", () => {
    for (const context of LEAD_PAGE_CONTEXTS) {
      for (const { value: industry } of english.industries) {
        const choices = leadChoices(english, context, industry)
        expect([choices.primaryGoals.length, choices.challenges.length, choices.useCases.length]).toEqual([5, 4, 4])
      }
    }
    expect(leadChoices(english, "automation", "Healthcare").challenges[0].label).toBe("Front desk overloaded with scheduling and reminder calls")
    expect(leadChoices(english, "automation", "Healthcare").challenges).not.toEqual(leadChoices(english, "ai-development", "Healthcare").challenges)
  })
})

describe("step 3's choices follow the industry", () => {
  test("an industry without choices of its own (Other, none yet, one an editor added) gets those offered to every other industry", () => {
    const other = leadChoices(english, "automation", "Other")
    expect(other.challenges.every(choice => english.challenges.find(c => c.value === choice.value)?.industry === null)).toBe(true)
    expect(leadChoices(english, "automation", "")).toEqual(other)
    expect(leadChoices(english, "automation", "Retail")).toEqual(other)
    expect(leadChoices(english, "automation", "Finance").challenges).not.toEqual(other.challenges)
  })

  test("a choice without a value, a label or a known page context is left out", () => {
    const copy: LeadFormCopy = leadFormCopy({
      ...snapshotLeadForm("en"),
      primaryGoals: [{ context: "automation", value: "Grow", label: "Grow" }, { context: "sales", value: "Sell", label: "Sell" }, { context: "automation", value: "", label: "Empty" }],
    })
    expect(labels(leadChoices(copy, "automation", "Tech").primaryGoals)).toEqual(["Grow"])
    expect(leadChoices(copy, "ai-development", "Tech").primaryGoals).toEqual([])
  })
})

describe.each([["ar", arabic], ["tr", turkish]] as const)("in %s", (_language, copy) => {
  test("every word is translated and every value stays the English one", () => {
    for (const key of ["companySizes", "industries", "timelines", "budgets", "primaryGoals", "challenges", "useCases"] as const) {
      expect(values(copy[key])).toEqual(values(english[key]))
      expect(copy[key].map(({ context, industry }: { context?: string; industry?: string | null }) => [context, industry]))
        .toEqual(english[key].map(({ context, industry }: { context?: string; industry?: string | null }) => [context, industry]))
      // Prices may read the same in every language; sentences may not.
      if (key !== "budgets") expect(labels(copy[key]).filter((label, i) => label === english[key][i].label)).toEqual([])
    }
    expect(Object.values(copy.titles).filter(title => Object.values(english.titles).includes(title))).toEqual([])
    expect(stepCount(copy, 1, 3)).toMatch(/1.*3/)
    expect(stepCount(copy, 1, 3)).not.toBe("Step 1 of 3")
  })
})
