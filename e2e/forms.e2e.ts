import type { Browser, Locator, Page } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import { fillContactForm, geo, interceptHook, labelled, passFillTime } from "./forms-support"
import { committed, layoutShift, sectionsHydrated } from "./support/poll"
import { onScriptContaining } from "./support/scripts"
import { contactFormCopy } from "../src/forms/contact/copy"
import type { ContactFormCopy } from "../src/forms/contact/copy"
import { snapshotContactForm } from "../__tests__/support/content-blocks"

const HOOK = "https://automation.lumenaut.dev/webhook/contact-form"

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

const T0 = new Date("2026-05-04T10:00:00Z").getTime()

async function home(options: { width?: number; loc?: string | null; ipCountry?: string; fixedClock?: boolean } = {}) {
  const session = await openSession(browser, { width: options.width ?? 1440, fulfil: geo(options.loc === undefined ? "US" : options.loc, options.ipCountry) })
  const hook = await interceptHook(session.context, HOOK)
  // A fixed clock makes every fill "instant"; the running fake clock lets a test skip the minimum fill time.
  if (options.fixedClock) await session.page.clock.setFixedTime(T0)
  else await session.page.clock.install()
  await session.page.goto(url("/"))
  await sectionsHydrated(session.page)
  // The cookie banner is answered first so it covers nothing (consent has its own tests).
  await session.page.getByRole("button", { name: "Reject all" }).click()
  // On large screens the form loads as its section nears the viewport, at the end of the home page.
  if ((options.width ?? 1440) >= 1024) await session.page.locator("#contact").scrollIntoViewIfNeeded()
  const form = session.page.locator("#contact form")
  return { ...session, hook, form }
}

/** Waits for the geo lookup to settle on the phone field's default country. */
const phoneShows = (page: Page, value: string) =>
  page.waitForFunction(v => (document.getElementById("contact-phoneNumber") as HTMLInputElement | null)?.value === v, value)

// That no page's first load carries the form libraries is held by e2e/page-weight.e2e.ts.
describe("weight: the form loads on demand", () => {
  test("on a phone, the form code loads only when the visitor asks for the form", async () => {
    const { page, context } = await home({ width: 375 })
    let formCodeLoaded = false
    onScriptContaining(page, "react-tel-input", () => (formCodeLoaded = true))
    await page.waitForLoadState("networkidle")
    await page.locator("#contact").scrollIntoViewIfNeeded()
    await page.waitForLoadState("networkidle")
    expect(formCodeLoaded).toBe(false)
    await page.getByRole("button", { name: "Get Free Health Check" }).click()
    await page.getByRole("dialog", { name: "Get Your Free Health Check" }).getByLabel("Phone number").waitFor()
    expect(formCodeLoaded).toBe(true)
    await context.close()
  })

  test("the form appears in reserved space: no layout shift", async () => {
    const { page, context, form } = await home()
    await form.waitFor()
    await page.waitForLoadState("networkidle")
    expect(await layoutShift(page)).toBeLessThan(0.01)
    await context.close()
  })
})

describe("contact form messages (spec 000 §5.1)", () => {
  test("empty submit shows every required message and the form message; fixing a field clears its error", async () => {
    const { context, form, hook } = await home()
    await form.getByRole("button", { name: "Send Message" }).click()
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Please select your role",
      "Please select how you heard about us",
      "Please accept the privacy policy",
      "Please fix the errors before submitting",
    ]) {
      await form.getByText(message, { exact: true }).waitFor()
    }
    await form.getByLabel("First name").fill("Amina")
    await form.getByText("First name is required").waitFor({ state: "detached" })
    await form.getByLabel("First name").fill("A")
    await form.getByText("First name is required").waitFor()
    await form.getByLabel("Work email").fill("amina@")
    await form.getByText("Invalid email address").waitFor()
    await form.getByLabel("Work email").fill("amina@northwind.io")
    await form.getByText("Invalid email address").waitFor({ state: "detached" })
    await expect(form.getByLabel("First name").getAttribute("maxlength")).resolves.toBe("50")
    expect(hook.bodies).toHaveLength(0)
    await expect(form.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).resolves.toBe("/privacy-policy")
    await expect(form.getByRole("link", { name: "Privacy Policy" }).getAttribute("target")).resolves.toBe("_blank")
    await expect(form.getAttribute("novalidate")).resolves.not.toBeNull()
    await context.close()
  })
})

describe("phone field", () => {
  test("blocks letters and dirty pastes, validates for the country, applies the UK mobile rule", async () => {
    const { page, context, form } = await home({ loc: "GB" })
    const phone = form.getByLabel("Phone number")
    await phoneShows(page, "+44")
    await phone.click()
    await phone.press("End")
    await phone.pressSequentially("7a4b0(0")
    await expect(phone.inputValue()).resolves.toBe("+44 7400")
    await form.getByText("Please enter a valid phone number").waitFor()
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>("#contact-phoneNumber")!
      const paste = (text: string) => {
        const data = new DataTransfer()
        data.setData("text", text)
        return input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }))
      }
      ;(window as unknown as { pasteResults: boolean[] }).pasteResults = [paste("(123) 456"), paste("123 456-78")]
    })
    await expect(page.evaluate(() => (window as unknown as { pasteResults: boolean[] }).pasteResults)).resolves.toEqual([false, true])
    await phone.pressSequentially("12345")
    await expect(phone.inputValue()).resolves.toBe("+44 7400 12345")
    await form.getByText("Please enter a valid phone number").waitFor()
    await phone.pressSequentially("6")
    await form.getByText("Please enter a valid phone number").waitFor({ state: "detached" })
    await context.close()
  })

  test("submitting with only an invalid phone says so", async () => {
    const { page, context, form, hook } = await home()
    await fillContactForm(form, "20255")
    await passFillTime(page)
    await form.getByRole("button", { name: "Send Message" }).click()
    await form.getByRole("status").getByText("Please enter a valid phone number").waitFor()
    expect(hook.bodies).toHaveLength(0)
    await context.close()
  })

  test("the country list closes on selection, Escape, an outside click and Tab; preferred countries first", async () => {
    const { page, context, form } = await home()
    const flag = form.locator(".selected-flag")
    const list = form.locator(".country-list")
    await flag.click()
    await expect(list.locator("li.country").evaluateAll(items => items.slice(0, 6).map(li => li.getAttribute("data-country-code")))).resolves.toEqual(["us", "gb", "ca", "au", "pk", "in"])
    await page.keyboard.press("Escape")
    await list.waitFor({ state: "detached" })
    await flag.click()
    await page.locator("#contact h2").click()
    await list.waitFor({ state: "detached" })
    await flag.click()
    await page.keyboard.press("Tab")
    await list.waitFor({ state: "detached" })
    await flag.click()
    await list.locator('li[data-country-code="pk"]').first().click()
    await list.waitFor({ state: "detached" })
    await expect(form.getByLabel("Phone number").inputValue()).resolves.toBe("+92")
    await context.close()
  })

  test("default country: the CDN trace, else the IP-info answer, cached for the session", async () => {
    const first = await home({ loc: "AU" })
    await phoneShows(first.page, "+61")
    await expect(first.page.evaluate(() => sessionStorage.getItem("lumenaut:country"))).resolves.toBe("au")
    await first.context.close()
    const second = await home({ loc: null, ipCountry: "PK" })
    await phoneShows(second.page, "+92")
    await second.context.close()
    const third = await home({ loc: null, ipCountry: "???" })
    await phoneShows(third.page, "+1")
    await third.context.close()
  })
})

describe("submitting", () => {
  test("success: 'Submitting...' while sending, every field plus submittedAt posted, then thanks and a reset", async () => {
    const { page, context, form, hook } = await home()
    await fillContactForm(form)
    await passFillTime(page)
    hook.hold()
    await form.getByRole("button", { name: "Send Message" }).click()
    const busy = form.getByRole("button", { name: "Submitting..." })
    await busy.waitFor()
    await expect(busy.isDisabled()).resolves.toBe(true)
    hook.release()
    await form.getByText("Thank you! We'll get back to you soon.").waitFor()
    expect(hook.bodies).toHaveLength(1)
    expect(hook.bodies[0]).toEqual({
      firstName: "Amina",
      lastName: "Khan",
      email: "amina@northwind.io",
      phoneNumber: "+12025550143",
      companyName: "Northwind Clinics",
      role: "operations-manager",
      heardFrom: "linkedin_social",
      message: "Automate patient reminders.",
      consent: true,
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    await expect(form.getByLabel("First name").inputValue()).resolves.toBe("")
    await expect(form.getByRole("checkbox", { name: /I allow contact/ }).isChecked()).resolves.toBe(false)
    await expect(page.evaluate(() => sessionStorage.getItem("lumenaut:contact-draft"))).resolves.toBeNull()
    await context.close()
  })

  test.each([
    ["a non-ok answer", 500 as const],
    ["a network failure", "network" as const],
  ])("%s: the error message, values kept, and a one-click retry", async (_name, failure) => {
    const { page, context, form, hook } = await home()
    await fillContactForm(form)
    await passFillTime(page)
    hook.answer = failure
    await form.getByRole("button", { name: "Send Message" }).click()
    await form.getByText("Something went wrong. Please try again.").waitFor()
    await expect(form.getByLabel("First name").inputValue()).resolves.toBe("Amina")
    await expect(form.getByLabel("Phone number").inputValue()).resolves.toBe("+1 (202) 555-0143")
    await expect(form.getByRole("checkbox", { name: /I allow contact/ }).isChecked()).resolves.toBe(true)
    // The failed enquiry waits in the outbox; the visitor's retry is the same submission (same key and body).
    await expect(page.evaluate(() => localStorage.getItem("lumenaut:outbox"))).resolves.toContain(hook.keys[0])
    hook.answer = 200
    await form.getByRole("button", { name: "Send Message" }).click()
    await form.getByText("Thank you! We'll get back to you soon.").waitFor()
    expect(hook.bodies).toHaveLength(2)
    expect(hook.bodies[1]).toEqual(hook.bodies[0])
    expect(hook.keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(hook.keys[1]).toBe(hook.keys[0])
    await expect(page.evaluate(() => localStorage.getItem("lumenaut:outbox"))).resolves.toBeNull()
    await context.close()
  })

  test("a draft survives a reload and, phone included, can be sent as it is", async () => {
    const { page, context, form, hook } = await home()
    await fillContactForm(form)
    await page.reload()
    // After hydration has committed: the router's scroll restoration would undo an earlier scroll.
    await committed(page)
    await page.locator("#contact").scrollIntoViewIfNeeded()
    await expect(form.getByLabel("First name").inputValue()).resolves.toBe("Amina")
    await expect(form.getByLabel("Tell us about your project").inputValue()).resolves.toBe("Automate patient reminders.")
    await expect(form.getByLabel("Phone number").inputValue()).resolves.toBe("+1 (202) 555-0143")
    // No typing after the reload: the restored number must validate against its own country.
    await form.getByRole("button", { name: "Send Message" }).click()
    await form.getByText("Thank you! We'll get back to you soon.").waitFor()
    expect(hook.bodies).toEqual([expect.objectContaining({ firstName: "Amina", phoneNumber: "+12025550143", consent: true })])
    await context.close()
  })

  test("spam is dropped silently: a too-fast fill or a filled honeypot shows success and sends nothing", async () => {
    const { page, context, form, hook } = await home({ fixedClock: true })
    await fillContactForm(form)
    await form.getByRole("button", { name: "Send Message" }).click()
    await form.getByText("Thank you! We'll get back to you soon.").waitFor()
    await expect(form.getByLabel("First name").inputValue()).resolves.toBe("")
    await page.clock.setFixedTime(T0 + 60000)
    await fillContactForm(form)
    await page.locator("#contact-website").fill("http://spam.example", { force: true })
    await form.getByRole("button", { name: "Send Message" }).click()
    await page.waitForFunction(() => (document.getElementById("contact-firstName") as HTMLInputElement).value === "")
    expect(hook.bodies).toHaveLength(0)
    // The same person, slow enough and without the honeypot, gets through.
    await page.locator("#contact-website").fill("", { force: true })
    await fillContactForm(form)
    const sent = page.waitForResponse(HOOK)
    await form.getByRole("button", { name: "Send Message" }).click()
    await sent
    expect(hook.bodies).toHaveLength(1)
    await context.close()
  })
})

describe("in Arabic and Turkish (the form's words are the CMS's translation; the values and the spec's body stay English)", () => {
  const sent = {
    firstName: "Amina", lastName: "Khan", email: "amina@northwind.io", phoneNumber: "+12025550143", companyName: "Northwind Clinics",
    role: "operations-manager", heardFrom: "linkedin_social", message: "Automate patient reminders.", consent: true,
    submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  }
  async function contactIn(language: "ar" | "tr") {
    const copy = contactFormCopy(snapshotContactForm(language))
    const { page, context } = await openSession(browser, { width: 1440, fulfil: geo("US"), priorConsent: "rejected" })
    const hook = await interceptHook(context, HOOK)
    await page.clock.install()
    await page.goto(url(`/${language}/`))
    await sectionsHydrated(page)
    await page.locator("#contact").scrollIntoViewIfNeeded()
    const form = page.getByRole("form", { name: copy.formLabel })
    await form.waitFor()
    return { page, context, hook, form, copy }
  }
  /** Fills the form in its language and sends it, until it says thanks. */
  async function sendFilled(page: Page, form: Locator, copy: ContactFormCopy) {
    await fillContactForm(form, "2025550143", copy)
    await passFillTime(page)
    await form.getByRole("button", { name: copy.submitLabel }).click()
    await form.getByText(copy.messages.success).waitFor()
  }

  test("Arabic: the messages are Arabic, and the body holds the English values and locale \"ar\"", async () => {
    const { page, context, hook, form, copy } = await contactIn("ar")
    await form.getByRole("button", { name: copy.submitLabel }).click()
    for (const message of [copy.messages.firstNameRequired, copy.messages.roleRequired, copy.messages.consentRequired, copy.messages.fixErrors]) {
      await form.getByText(message, { exact: true }).waitFor()
    }
    expect(copy.messages.firstNameRequired).toBe("الاسم الأول مطلوب")
    await expect(form.getByLabel(labelled(copy.labels.role)).locator("option").allTextContents()).resolves.toEqual([copy.rolePlaceholder, ...copy.roleOptions.map(option => option.label)])
    // The phone field's country list names the countries in Arabic (the phone package's own names).
    await form.locator(".selected-flag").click()
    await form.locator(".country-list .country-name", { hasText: "الإمارات العربية المتحدة" }).waitFor()
    await page.keyboard.press("Escape")
    await sendFilled(page, form, copy)
    expect(hook.bodies).toEqual([{ ...sent, locale: "ar" }])
    await context.close()
  })

  test("Turkish: the body holds the English values and locale \"tr\"", async () => {
    const { page, context, hook, form, copy } = await contactIn("tr")
    await sendFilled(page, form, copy)
    expect(hook.bodies).toEqual([{ ...sent, locale: "tr" }])
    await context.close()
  })
})

describe("mobile contact modal", () => {
  test("opens from the section, locks scroll, closes on Escape, backdrop and X, and 2 s after a successful submit", async () => {
    const { page, context, hook } = await home({ width: 375 })
    const open = page.getByRole("button", { name: "Get Free Health Check" })
    const dialog = page.getByRole("dialog", { name: "Get Your Free Health Check" })
    await open.click()
    await dialog.waitFor()
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe("hidden")
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    await expect(open.evaluate(el => el === document.activeElement)).resolves.toBe(true)
    await open.click()
    await page.mouse.click(5, 5)
    await dialog.waitFor({ state: "detached" })
    await open.click()
    await dialog.getByRole("button", { name: "Close" }).click()
    await dialog.waitFor({ state: "detached" })
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe("")
    await open.click()
    const form = dialog.locator("form")
    await fillContactForm(form)
    await passFillTime(page)
    await form.getByRole("button", { name: "Get Free Health Check" }).click()
    await form.getByText("Thank you! We'll get back to you soon.").waitFor()
    expect(hook.bodies).toHaveLength(1)
    await page.clock.fastForward(1900)
    await expect(dialog.isVisible()).resolves.toBe(true)
    await page.clock.fastForward(200)
    await dialog.waitFor({ state: "detached" })
    await context.close()
  })
})
