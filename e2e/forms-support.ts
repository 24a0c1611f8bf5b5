import type { BrowserContext, Locator, Page, Route } from "playwright-core"

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

export async function fillContactForm(form: Locator, phoneDigits = "2025550143") {
  await form.getByLabel("First name").fill("Amina")
  await form.getByLabel("Last name").fill("Khan")
  await form.getByLabel("Work email").fill("amina@northwind.io")
  await form.getByLabel("Phone number").click()
  await form.getByLabel("Phone number").press("End")
  await form.getByLabel("Phone number").pressSequentially(phoneDigits)
  await form.getByLabel("Company name").fill("Northwind Clinics")
  await form.getByLabel("Your role").selectOption("operations-manager")
  await form.getByLabel("How did you hear about us?").selectOption("linkedin_social")
  await form.getByLabel("Tell us about your project").fill("Automate patient reminders.")
  await form.getByRole("checkbox", { name: /I allow contact/ }).check()
}
