/**
 * Issue #24 scope 1: a visitor's first tap, click or key takes effect, whether it comes at once after
 * the page has loaded (before hydration has finished) or at once after scrolling to a section that has
 * not hydrated yet. On a phone's CPU: Chromium slowed four times, as Lighthouse's mobile audit does.
 */
import type { Browser } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import type { SessionOptions } from "./support/browser"
import { until } from "./support/poll"
import { holdScripts } from "./support/scripts"
import { CONSENT_STORAGE_KEY } from "../src/lib/consent/consent"

const CPU_SLOWDOWN = 4
const LANDING = "/lp/automation-solutions"

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** A session on a throttled CPU, the page loaded (its `load` event) and nothing waited for after. */
async function loadThrottled(pathname: string, options: SessionOptions = {}) {
  const session = await openSession(browser, { priorConsent: "rejected", ...options })
  const cdp = await session.context.newCDPSession(session.page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
  await session.page.goto(url(pathname), { waitUntil: "load" })
  return session
}

describe("at once after load", () => {
  test("the hero's call to action opens the lead modal", async () => {
    const { page, context } = await loadThrottled(LANDING)
    await page.locator("main section").first().getByRole("button").first().click()
    await page.getByRole("dialog").waitFor({ state: "visible", timeout: 10000 })
    await context.close()
  })

  test("the phone menu opens", async () => {
    const { page, context } = await loadThrottled("/", { width: 375, height: 800 })
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.locator("#mobile-menu").waitFor({ state: "visible", timeout: 10000 })
    await context.close()
  })

  test("a key on the focused menu button opens it", async () => {
    const { page, context } = await loadThrottled("/", { width: 375, height: 800 })
    await page.getByRole("button", { name: "Open menu" }).focus()
    await page.keyboard.press("Enter")
    await page.locator("#mobile-menu").waitFor({ state: "visible", timeout: 10000 })
    await context.close()
  })

  test("the cookie banner's choice is taken", async () => {
    const { page, context } = await loadThrottled("/", { priorConsent: undefined })
    await page.getByRole("button", { name: "Reject all" }).click()
    await page.getByRole("region", { name: "Your privacy choices" }).waitFor({ state: "detached", timeout: 10000 })
    await context.close()
  })
})

describe("before the site's code has arrived (a slow network: no script has run yet)", () => {
  const SCRIPT_DELAY_MS = 2000

  test("a tap on the phone menu is taken once the code has run", async () => {
    const { page, context } = await openSession(browser, { priorConsent: "rejected", width: 375, height: 800 })
    const scriptsServed = await holdScripts(context, SCRIPT_DELAY_MS)
    await page.goto(url("/"), { waitUntil: "domcontentloaded" })
    await page.getByRole("button", { name: "Open menu" }).click()
    expect(scriptsServed()).toBe(0)
    await page.locator("#mobile-menu").waitFor({ state: "visible", timeout: 10000 })
    await context.close()
  })

  test("a first visit's Reject all, pressed on the banner of the page's HTML, is the choice made", async () => {
    const { page, context } = await openSession(browser, { width: 375, height: 800 })
    const scriptsServed = await holdScripts(context, SCRIPT_DELAY_MS)
    await page.goto(url("/about"), { waitUntil: "domcontentloaded" })
    await page.getByRole("button", { name: "Reject all" }).click()
    expect(scriptsServed()).toBe(0)
    await page.getByRole("region", { name: "Your privacy choices" }).waitFor({ state: "detached", timeout: 10000 })
    const stored = await page.evaluate(key => JSON.parse(localStorage.getItem(key) ?? "null"), CONSENT_STORAGE_KEY)
    expect(stored).toMatchObject({ analytics: false, marketing: false })
    await context.close()
  })
})

describe("before the page has its data (a slow network: React has not started hydrating)", () => {
  const PAGE_DATA_DELAY_MS = 2000

  /** The page shown from its HTML while its page data is still on the way. */
  async function showBeforeData(pathname: string, options: SessionOptions = {}) {
    const session = await openSession(browser, { priorConsent: "rejected", ...options })
    await session.context.route("**/page-data/**", async route => {
      await new Promise(resolve => setTimeout(resolve, PAGE_DATA_DELAY_MS))
      return route.continue()
    })
    await session.page.goto(url(pathname), { waitUntil: "domcontentloaded" })
    return session
  }

  test("a click on the phone menu is taken once React is there", async () => {
    const { page, context } = await showBeforeData("/", { width: 375, height: 800 })
    await page.getByRole("button", { name: "Open menu" }).click()
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false)
    await page.locator("#mobile-menu").waitFor({ state: "visible", timeout: 10000 })
    await context.close()
  })

  test("so is the hero's call to action", async () => {
    const { page, context } = await showBeforeData(LANDING)
    await page.locator("main section").first().getByRole("button").first().click()
    await page.getByRole("dialog").waitFor({ state: "visible", timeout: 10000 })
    await context.close()
  })
})

describe("at once after scrolling to a section that has not hydrated yet", () => {
  test("Show More Problems shows them", async () => {
    const { page, context } = await loadThrottled(LANDING, { width: 375, height: 800 })
    const button = page.getByRole("button", { name: "Show More Problems" })
    await button.scrollIntoViewIfNeeded()
    await button.click()
    // Taken at once, or held until the section's code has arrived and clicked again then.
    await until(page, () => Array.from(document.querySelectorAll<HTMLElement>('[data-testid="problem"]')).filter(el => el.offsetParent !== null).length === 5)
    await context.close()
  })

  test("a use-case tab is selected", async () => {
    const { page, context } = await loadThrottled(LANDING)
    const tab = page.getByRole("tab", { name: "Education" })
    await tab.scrollIntoViewIfNeeded()
    await tab.click()
    await until(page, () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.includes("Education") ?? false)
    await context.close()
  })
})
