import type { Browser } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import { sectionsHydrated } from "./support/poll"
import { backTo } from "./support/navigation"
import { readPublic } from "./support/built-site"

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

async function visit(pathname: string) {
  const session = await openSession(browser)
  const response = await session.page.goto(url(pathname), { waitUntil: "load" })
  return { ...session, response }
}

describe("route families", () => {
  test("home lists every service with a link to its page", async () => {
    const { page, context } = await visit("/")
    await expect(page.locator('main a[href="/services/business-automation"]').first().isVisible()).resolves.toBe(true)
    await expect(page.locator('a[href="/services/ui-ux-design"]').count()).resolves.toBeGreaterThan(0)
    await context.close()
  })

  test("a service page renders its hero from its page record in the content layer", async () => {
    const { page, context, response } = await visit("/services/cloud-services")
    expect(response?.status()).toBe(200)
    await expect(page.locator("h1").first().textContent()).resolves.toContain("Cloud Infrastructure That Scales With You")
    await context.close()
  })

  test("an industry page renders its title", async () => {
    const { page, context, response } = await visit("/industries/healthcare-biotech")
    expect(response?.status()).toBe(200)
    await expect(page.locator("h1").first().textContent()).resolves.toContain("Healthcare")
    await context.close()
  })

  test("a portfolio page renders its title", async () => {
    const { page, context, response } = await visit("/portfolio/e-commerce-revolution-platform")
    expect(response?.status()).toBe(200)
    await expect(page.locator("h1").first().textContent()).resolves.toContain("E-commerce Revolution Platform")
    await context.close()
  })

  test("an unknown address shows the not-found page with a 404 status, and its sections go live as served", async () => {
    const session = await openSession(browser)
    const errors: string[] = []
    session.page.on("pageerror", error => errors.push(error.message))
    const response = await session.page.goto(url("/no-such-page"), { waitUntil: "load" })
    const { page, context } = session
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { name: "Page Not Found" }).isVisible()).resolves.toBe(true)
    await expect(page.getByText("Sorry, the page you are looking for doesn't exist or has been moved.").isVisible()).resolves.toBe(true)
    // Checking the redirect rules changes nothing on a page without one: an update while sections
    // hydrate made React throw their server HTML away (error 421).
    await sectionsHydrated(page)
    await page.waitForLoadState("networkidle")
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("redirects on a static host", () => {
  test.each([
    ["/industries/retail-ecommerce", "/industries/retail-e-commerce"],
    ["/industries/no-such-industry", "/industries"],
    ["/portfolio/no-such-project", "/portfolios"],
    ["/portfolios/fintech-mobile", "/portfolio/fintech-mobile"],
    ["/industries/4", "/industries/education"],
  ])("%s ends on %s", async (from, to) => {
    const { page, context } = await visit(from)
    await page.waitForURL(target => new URL(target).pathname.replace(/\/$/, "") === to)
    expect(new URL(page.url()).pathname.replace(/\/$/, "")).toBe(to)
    await context.close()
  })

  // No page links to an unknown address: the router meets one through the tab's history (support/navigation.ts).
  test("the browser fallback redirects an unknown industry after client-side navigation", async () => {
    const { page, context } = await visit("/")
    await backTo(page, "/industries/unknown-slug", "/industries")
    await context.close()
  })

  test("an industry addressed by its CMS id opens that industry after client-side navigation", async () => {
    const { page, context } = await visit("/")
    await backTo(page, "/industries/4", "/industries/education")
    await page.locator("h1", { hasText: "Education" }).first().waitFor()
    await context.close()
  })
})

// The test build's stand-in CMS holds /e2e/old-a → /e2e/old-b → /portfolio/e-commerce-revolution-platform (scripts/run-e2e.mjs).
describe("redirects kept in the CMS", () => {
  const project = "/portfolio/e-commerce-revolution-platform"

  test("_redirects lists them first, each chain collapsed to its final target", () => {
    const lines = readPublic("_redirects").split("\n")
    expect(lines.slice(0, 2)).toEqual([`/e2e/old-a ${project} 301`, `/e2e/old-b ${project} 301`])
  })

  test.each(["/e2e/old-a", "/e2e/old-b/"])("%s ends on the project page, from the host and after client-side navigation", async from => {
    const { page, context } = await visit(from)
    await page.waitForURL(target => new URL(target).pathname.replace(/\/$/, "") === project)
    await page.goto(url("/"), { waitUntil: "load" })
    // An address kept in the tab's history from before the project moved (support/navigation.ts).
    await backTo(page, from, project)
    await page.locator("h1", { hasText: "E-commerce Revolution Platform" }).first().waitFor()
    await context.close()
  })
})
