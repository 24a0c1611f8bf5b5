/** @jest-environment node */
// Lighthouse's Total Blocking Time split by the source of its long tasks (scripts/blocking-sources.mjs), as `npm run bench` prints it.
import { blockingBySource, blockingOf, sourceName } from "../../scripts/blocking-sources.mjs"

const PAGE = "http://127.0.0.1:4000/tr"

/** A report with the given simulated first contentful paint, time to interactive and long tasks. */
const report = (fcp, tti, items) => ({
  audits: {
    "first-contentful-paint": { numericValue: fcp },
    interactive: { numericValue: tti },
    "long-tasks": { details: { items } },
  },
})

describe("blockingOf", () => {
  it("counts what a task lasts beyond 50 ms", () => {
    expect(blockingOf({ startTime: 1000, duration: 120 }, 900, 3000)).toBe(70)
    expect(blockingOf({ startTime: 1000, duration: 50 }, 900, 3000)).toBe(0)
  })

  it("counts only the part after the first contentful paint and before interactive", () => {
    expect(blockingOf({ startTime: 850, duration: 120 }, 900, 3000)).toBe(20)
    expect(blockingOf({ startTime: 880, duration: 60 }, 900, 3000)).toBe(0)
    expect(blockingOf({ startTime: 2950, duration: 120 }, 900, 3000)).toBe(0)
    expect(blockingOf({ startTime: 600, duration: 120 }, 900, 3000)).toBe(0)
  })
})

describe("sourceName", () => {
  it("names script files without their content hash", () => {
    expect(sourceName("http://127.0.0.1:4000/framework-f12a3a38ada522639ab6.js")).toBe("framework")
    expect(sourceName("http://127.0.0.1:4000/564-80f7d7a900eb6f9abe79.js")).toBe("564")
    expect(sourceName("http://127.0.0.1:4000/component---src-templates-page-tsx-be119afd0302af991be4.js")).toBe("component---src-templates-page-tsx")
  })

  it("names the page itself the document, and tasks Lighthouse cannot attribute the browser's", () => {
    expect(sourceName(PAGE)).toBe("document")
    expect(sourceName("http://127.0.0.1:4000/")).toBe("document")
    expect(sourceName("Unattributable")).toBe("browser")
  })
})

describe("blockingBySource", () => {
  it("adds up each source's blocking time, largest first", () => {
    const lhr = report(900, 3000, [
      { url: "Unattributable", duration: 160, startTime: 800 },
      { url: PAGE, duration: 110, startTime: 1000 },
      { url: PAGE, duration: 90, startTime: 1200 },
      { url: "http://127.0.0.1:4000/app-ae346e7ba9a6fb51cc1e.js", duration: 84, startTime: 2100 },
      { url: "http://127.0.0.1:4000/framework-f12a3a38ada522639ab6.js", duration: 40, startTime: 1500 },
    ])
    expect(blockingBySource(lhr)).toEqual({ document: 100, browser: 10, app: 34 })
    expect(Object.keys(blockingBySource(lhr))).toEqual(["document", "app", "browser"])
  })

  it("is empty for a report without long tasks", () => {
    expect(blockingBySource(report(900, 3000, []))).toEqual({})
    expect(blockingBySource({ audits: { ...report(900, 3000, []).audits, "long-tasks": { details: undefined } } })).toEqual({})
  })
})
