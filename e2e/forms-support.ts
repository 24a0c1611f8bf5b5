import type { BrowserContext, Locator, Page, Route } from "playwright-core"
import { contactFormCopy } from "../src/forms/contact/copy"
import type { ContactFormCopy } from "../src/forms/contact/copy"
import { snapshotContactForm } from "../__tests__/support/content-blocks"

/** Answers the geo lookups: the CDN trace says `loc` (or fails when null), the IP-info service says `ipCountry`. */
export const geo = (loc: string | null, ipCountry = "US") => (address: string) => {
  if (address.includes("/cdn-cgi/trace")) return loc ? { status: 200, body: `fl=1\nip=203.0.113.7\nloc=${loc}\nwarp=off\n` } : { status: 503 }
  if (address.includes("ipapi.co")) return { status: 200, body: JSON.stringify({ country: ipCountry }), contentType: "application/json" }
  if (address.startsWith("https://calendly.com/")) return { status: 200, body: "<title>Booking</title>", contentType: "text/html" }
  return null
}

export interface Hook {
  bodies: unknown[]
  /** The Idempotency-Key header of each request, in the order of `bodies`. */
  keys: (string | null)[]
  /** What the next requests get: a status, or "network" for a dropped connection. */
  answer: number | "network"
  /** Holds answers until release() (to observe the submitting state). */
  hold(): void
  release(): void
}

/** Intercepts a webhook (registered after openSession's catch-all, so it wins) and records every body. */
export async function interceptHook(context: BrowserContext, pattern: string): Promise<Hook> {
  let gate: Promise<void> = Promise.resolve()
  let open: () => void = () => undefined
  const hook: Hook = {
    bodies: [],
    keys: [],
    answer: 200,
    hold() {
      gate = new Promise(resolve => (open = resolve))
    },
    release() {
      open()
    },
  }
  await context.route(pattern, async (route: Route) => {
    const key = await route.request().headerValue("idempotency-key")
    hook.bodies.push(route.request().postDataJSON())
    hook.keys.push(key)
    await gate
    if (hook.answer === "network") return route.abort("connectionreset")
    return route.fulfill({ status: hook.answer, body: "", headers: { "access-control-allow-origin": "*" } })
  })
  return hook
}

/** Lets the form's minimum fill time pass without waiting for it. */
export const passFillTime = (page: Page) => page.clock.fastForward(4000)

const ENGLISH = contactFormCopy(snapshotContactForm())

/** A field's label as a pattern: the label's words at its start (a required field's label ends with " *"). */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)

/** Fills every field as a visitor would, finding each by its label in the form's language (English unless given). */
export async function fillContactForm(form: Locator, phoneDigits = "2025550143", copy: ContactFormCopy = ENGLISH) {
  // From the label's start: one label may hold another ("Adınız", "Soyadınız"); a required one ends with " *".
  const field = (label: string) => form.getByLabel(labelled(label))
  const { labels } = copy
  await field(labels.firstName).fill("Amina")
  await field(labels.lastName).fill("Khan")
  await field(labels.email).fill("amina@northwind.io")
  await field(labels.phoneNumber).click()
  await field(labels.phoneNumber).press("End")
  await field(labels.phoneNumber).pressSequentially(phoneDigits)
  await field(labels.companyName).fill("Northwind Clinics")
  await field(labels.role).selectOption("operations-manager")
  await field(labels.heardFrom).selectOption("linkedin_social")
  await field(labels.message).fill("Automate patient reminders.")
  await form.getByRole("checkbox", { name: copy.consent.before.trim() }).check()
}
