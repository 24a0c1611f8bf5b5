import fc from "fast-check"
import { buildLeadPayload, fallbackBookingUrl, leadBookingUrl, splitName, utmFromSearch } from "../../src/forms/lead/payload"
import { canContinue, EMPTY_LEAD, toggle } from "../../src/forms/lead/schema"
import type { LeadValues } from "../../src/forms/lead/schema"

const lead: LeadValues = {
  name: "Amina Zahra Khan",
  email: "amina@northwind.io",
  phone: "+971 50 123 4567",
  company: "Northwind",
  companySize: "51-200 employees",
  industry: "Healthcare",
  budget: "$10K-$25K",
  timeline: "1-2 months",
  primaryGoal: "Reduce manual work and operating costs",
  currentChallenges: ["Slow insurance claims and frequent denials"],
  useCases: ["Automated appointment reminders and rescheduling"],
}
const env = { search: "?utm_source=google&utm_campaign=spring", userAgent: "UA/1.0", referrer: "https://www.google.com/", now: new Date("2026-03-04T05:06:07Z"), language: "en" as const }
const LINK = "https://calendly.com/lumenaut/30min"

describe("lead payload (spec 000 §7 call 8)", () => {
  test("an Arabic or Turkish page adds its locale; every value stays the English one", () => {
    const english = buildLeadPayload(lead, "automation", env)
    expect(english).not.toHaveProperty("locale")
    expect(buildLeadPayload(lead, "automation", { ...env, language: "ar" })).toEqual({ ...english, locale: "ar" })
    expect(buildLeadPayload(lead, "automation", { ...env, language: "tr" })).toEqual({ ...english, locale: "tr" })
  })

  test("exact field names and values", () => {
    expect(buildLeadPayload(lead, "automation", env)).toEqual({
      first_name: "Amina",
      last_name: "Zahra Khan",
      email: "amina@northwind.io",
      phone: "+971 50 123 4567",
      company: "Northwind",
      company_size: "51-200 employees",
      industry: "Healthcare",
      budget: "$10K-$25K",
      timeline: "1-2 months",
      primary_goal: "Reduce manual work and operating costs",
      current_challenges: '["Slow insurance claims and frequent denials","Automated appointment reminders and rescheduling"]',
      message: "Reduce manual work and operating costs",
      consent: true,
      page_context: "automation",
      source: "contact_form",
      utm_source: "google",
      utm_medium: "",
      utm_campaign: "spring",
      submitted_at: "2026-03-04T05:06:07.000Z",
      user_agent: "UA/1.0",
      referrer: "https://www.google.com/",
    })
  })

  test("current_challenges carries every step-3 selection: the required use cases too, even with no challenge picked", () => {
    const payload = buildLeadPayload({ ...lead, currentChallenges: [], useCases: ["Lab result and follow-up notifications", "Digital patient intake synced to the EMR"] }, "automation", env)
    expect(JSON.parse(payload.current_challenges)).toEqual(["Lab result and follow-up notifications", "Digital patient intake synced to the EMR"])
  })

  test("name split: first word, then the rest", () => {
    expect(splitName("  Cher ")).toEqual({ first: "Cher", last: "" })
    expect(splitName("Jean  Luc   Picard")).toEqual({ first: "Jean", last: "Luc Picard" })
    expect(splitName("")).toEqual({ first: "", last: "" })
  })

  test("utm parameters come from the query string", () => {
    expect(utmFromSearch("?utm_medium=cpc&x=1")).toEqual({ utm_source: "", utm_medium: "cpc", utm_campaign: "" })
  })

  test("property: arbitrary text never breaks the payload or the booking URL", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }), fc.array(fc.string()), fc.array(fc.string()), fc.string(), (name, email, challenges, useCases, search) => {
        const values = { ...lead, name, email, currentChallenges: challenges, useCases }
        const payload = buildLeadPayload(values, "ai-development", { ...env, search })
        expect(JSON.parse(payload.current_challenges)).toEqual([...challenges, ...useCases])
        expect(`${payload.first_name} ${payload.last_name}`.trim()).toBe(name.trim().split(/\s+/).filter(Boolean).join(" "))
        const url = new URL(leadBookingUrl(LINK, values, payload))
        expect(url.origin + url.pathname).toBe(LINK)
      })
    )
  })
})

describe("booking tab (spec 000 §7 call 9)", () => {
  test("name, email, a1 notes and utm defaults", () => {
    const payload = buildLeadPayload(lead, "ai-development", { ...env, search: "" })
    const url = new URL(leadBookingUrl(LINK, lead, payload))
    expect(url.searchParams.get("name")).toBe("Amina Zahra Khan")
    expect(url.searchParams.get("email")).toBe("amina@northwind.io")
    expect(url.searchParams.get("utm_source")).toBe("contact_form")
    expect(url.searchParams.get("utm_medium")).toBe("modal_form")
    expect(url.searchParams.get("utm_campaign")).toBe("ai-development")
    const notes = url.searchParams.get("a1") ?? ""
    for (const part of ["+971 50 123 4567", "51-200 employees", "Healthcare", "1-2 months", "$10K-$25K", "Reduce manual work", "Slow insurance claims", "Automated appointment reminders", "ai-development", "2026-03-04T05:06:07.000Z"]) {
      expect(notes).toContain(part)
    }
  })

  test("the page's own utm values win over the defaults", () => {
    const url = new URL(leadBookingUrl(LINK, lead, buildLeadPayload(lead, "automation", env)))
    expect([url.searchParams.get("utm_source"), url.searchParams.get("utm_medium"), url.searchParams.get("utm_campaign")]).toEqual(["google", "modal_form", "spring"])
  })

  test("after a failure: name and email only", () => {
    const url = new URL(fallbackBookingUrl(LINK, lead))
    expect([...url.searchParams.keys()]).toEqual(["name", "email"])
  })

  test("a booking link an editor set on another host opens bare, after a success and after a failure", () => {
    const payload = buildLeadPayload(lead, "automation", env)
    for (const link of ["https://bookings.example.test/lumenaut?ref=site", "https://calendly.com.example.test/lumenaut"]) {
      expect(leadBookingUrl(link, lead, payload)).toBe(link)
      expect(fallbackBookingUrl(link, lead)).toBe(link)
    }
  })
})

describe("step gating (spec 000 §5.2)", () => {
  test("step 1 needs name, email and company; phone optional", () => {
    expect(canContinue(1, { ...EMPTY_LEAD, name: "A", email: "x", company: "C" })).toBe(true)
    expect(canContinue(1, { ...EMPTY_LEAD, name: "A", email: "x", company: " " })).toBe(false)
  })
  test("step 2 needs size, industry and timeline; budget optional", () => {
    expect(canContinue(2, { ...EMPTY_LEAD, companySize: "1-50 employees", industry: "Tech", timeline: "3-6 months" })).toBe(true)
    expect(canContinue(2, { ...EMPTY_LEAD, companySize: "1-50 employees", industry: "Tech" })).toBe(false)
  })
  test("step 3 needs a primary goal and at least one use case", () => {
    expect(canContinue(3, { ...EMPTY_LEAD, primaryGoal: "g", useCases: ["u"] })).toBe(true)
    expect(canContinue(3, { ...EMPTY_LEAD, primaryGoal: "g", currentChallenges: ["c"] })).toBe(false)
  })
  test("toggle adds and removes", () => {
    expect(toggle(toggle(["a"], "b"), "a")).toEqual(["b"])
  })
  test("property: gating never throws on junk", () => {
    fc.assert(fc.property(fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>, fc.object(), (step, junk) => {
      expect(typeof canContinue(step, { ...EMPTY_LEAD, ...(junk as object) } as LeadValues)).toBe("boolean")
    }))
  })
})
