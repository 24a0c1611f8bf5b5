import type { Browser } from "playwright-core"
import { sectionsHydrated } from "./support/poll"
import { launch, openSession, url } from "./support/browser"
import { geo, interceptHook } from "./forms-support"
import { isButton, isNamed, tabTo } from "./support/keyboard"

const LEAD_HOOK = "https://automation.lumenaut.dev/webhook/lead-capture"
// The home page's Ready-to-scale call to action.
const CTA = "Submit Form"

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

async function home(search = "") {
  const session = await openSession(browser, { fulfil: geo("US") })
  const hook = await interceptHook(session.context, LEAD_HOOK)
  await session.page.goto(url(`/${search}`))
  await sectionsHydrated(session.page)
  // Decline cookies first so the banner is out of the way (consent is tested on its own below).
  await session.page.getByRole("button", { name: "Reject all" }).click()
  return { ...session, hook }
}

describe("lead modal (spec 000 §4.4, §5.2, §7 calls 8-9)", () => {
  test("completed by keyboard alone: webhook payload, booking tab parameters, modal closes", async () => {
    const { page, context, hook } = await home("?utm_source=newsletter")
    await page.locator("body").focus()
    await tabTo(page, isButton(CTA))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Get Your Free Automation Strategy" })
    await dialog.waitFor()
    const cont = dialog.getByRole("button", { name: "Continue" })
    await expect(cont.isDisabled()).resolves.toBe(true)
    await dialog.getByLabel("Full name").waitFor()
    await tabTo(page, isNamed("name"))
    await page.keyboard.type("Amina Zahra Khan")
    await page.keyboard.press("Tab")
    await page.keyboard.type("amina@northwind.io")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Northwind Clinics")
    await expect(cont.isDisabled()).resolves.toBe(false)
    await page.keyboard.press("Enter")
    await dialog.getByText("Step 2 of 3").waitFor()
    // Radios: Tab into a group, Space picks, arrows move the choice.
    await tabTo(page, isNamed("companySize"))
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Space")
    await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await tabTo(page, isButton("Continue"))
    await page.keyboard.press("Enter")
    await dialog.getByText("Step 3 of 3").waitFor()
    const submit = dialog.getByRole("button", { name: "Get My Free Strategy" })
    await expect(submit.isDisabled()).resolves.toBe(true)
    await tabTo(page, isNamed("primaryGoal"))
    await page.keyboard.press("Space")
    await tabTo(page, isNamed("currentChallenges"))
    await page.keyboard.press("Space")
    await tabTo(page, isNamed("useCases"))
    await page.keyboard.press("Space")
    await expect(submit.isDisabled()).resolves.toBe(false)
    await tabTo(page, isButton("Get My Free Strategy"))
    const tab = context.waitForEvent("page")
    await page.keyboard.press("Enter")
    const booking = await tab
    await booking.waitForURL(/calendly\.com/)
    const params = new URL(booking.url()).searchParams
    expect(new URL(booking.url()).origin + new URL(booking.url()).pathname).toBe("https://calendly.com/lumenaut/30min")
    expect(params.get("name")).toBe("Amina Zahra Khan")
    expect(params.get("email")).toBe("amina@northwind.io")
    expect(params.get("utm_source")).toBe("newsletter")
    expect(params.get("utm_medium")).toBe("modal_form")
    expect(params.get("utm_campaign")).toBe("automation")
    const notes = params.get("a1") ?? ""
    for (const part of ["Northwind Clinics", "51-200 employees", "Healthcare", "3-6 months", "Page context: automation", "Submitted: "]) expect(notes).toContain(part)
    expect(hook.bodies).toHaveLength(1)
    const body = hook.bodies[0] as Record<string, unknown>
    expect(body).toMatchObject({
      first_name: "Amina",
      last_name: "Zahra Khan",
      email: "amina@northwind.io",
      phone: "",
      company: "Northwind Clinics",
      company_size: "51-200 employees",
      industry: "Healthcare",
      timeline: "3-6 months",
      consent: true,
      page_context: "automation",
      source: "contact_form",
      utm_source: "newsletter",
      utm_medium: "",
      utm_campaign: "",
    })
    expect(body.message).toBe(body.primary_goal)
    // The first challenge and the first use case for Healthcare, both picked with Space above.
    expect(JSON.parse(body.current_challenges as string)).toEqual(["Front desk overloaded with scheduling and reminder calls", "Automated appointment reminders and rescheduling"])
    expect(typeof body.user_agent).toBe("string")
    expect(body.submitted_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/))
    await dialog.waitFor({ state: "detached" })
    await context.close()
  })

  test("a failed webhook: booking tab with name and email only, the error logged, the modal stays open", async () => {
    const { page, context, hook, consoleErrors } = await home()
    hook.answer = 500
    await page.getByRole("button", { name: CTA, exact: true }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Full name").fill("Amina Khan")
    await dialog.getByLabel("Work email").fill("amina@northwind.io")
    await dialog.getByLabel("Company").fill("Northwind")
    await dialog.getByRole("button", { name: "Continue" }).click()
    for (const choice of ["1-50 employees", "Tech", "ASAP (Within 2 weeks)"]) await dialog.getByLabel(choice, { exact: true }).check()
    await dialog.getByRole("button", { name: "Continue" }).click()
    await dialog.getByRole("radio").first().check()
    await dialog.locator('input[name="useCases"]').first().check()
    const tab = context.waitForEvent("page")
    hook.hold()
    await dialog.getByRole("button", { name: "Get My Free Strategy" }).click()
    const busy = dialog.getByRole("button", { name: "Creating Your Strategy..." })
    await busy.waitFor()
    await expect(busy.isDisabled()).resolves.toBe(true)
    hook.release()
    const booking = await tab
    await booking.waitForURL(/calendly\.com/)
    expect([...new URL(booking.url()).searchParams.keys()]).toEqual(["name", "email"])
    await dialog.getByRole("button", { name: "Get My Free Strategy" }).waitFor()
    expect(consoleErrors.some(e => e.includes("Error submitting lead"))).toBe(true)
    expect(consoleErrors.some(e => e.includes("Webhook submission failed: 500 Internal Server Error"))).toBe(true)
    await expect(dialog.isVisible()).resolves.toBe(true)
    await context.close()
  })

  test("gating, back arrow, 400 ms exit on close, and a fresh form on every open", async () => {
    const { page, context } = await home()
    await page.clock.install()
    await page.getByRole("button", { name: CTA, exact: true }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Full name").fill("Amina")
    await dialog.getByLabel("Work email").fill("a@b.co")
    await expect(dialog.getByRole("button", { name: "Continue" }).isDisabled()).resolves.toBe(true)
    await dialog.getByLabel("Company").fill("Northwind")
    await dialog.getByRole("button", { name: "Continue" }).click()
    await dialog.getByText("Step 2 of 3").waitFor()
    await dialog.getByRole("button", { name: "Back to the previous step" }).click()
    await expect(dialog.getByLabel("Full name").inputValue()).resolves.toBe("Amina")
    await dialog.getByRole("button", { name: "Close" }).click()
    await page.clock.fastForward(300)
    await expect(dialog.isVisible()).resolves.toBe(true)
    await page.clock.fastForward(150)
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("button", { name: CTA, exact: true }).click()
    await expect(page.getByRole("dialog").getByLabel("Full name").inputValue()).resolves.toBe("")
    await page.getByRole("dialog").getByText("Step 1 of 3").waitFor()
    await context.close()
  })
})

describe("consent", () => {
  const isTracker = (address: string) => /googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|facebook\.com\/tr/.test(address)

  test("no analytics request before consent; Google Analytics and the Meta Pixel load after Accept all", async () => {
    const session = await openSession(browser, { fulfil: geo("US") })
    const { page, context, blocked } = session
    await page.goto(url("/"))
    await page.waitForLoadState("networkidle")
    await page.locator("#contact").scrollIntoViewIfNeeded()
    await page.locator("#contact form").waitFor()
    await page.getByRole("button", { name: CTA, exact: true }).click()
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await page.waitForLoadState("networkidle")
    expect(blocked.filter(isTracker)).toEqual([])
    const banner = page.getByRole("region", { name: "Your privacy choices" })
    const gtag = page.waitForRequest(r => r.url().startsWith("https://www.googletagmanager.com/gtag/js?id=G-"))
    const pixel = page.waitForRequest(r => r.url().startsWith("https://connect.facebook.net/"))
    await banner.getByRole("button", { name: "Accept all" }).click()
    await Promise.all([gtag, pixel])
    await banner.waitFor({ state: "detached" })
    await context.close()
  })

  test("Reject all is remembered: nothing loads on the next page either", async () => {
    const { page, context, blocked } = await openSession(browser, { fulfil: geo("US") })
    await page.goto(url("/"))
    await page.getByRole("button", { name: "Reject all" }).click()
    await page.goto(url("/services"))
    await page.waitForLoadState("networkidle")
    await expect(page.getByRole("region", { name: "Your privacy choices" }).count()).resolves.toBe(0)
    expect(blocked.filter(isTracker)).toEqual([])
    await context.close()
  })

  test("the footer's Cookie settings reopens the banner after a choice", async () => {
    const { page, context } = await openSession(browser, { fulfil: geo("US") })
    await page.goto(url("/about"))
    await page.getByRole("button", { name: "Reject all" }).click()
    const banner = page.getByRole("region", { name: "Your privacy choices" })
    await banner.waitFor({ state: "detached" })
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click()
    await banner.waitFor()
    await context.close()
  })
})
