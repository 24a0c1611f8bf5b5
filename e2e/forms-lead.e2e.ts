import { readFileSync } from "fs"
import path from "path"
import type { Browser, Locator, Page } from "playwright-core"
import { committed, sectionsHydrated, until } from "./support/poll"
import { launch, openSession, url } from "./support/browser"
import { geo, interceptHook, passFillTime } from "./forms-support"
import { isButton, isNamed, tabTo } from "./support/keyboard"
import { onScriptContaining } from "./support/scripts"
import { leadChoices, leadFormCopy, stepCount } from "../src/forms/lead/copy"
import type { LeadFormCopy } from "../src/forms/lead/copy"
import { snapshotLeadForm } from "../__tests__/support/content-blocks"

const LEAD_HOOK = "https://automation.lumenaut.dev/webhook/lead-capture"
// The home page's Ready-to-scale call to action.
const CTA = "Submit Form"
const BOOKING_LINK = "https://calendly.com/lumenaut/30min"

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** `bookingLink`: the settings' booking link as if an editor had set it (the page data is rewritten on its way to the page). */
async function home(search = "", { bookingLink = BOOKING_LINK } = {}) {
  const booking = (address: string) => (address.startsWith(bookingLink) ? { status: 200, body: "<title>Booking</title>", contentType: "text/html" } : null)
  const session = await openSession(browser, { fulfil: address => booking(address) ?? geo("US")(address) })
  const hook = await interceptHook(session.context, LEAD_HOOK)
  if (bookingLink !== BOOKING_LINK) {
    await session.context.route("**/page-data/**/*.json", async route => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replaceAll(BOOKING_LINK, bookingLink) })
    })
  }
  // The fake clock runs on its own; tests move it on past the minimum fill time and backoff delays.
  await session.page.clock.install()
  await session.page.goto(url(`/${search}`))
  await sectionsHydrated(session.page)
  // Decline cookies first so the banner is out of the way (consent is tested on its own below).
  await session.page.getByRole("button", { name: "Reject all" }).click()
  return { ...session, hook }
}

async function openLeadModal(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: CTA, exact: true }).click()
  const dialog = page.getByRole("dialog", { name: "Get Your Free Automation Strategy" })
  await dialog.getByLabel("Full name").waitFor()
  return dialog
}

const ENGLISH = leadFormCopy(snapshotLeadForm("en"))
/** A choice's label in `copy`, found by its (English) value. */
const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find(option => option.value === value)?.label ?? value

async function fillStepsOneAndTwo(dialog: Locator, copy: LeadFormCopy = ENGLISH) {
  await dialog.getByLabel(copy.labels.name).fill("Amina Khan")
  await dialog.getByLabel(copy.labels.email).fill("amina@northwind.io")
  await dialog.getByLabel(copy.labels.company).fill("Northwind")
  await dialog.getByRole("button", { name: copy.continueLabel }).click()
  await dialog.getByLabel(labelOf(copy.companySizes, "1-50 employees"), { exact: true }).check()
  await dialog.getByLabel(labelOf(copy.industries, "Tech"), { exact: true }).check()
  await dialog.getByLabel(labelOf(copy.timelines, "ASAP (Within 2 weeks)"), { exact: true }).check()
}

/** Answers every step; the modal is left on step 3 with Submit enabled. */
async function fillLead(dialog: Locator, copy: LeadFormCopy = ENGLISH) {
  await fillStepsOneAndTwo(dialog, copy)
  await dialog.getByRole("button", { name: copy.continueLabel }).click()
  await dialog.getByRole("radio").first().check()
  await dialog.locator('input[name="useCases"]').first().check()
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
    await passFillTime(page)
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
    const dialog = await openLeadModal(page)
    await fillLead(dialog)
    await passFillTime(page)
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

  test("a booking link an editor set on another host: the tab opens on the bare link, without the visitor's answers", async () => {
    const elsewhere = "https://bookings.example.test/lumenaut"
    const { page, context, hook } = await home("", { bookingLink: elsewhere })
    const dialog = await openLeadModal(page)
    await fillLead(dialog)
    await passFillTime(page)
    const tab = context.waitForEvent("page")
    await dialog.getByRole("button", { name: "Get My Free Strategy" }).click()
    const booking = await tab
    await booking.waitForURL(/bookings\.example\.test/)
    expect(booking.url()).toBe(elsewhere)
    expect(hook.bodies).toEqual([expect.objectContaining({ email: "amina@northwind.io" })])
    await dialog.waitFor({ state: "detached" })
    await context.close()
  })

  test("the modal's words load when a visitor reaches for a call to action, never with the page", async () => {
    const { page, context } = await openSession(browser, { fulfil: geo("US"), priorConsent: "rejected" })
    const words: string[] = []
    page.on("request", request => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith("/lead-form/")) words.push(pathname)
    })
    await page.goto(url("/"), { waitUntil: "networkidle" })
    await sectionsHydrated(page)
    expect(words).toEqual([])
    const fetched = page.waitForResponse(response => response.url().endsWith("/lead-form/en.json"))
    await page.getByRole("button", { name: CTA, exact: true }).hover()
    expect((await fetched).ok()).toBe(true)
    await page.getByRole("button", { name: CTA, exact: true }).click()
    await page.getByRole("dialog", { name: ENGLISH.titles.automation }).getByText(stepCount(ENGLISH, 1, 3)).waitFor()
    expect(words).toEqual(["/lead-form/en.json"])
    await context.close()
  })

  test("gating, back arrow, 400 ms exit on close, and a fresh form on every open", async () => {
    const { page, context } = await home()
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

describe("on Arabic and Turkish pages", () => {
  /** The home's call to action (block_cta 3002) in a language, as its translation says it. */
  const ctaIn = (language: "ar" | "tr") => {
    const blocks = JSON.parse(readFileSync(path.join(__dirname, "..", "content", "block_cta.json"), "utf8")) as { id: number; translations?: { languages_code: string; button_text?: string }[] }[]
    return blocks.find(block => block.id === 3002)?.translations?.find(row => row.languages_code === language)?.button_text ?? ""
  }

  test.each(["ar", "tr"] as const)("%s: the modal asks in the page's language; the lead's body holds the English values and the page's locale", async language => {
    const copy = leadFormCopy(snapshotLeadForm(language))
    const { page, context } = await openSession(browser, { fulfil: geo("US"), priorConsent: "rejected" })
    const hook = await interceptHook(context, LEAD_HOOK)
    await page.clock.install()
    await page.goto(url(`/${language}/`))
    await sectionsHydrated(page)
    await page.getByRole("button", { name: ctaIn(language), exact: true }).click()
    const dialog = page.getByRole("dialog", { name: copy.titles.automation })
    await dialog.getByText(stepCount(copy, 1, 3)).waitFor()
    await fillStepsOneAndTwo(dialog, copy)
    await dialog.getByRole("button", { name: copy.continueLabel }).click()
    // Step 3 offers the industry's own choices, in the page's language.
    const { challenges, useCases } = leadChoices(copy, "automation", "Tech")
    await dialog.getByLabel(challenges[1].label, { exact: true }).check()
    await dialog.getByLabel(useCases[0].label, { exact: true }).check()
    await dialog.getByRole("radio").first().check()
    await passFillTime(page)
    const tab = context.waitForEvent("page")
    await dialog.getByRole("button", { name: copy.submitLabels.automation }).click()
    await (await tab).waitForURL(/calendly\.com/)
    expect(hook.bodies).toHaveLength(1)
    const english = leadChoices(ENGLISH, "automation", "Tech")
    expect(hook.bodies[0]).toMatchObject({
      locale: language,
      company_size: "1-50 employees",
      industry: "Tech",
      timeline: "ASAP (Within 2 weeks)",
      primary_goal: english.primaryGoals[0].label,
      current_challenges: JSON.stringify([english.challenges[1].label, english.useCases[0].label]),
      page_context: "automation",
    })
    await context.close()
  })
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const OUTBOX = "lumenaut:outbox"
/** The outbox's entries as the page keeps them in local storage. */
const queued = (page: Page) => page.evaluate(key => JSON.parse(localStorage.getItem(key) ?? "[]") as { key: string; attempts: number }[], OUTBOX)

describe("leads never lost", () => {
  test("after a failure a retry of the same answers keeps its key and opens no tab; changed answers are a new lead, and once they arrive the stale one is never re-sent", async () => {
    const { page, context, hook } = await home()
    const tabs: Page[] = []
    context.on("page", tab => void tabs.push(tab))
    hook.answer = 500
    const dialog = await openLeadModal(page)
    await fillLead(dialog)
    await passFillTime(page)
    const submit = dialog.getByRole("button", { name: "Get My Free Strategy" })
    await submit.click()
    await until(page, () => localStorage.getItem("lumenaut:outbox") !== null)
    await submit.click()
    await until(page, () => JSON.parse(localStorage.getItem("lumenaut:outbox") ?? "[]")[0]?.attempts === 2)
    expect(hook.keys).toHaveLength(2)
    expect(hook.keys[0]).toMatch(UUID)
    expect(hook.keys[1]).toBe(hook.keys[0])
    expect(hook.bodies[1]).toEqual(hook.bodies[0])
    expect(JSON.stringify(hook.bodies[0])).not.toContain(hook.keys[0])
    expect(tabs).toHaveLength(1)

    hook.answer = 200
    await dialog.locator('input[name="useCases"]').nth(1).check()
    const tab = context.waitForEvent("page")
    await submit.click()
    const booking = await tab
    await booking.waitForURL(/calendly\.com/)
    expect(new URL(booking.url()).searchParams.get("a1")).toContain("Industry: Tech")
    await dialog.waitFor({ state: "detached" })
    expect(hook.keys[2]).toMatch(UUID)
    expect(hook.keys[2]).not.toBe(hook.keys[0])
    // The stale lead would reach the automation service as a second lead under another key.
    await expect(queued(page)).resolves.toEqual([])

    // The second failure had set its next attempt two minutes later.
    await page.clock.runFor(125_000)
    await page.waitForTimeout(1000)
    expect(hook.keys).toEqual([hook.keys[0], hook.keys[0], hook.keys[2]])
    expect(tabs).toHaveLength(2)
    await context.close()
  })

  test("a lead past the outbox's maximum age leaves local storage as the next page loads, before the outbox's code would run", async () => {
    const { page, context } = await openSession(browser, { fulfil: geo("US") })
    const now = Date.now()
    const DAY = 24 * 3600_000
    const entry = (key: string, url: string, createdAt: number) => ({ url, body: { email: "amina@northwind.io" }, key, attempts: 5, nextAttemptAt: now + DAY, createdAt })
    const saved = [entry("ten-days-old", LEAD_HOOK, now - 10 * DAY), entry("an-hour-old", "https://automation.lumenaut.dev/webhook/contact-form", now - 3600_000)]
    await page.addInitScript(([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value), [OUTBOX, JSON.stringify(saved)] as const)
    // A stopped clock: no idle callback or timer runs, so nothing but the boot code can act.
    await page.clock.install({ time: now })
    await page.clock.pauseAt(now + 1000)
    await page.goto(url("/about"))
    await until(page, () => !(localStorage.getItem("lumenaut:outbox") ?? "").includes("ten-days-old"))
    await expect(queued(page)).resolves.toEqual([expect.objectContaining({ key: "an-hour-old" })])
    await context.close()
  })

  test("a later visit re-sends a lead the outbox kept, under the same key, and opens no tab", async () => {
    const { page, context, hook } = await home()
    hook.answer = "network"
    const dialog = await openLeadModal(page)
    await fillLead(dialog)
    await passFillTime(page)
    const tab = context.waitForEvent("page")
    await dialog.getByRole("button", { name: "Get My Free Strategy" }).click()
    await tab
    await until(page, () => localStorage.getItem("lumenaut:outbox") !== null)
    // Closing the modal discards the answers kept for a reload, not the lead waiting in the outbox.
    await dialog.getByRole("button", { name: "Close" }).click()
    await dialog.waitFor({ state: "detached" })
    await expect(page.evaluate(() => sessionStorage.getItem("lumenaut:lead-draft"))).resolves.toBeNull()
    await page.close()

    hook.answer = 200
    const later = await context.newPage()
    const tabs: Page[] = []
    context.on("page", opened => void tabs.push(opened))
    // An hour on: the entry is due when the page loads.
    await later.clock.install({ time: Date.now() + 3_600_000 })
    await later.goto(url("/about"))
    await later.waitForLoadState("load")
    // The outbox's code loads once the page is idle (at the latest 10 s after the load).
    await later.clock.runFor(11_000)
    await until(later, () => localStorage.getItem("lumenaut:outbox") === null)
    expect(hook.keys).toHaveLength(2)
    expect(hook.keys[1]).toBe(hook.keys[0])
    expect(hook.bodies[1]).toEqual(hook.bodies[0])
    expect(tabs).toEqual([])
    await context.close()
  })

  test("the answers survive a reload: the modal comes back at the same step and sends them as they are", async () => {
    const { page, context, hook } = await home()
    const dialog = await openLeadModal(page)
    await fillStepsOneAndTwo(dialog)
    await page.reload()
    await committed(page)
    const restored = page.getByRole("dialog", { name: "Get Your Free Automation Strategy" })
    await restored.getByText("Step 2 of 3").waitFor()
    for (const choice of ["1-50 employees", "Tech", "ASAP (Within 2 weeks)"]) await expect(restored.getByLabel(choice, { exact: true }).isChecked()).resolves.toBe(true)
    await restored.getByRole("button", { name: "Back to the previous step" }).click()
    await expect(restored.getByLabel("Full name").inputValue()).resolves.toBe("Amina Khan")
    await expect(restored.getByLabel("Company").inputValue()).resolves.toBe("Northwind")
    await restored.getByRole("button", { name: "Continue" }).click()
    await restored.getByRole("button", { name: "Continue" }).click()
    await restored.getByRole("radio").first().check()
    await restored.locator('input[name="useCases"]').first().check()
    // No wait for the minimum fill time: the answers were typed before the reload.
    const tab = context.waitForEvent("page")
    await restored.getByRole("button", { name: "Get My Free Strategy" }).click()
    await (await tab).waitForURL(/calendly\.com/)
    await restored.waitFor({ state: "detached" })
    expect(hook.bodies).toEqual([expect.objectContaining({ first_name: "Amina", last_name: "Khan", company: "Northwind", industry: "Tech", page_context: "automation" })])
    await expect(page.evaluate(() => sessionStorage.getItem("lumenaut:lead-draft"))).resolves.toBeNull()
    await context.close()
  })

  test("spam guard: a filled honeypot or a too-fast fill closes the modal as a success, sends nothing and opens nothing", async () => {
    const { page, context, hook } = await home()
    const tabs: Page[] = []
    context.on("page", tab => void tabs.push(tab))
    await page.clock.pauseAt(Date.now() + 60_000)
    let dialog = await openLeadModal(page)
    await fillLead(dialog)
    await dialog.getByRole("button", { name: "Get My Free Strategy" }).click()
    await page.clock.runFor(500)
    await dialog.waitFor({ state: "detached" })
    dialog = await openLeadModal(page)
    await fillLead(dialog)
    await page.clock.runFor(4000)
    await page.locator("#lead-website").fill("http://spam.example", { force: true })
    await dialog.getByRole("button", { name: "Get My Free Strategy" }).click()
    await page.clock.runFor(500)
    await dialog.waitFor({ state: "detached" })
    expect(hook.bodies).toEqual([])
    expect(tabs).toEqual([])
    await context.close()
  })
})

describe("the version check", () => {
  test("a new build waits while a form holds unsent input and reloads the page once it is gone", async () => {
    const { page, context } = await home()
    let checks = 0
    await page.route(url("/"), route => {
      if (route.request().resourceType() !== "fetch") return route.fallback()
      checks++
      return route.fulfill({ status: 200, contentType: "text/html", body: '<!doctype html><meta name="build-version" content="a-newer-build">' })
    })
    const postponed = page.waitForEvent("console", { predicate: message => message.text().includes("the reload waits") })
    const dialog = await openLeadModal(page)
    await dialog.getByLabel("Full name").fill("Amina Khan")
    // The check's code loads once the page is idle; then it looks every minute.
    for (let minute = 0; minute < 10 && checks === 0; minute++) await page.clock.runFor(60_000)
    await postponed
    await expect(dialog.getByLabel("Full name").inputValue()).resolves.toBe("Amina Khan")
    await dialog.getByRole("button", { name: "Close" }).click()
    await dialog.waitFor({ state: "detached" })
    // The contact form holds the reload back the same way.
    await page.locator("#contact").scrollIntoViewIfNeeded()
    const firstName = page.locator("#contact form").getByLabel("First name")
    await firstName.fill("Amina")
    const postponedAgain = page.waitForEvent("console", { predicate: message => message.text().includes("the reload waits") })
    await page.clock.runFor(60_000)
    await postponedAgain
    await firstName.fill("")
    const reloaded = page.waitForEvent("load")
    await page.clock.runFor(60_000)
    await reloaded
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

  test("Reject all is remembered: nothing loads on the next page either, not even the trackers' own code", async () => {
    const { page, context, blocked } = await openSession(browser, { fulfil: geo("US") })
    const trackerCode: string[] = []
    onScriptContaining(page, "fbevents.js", response => trackerCode.push(response.url()))
    await page.goto(url("/"))
    const banner = page.getByRole("region", { name: "Your privacy choices" })
    await banner.getByRole("button", { name: "Reject all" }).click()
    // The banner is in the HTML: a press before its code has run is held until then, and the
    // choice is made when the banner goes. Leaving sooner would drop the press, as it would a visitor's.
    await banner.waitFor({ state: "detached" })
    await page.goto(url("/services"))
    await page.waitForLoadState("networkidle")
    await expect(banner.count()).resolves.toBe(0)
    expect(blocked.filter(isTracker)).toEqual([])
    expect(trackerCode).toEqual([])
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
