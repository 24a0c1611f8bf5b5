import type { Browser } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import { geo } from "./forms-support"
import { seriousViolations } from "./support/axe"

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

test("consent banner, contact form with errors and the lead modal have no serious accessibility violations", async () => {
  const { page, context } = await openSession(browser, { fulfil: geo("US") })
  await page.goto(url("/"))
  await page.getByRole("region", { name: "Your privacy choices" }).waitFor()
  await expect(seriousViolations(page, "[aria-labelledby=consent-title]")).resolves.toEqual([])
  await page.getByRole("button", { name: "Reject all" }).click()
  await page.locator("#contact").scrollIntoViewIfNeeded()
  const form = page.locator("#contact form")
  await form.getByRole("button", { name: "Send Message" }).click()
  await form.getByText("Please fix the errors before submitting").waitFor()
  await expect(seriousViolations(page, "#contact")).resolves.toEqual([])
  await page.getByRole("button", { name: "Submit Form", exact: true }).click()
  await page.getByRole("dialog").getByLabel("Full name").waitFor()
  await expect(seriousViolations(page, "[role=dialog]")).resolves.toEqual([])
  await context.close()
})

test("mobile modal: Escape with the country list open closes only the list; focus is trapped in the dialog", async () => {
  const { page, context } = await openSession(browser, { width: 375, fulfil: geo("US") })
  await page.goto(url("/"))
  await page.getByRole("button", { name: "Reject all" }).click()
  await page.getByRole("button", { name: "Get Free Health Check" }).click()
  const dialog = page.getByRole("dialog", { name: "Get Your Free Health Check" })
  await dialog.locator(".selected-flag").click()
  await dialog.locator(".country-list").waitFor()
  await page.keyboard.press("Escape")
  await dialog.locator(".country-list").waitFor({ state: "detached" })
  await expect(dialog.isVisible()).resolves.toBe(true)
  await expect(seriousViolations(page, "[role=dialog]")).resolves.toEqual([])
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab")
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).resolves.toBe(true)
  }
  await page.keyboard.press("Escape")
  await dialog.waitFor({ state: "detached" })
  await context.close()
})
