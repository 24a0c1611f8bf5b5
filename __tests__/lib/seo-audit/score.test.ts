import {
  AUDIT_MESSAGES, FALLBACK_SCORE, auditPage, descriptionIssue, fallbackResult, overallScore, scoreColour,
  statusFor, titleIssue,
} from "../../../src/lib/seo-audit"

const chars = (n: number) => "x".repeat(n)
const perfect = {
  title: chars(45),
  description: chars(140),
  metaDescription: chars(140),
  canonical: "https://www.lumenaut.dev/about",
  structuredData: { "@type": "Organization" },
}

describe("title rule (30 to 60 characters)", () => {
  test.each([
    [0, AUDIT_MESSAGES.missingTitle],
    [29, "Title too short (< 30 chars)"],
    [30, null],
    [60, null],
    [61, "Title too long (> 60 chars)"],
  ])("%i characters: %s", (length, message) => {
    expect(titleIssue(chars(length))).toBe(message)
  })
  test("missing or blank titles", () => {
    expect(titleIssue(null)).toBe("Missing title")
    expect(titleIssue("   ")).toBe("Missing title")
  })
})

describe("description rule (120 to 160 characters)", () => {
  test.each([
    [0, "Missing description"],
    [119, "Description too short (< 120 chars)"],
    [120, null],
    [160, null],
    [161, "Description too long (> 160 chars)"],
  ])("%i characters: %s", (length, message) => {
    expect(descriptionIssue(chars(length))).toBe(message)
  })
  test("the meta description stands in for a missing description", () => {
    expect(auditPage({ ...perfect, description: null }).issues).toEqual([])
    expect(auditPage({ ...perfect, description: null, metaDescription: null }).issues).toEqual(["Missing description"])
  })
})

describe("weights 25/25/15/15/20", () => {
  test("a page passing every check scores 100", () => {
    expect(auditPage(perfect)).toMatchObject({ score: 100, status: "excellent", issues: [] })
  })
  test.each([
    ["title", { title: chars(10) }, 75],
    ["description", { description: chars(10) }, 75],
    ["meta description", { metaDescription: chars(200) }, 85],
    ["canonical", { canonical: "" }, 85],
    ["structured data", { structuredData: null }, 80],
  ])("failing %s loses its weight", (_name, change, score) => {
    expect(auditPage({ ...perfect, ...change }).score).toBe(score)
  })
  test("an empty object or list is no structured data", () => {
    expect(auditPage({ ...perfect, structuredData: {} }).points.structuredData).toBe(0)
    expect(auditPage({ ...perfect, structuredData: [] }).points.structuredData).toBe(0)
    expect(auditPage({ ...perfect, structuredData: [{ "@type": "Service" }] }).points.structuredData).toBe(20)
  })
  test("nothing at all scores 0 with both messages", () => {
    expect(auditPage({})).toMatchObject({ score: 0, status: "missing", issues: ["Missing title", "Missing description"] })
  })
})

test.each([
  [100, "excellent"], [85, "excellent"], [84, "good"], [65, "good"], [64, "needs-work"],
  [25, "needs-work"], [24, "missing"], [0, "missing"],
])("score %i is %s", (score, status) => {
  expect(statusFor(score)).toBe(status)
})

test("hard-coded routes get the fallback score of 50 (needs work)", () => {
  expect(FALLBACK_SCORE).toBe(50)
  expect(fallbackResult()).toMatchObject({ score: 50, status: "needs-work", fallback: true })
})

test.each([
  [100, "green"], [80, "green"], [79, "amber"], [60, "amber"], [59, "red"], [0, "red"],
])("overall score %i is %s", (score, colour) => {
  expect(scoreColour(score)).toBe(colour)
})

test("overall score is the rounded mean", () => {
  expect(overallScore([])).toBe(0)
  expect(overallScore([{ score: 100 }, { score: 50 }, { score: 50 }])).toBe(67)
})
