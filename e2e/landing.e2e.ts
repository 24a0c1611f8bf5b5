import type { Browser, Page } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import { hydrated, until, sectionsHydrated } from "./support/poll"

const AUTOMATION = "/lp/automation-solutions"
const AI = "/lp/ai-development-services"

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

async function visit(pathname: string, width = 1440) {
  // The cookie choice was made earlier: on a phone the banner would cover the sticky bar.
  const session = await openSession(browser, { width, height: width < 768 ? 800 : 900, priorConsent: "rejected" })
  await session.page.goto(url(pathname), { waitUntil: "load" })
  await hydrated(session.page, "main")
  await sectionsHydrated(session.page)
  return session
}

const visibleCount = (page: Page, selector: string) =>
  page.evaluate(sel => Array.from(document.querySelectorAll<HTMLElement>(sel)).filter(el => el.offsetParent !== null).length, selector)

describe("before/after under 768 px", () => {
  test("three problems and three solutions until each Show More, which expands once", async () => {
    const { page, context } = await visit(AUTOMATION, 375)
    await expect(visibleCount(page, '[data-testid="problem"]')).resolves.toBe(3)
    await expect(visibleCount(page, '[data-testid="solution"]')).resolves.toBe(3)
    await page.getByRole("button", { name: "Show More Problems" }).click()
    await expect(visibleCount(page, '[data-testid="problem"]')).resolves.toBe(5)
    await expect(page.getByRole("button", { name: "Show More Problems" }).count()).resolves.toBe(0)
    await expect(visibleCount(page, '[data-testid="solution"]')).resolves.toBe(3)
    await page.getByRole("button", { name: "Show More Solutions" }).click()
    await expect(visibleCount(page, '[data-testid="solution"]')).resolves.toBe(5)
    await context.close()
  })

  test("at 1440 px all five of each show, without the buttons", async () => {
    const { page, context } = await visit(AUTOMATION)
    await expect(visibleCount(page, '[data-testid="problem"]')).resolves.toBe(5)
    await expect(page.getByRole("button", { name: "Show More Problems" }).isVisible()).resolves.toBe(false)
    await context.close()
  })
})

describe.each([
  [AUTOMATION, "Healthcare", "Education", 4],
  [AI, "Web Apps", "Automation", 3],
])("use-case tabs on %s", (pathname, first, fifth, perTab) => {
  test("at 375 px: three tabs and two use cases until Show More Use Cases; a tab change collapses again", async () => {
    const { page, context } = await visit(pathname, 375)
    await expect(page.getByRole("tab", { name: first }).getAttribute("aria-selected")).resolves.toBe("true")
    await expect(visibleCount(page, '[role="tab"]')).resolves.toBe(3)
    await expect(visibleCount(page, '[data-testid="use-case"]')).resolves.toBe(2)
    await page.getByRole("button", { name: "Show More Use Cases" }).click()
    await expect(visibleCount(page, '[role="tab"]')).resolves.toBe(6)
    await expect(visibleCount(page, '[data-testid="use-case"]')).resolves.toBe(perTab)
    await page.getByRole("tab", { name: fifth }).click()
    await expect(page.getByRole("tab", { name: fifth }).getAttribute("aria-selected")).resolves.toBe("true")
    await expect(visibleCount(page, '[data-testid="use-case"]')).resolves.toBe(2)
    await expect(visibleCount(page, '[role="tab"]')).resolves.toBe(4)
    await expect(page.getByRole("button", { name: "Show More Use Cases" }).isVisible()).resolves.toBe(true)
    await context.close()
  })

  test("at 1440 px every tab and use case shows; arrow keys move between tabs", async () => {
    const { page, context } = await visit(pathname)
    await expect(visibleCount(page, '[role="tab"]')).resolves.toBe(6)
    await expect(visibleCount(page, '[data-testid="use-case"]')).resolves.toBe(perTab)
    await page.getByRole("tab", { name: first }).focus()
    await page.keyboard.press("ArrowRight")
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-selected"))).resolves.toBe("true")
    await page.keyboard.press("End")
    await expect(page.getByRole("tab", { name: pathname === AI ? "Legacy Modernization" : "Logistics" }).getAttribute("aria-selected")).resolves.toBe("true")
    await context.close()
  })
})

describe.each([[AUTOMATION], [AI]])("sticky bar and calls to action on %s", pathname => {
  test("at 375 px the bar slides in once the hero's button has scrolled away, and never covers the end of the page", async () => {
    const { page, context } = await visit(pathname, 375)
    const bar = page.getByTestId("sticky-bar")
    // Over the hero the bar would cover its own call to action.
    await expect(page.locator("#landing-hero-cta").getByRole("button").isVisible()).resolves.toBe(true)
    await expect(bar.isVisible()).resolves.toBe(false)
    await page.evaluate(() => window.scrollTo(0, document.getElementById("landing-hero-cta")!.getBoundingClientRect().bottom + window.scrollY + 10))
    await bar.waitFor({ state: "visible" })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await until(page, () => {
      const barTop = document.querySelector('[data-testid="sticky-bar"]')!.getBoundingClientRect().top
      // The footer's content, not its padding (the room kept for the bar).
      const footer = document.querySelector("footer > *:last-child")!.getBoundingClientRect()
      return footer.bottom <= barTop + 1
    })
    await context.close()
  })

  test("the bar is hidden at 1440 px", async () => {
    const { page, context } = await visit(pathname)
    await expect(page.getByTestId("sticky-bar").isVisible()).resolves.toBe(false)
    await context.close()
  })

  test("every call to action is a button that opens the lead modal", async () => {
    const { page, context } = await visit(pathname, 375)
    await page.evaluate(() => window.scrollTo(0, 2000))
    const barButton = page.getByTestId("sticky-bar").getByRole("button")
    await expect(barButton.evaluate(el => el.tagName)).resolves.toBe("BUTTON")
    await barButton.click()
    await page.getByRole("dialog").waitFor({ state: "visible" })
    await context.close()
    const wide = await visit(pathname)
    const hero = wide.page.locator("main section").first().getByRole("button")
    await hero.click()
    await wide.page.getByRole("dialog").waitFor({ state: "visible" })
    await expect(wide.page.url()).toBe(url(pathname))
    await wide.context.close()
  })
})

describe("final call to action", () => {
  test.each([1440, 1024, 375])("at %i px 'Auto-Pilot' is never broken at its hyphen", async width => {
    const { page, context } = await visit(AUTOMATION, width)
    const lines = await page.getByRole("heading", { level: 2, name: "Ready to Put Your Business on Auto-Pilot?" }).locator("mark").evaluate(mark => {
      const range = document.createRange()
      range.selectNodeContents(mark)
      return new Set(Array.from(range.getClientRects()).map(rect => Math.round(rect.top))).size
    })
    expect(lines).toBe(1)
    await context.close()
  })
})

describe("landing page metadata", () => {
  test("AI page: the spec's exact title, description, keywords and canonical", async () => {
    const { page, context } = await visit(AI)
    await expect(page.title()).resolves.toBe("AI Development Services | Loveable.dev, Cursor, Claude & GitHub Copilot Experts")
    await expect(page.locator('meta[name="keywords"]').getAttribute("content")).resolves.toContain("Cursor AI development")
    await expect(page.locator('meta[name="description"]').getAttribute("content")).resolves.toMatch(/^Build AI-powered apps/)
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(/\/lp\/ai-development-services$/)
    await context.close()
  })

  test("automation page: title and canonical", async () => {
    const { page, context } = await visit(AUTOMATION)
    await expect(page.title()).resolves.toBe("Business Automation | n8n, Zapier & Make Experts")
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(/\/lp\/automation-solutions$/)
    await context.close()
  })
})
