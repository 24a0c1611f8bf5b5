import { toJob } from "../../src/content/jobs"
import { isSchedulingLink, siteSettings } from "../../src/content/settings"

test("a job without a link applies by mail with its title as subject; the location has a default", () => {
  const job = toJob({ id: "1", title: "AI Engineer", location: null, description: "x".repeat(200), link: null })
  expect(job.applyHref).toBe("mailto:careers@lumenaut.dev?subject=AI%20Engineer")
  expect(job.location).toBe("Lahore, Pakistan (Office)")
  expect(job.description).toBe("x".repeat(150) + "...")
  // Cut at 150 characters, never inside a word.
  const text = "Build and maintain automations. ".repeat(8)
  const cut = toJob({ id: "3", title: "X", description: text }).description
  const kept = cut.slice(0, -3)
  expect(cut.endsWith("...")).toBe(true)
  expect(kept.length).toBeLessThanOrEqual(150)
  expect(kept.length).toBeGreaterThan(120)
  expect(text.startsWith(kept)).toBe(true)
  expect(text[kept.length]).toMatch(/[\s.]/)
  expect(toJob({ id: "2", title: "X", link: "https://jobs.test/x" })).toMatchObject({ applyHref: "https://jobs.test/x", external: true })
})

test("settings fall back to the configured booking link and contacts", () => {
  expect(siteSettings(null).bookingLink).toBe("https://calendly.com/lumenaut/30min")
  expect(siteSettings({ calendlyLink: "https://calendly.com/x/15", footerPhone: "" }).contact).toMatchObject({
    calendly: "https://calendly.com/x/15",
    phone: "+92 321 4578206",
  })
})

test("only '#' or links on the scheduling provider's domain are valid booking links", () => {
  expect(isSchedulingLink("#")).toBe(true)
  expect(isSchedulingLink("https://calendly.com/lumenaut/30min")).toBe(true)
  expect(isSchedulingLink("https://calendly.com.evil.test/x")).toBe(false)
  expect(isSchedulingLink("javascript:alert(1)")).toBe(false)
  expect(isSchedulingLink(null)).toBe(false)
})
