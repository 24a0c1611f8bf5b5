import type { Browser, Page } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import type { SessionOptions } from "./support/browser"
import { hydrated, until, sectionsHydrated } from "./support/poll"
import { expectHeadingPinnedWithCards } from "./support/strip"
import { BLOCK_SPECS } from "../src/blocks/contract"
import { BLOCK_CHUNK_PREFIX } from "../src/blocks/chunk-names"
import { catalogueGroups, declaredLayouts } from "../src/components/catalogue/catalogue-entries"

const SLUGS = [
  "product-development", "ai-apps-integrations", "automation", "business-automation", "ai-development",
  "cloud-services", "devops-services", "web-mobile-dev", "ui-ux-design", "automated-social-media",
]

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

async function visit(pathname: string, options: SessionOptions = {}, before?: (page: Page) => Promise<void>) {
  const session = await openSession(browser, options)
  if (before) await before(session.page)
  await session.page.goto(url(pathname), { waitUntil: "load" })
  await hydrated(session.page, "main")
  await sectionsHydrated(session.page)
  return session
}

const listButtons = (page: Page) => page.locator('ol[aria-label="Services in this showcase"] button')
const activeIndex = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('ol[aria-label="Services in this showcase"] button')).findIndex(b => b.getAttribute("aria-current") === "true"))

describe("service pages", () => {
  test.each(SLUGS)("/services/%s renders its hero, a showcase of at most 4 and a booking call to action", async slug => {
    const { page, context } = await visit(`/services/${slug}`)
    await expect(page.locator("h1").count()).resolves.toBe(1)
    const items = await page.getByTestId("showcase-item").count()
    expect(items).toBeGreaterThan(0)
    expect(items).toBeLessThanOrEqual(4)
    // The closing call to action's booking button (every service's reads "Book Your Free ...").
    const cta = page.locator("main").getByRole("link", { name: /^Book Your Free/ }).last()
    await expect(cta.getAttribute("target")).resolves.toBe("_blank")
    await context.close()
  })

  test("featured portfolio: 6 projects on a service page, 3 on automated social media", async () => {
    const count = (page: Page) =>
      page.evaluate(() => new Set(Array.from(document.querySelectorAll('main a[href^="/portfolio/"]')).map(a => a.getAttribute("href"))).size)
    const a = await visit("/services/business-automation")
    await expect(count(a.page)).resolves.toBe(6)
    await a.context.close()
    const b = await visit("/services/automated-social-media")
    await expect(count(b.page)).resolves.toBe(3)
    await b.context.close()
  })
})

describe("service showcase", () => {
  test("ui-ux-design shows its four services, none cut", async () => {
    const { page, context } = await visit("/services/ui-ux-design", { reducedMotion: "reduce" })
    await expect(listButtons(page).locator(".main").allTextContents()).resolves.toEqual([
      "UX Research", "UI Design", "Accessibility & Inclusive Design", "Design Systems",
    ])
    const texts = await page.getByTestId("showcase-item").locator("p").allTextContents()
    expect(texts.filter(text => text.endsWith("..."))).toEqual([])
    await expect(page.getByTestId("more-services").count()).resolves.toBe(0)
    await context.close()
  })

  test("/showcase demo: drops the item without text, cuts the long text, lists the icon-less item after the cap", async () => {
    const { page, context } = await visit("/showcase", { reducedMotion: "reduce" })
    // The demo follows the content's states of the layout.
    const demo = page.locator('#c-cards-list-with-pane section[id^="demo-"]').last()
    await expect(demo.locator('ol[aria-label="Services in this showcase"] .main').allTextContents()).resolves.toEqual([
      "UX Research", "UI Design", "Accessibility & Inclusive Design", "Design Systems",
    ])
    await expect(demo.getByText("Design Sprints").count()).resolves.toBe(0)
    const cut = (await demo.getByTestId("showcase-item").nth(2).locator("p").last().textContent()) ?? ""
    expect(cut.endsWith("...")).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(283)
    expect(cut).toMatch(/^We audit your website or app against WCAG 2\.2 AA/)
    await expect(demo.getByRole("list", { name: "More UI/UX Design Services" }).getByRole("heading").allTextContents())
      .resolves.toEqual(["Usability Testing & Optimization"])
    await context.close()
  })

  test("devops-services has 6 items in its data; the cap shows 4 and the other 2 follow as More DevOps Services", async () => {
    const { page, context } = await visit("/services/devops-services")
    await expect(listButtons(page).count()).resolves.toBe(4)
    await expect(page.getByTestId("showcase-pane").getByText("Site Reliability Engineering").count()).resolves.toBe(0)
    const more = page.getByRole("list", { name: "More DevOps Services" })
    await expect(more.getByRole("heading", { level: 4 }).allTextContents()).resolves.toEqual(["DevSecOps", "Site Reliability Engineering"])
    await expect(more.isVisible()).resolves.toBe(true)
    await context.close()
  })

  test("a click on the list scrolls the pane to that item; scrolling the pane moves the active item", async () => {
    const { page, context } = await visit("/services/product-development", { reducedMotion: "reduce" })
    await listButtons(page).nth(2).click()
    await until(page, () => (document.querySelector('[data-testid="showcase-pane"]') as HTMLElement).scrollTop >= 790)
    await expect(activeIndex(page)).resolves.toBe(2)
    await page.evaluate(() => {
      ;(document.querySelector('[data-testid="showcase-pane"]') as HTMLElement).scrollTop = 400
    })
    await until(page, () => document.querySelectorAll('ol[aria-label="Services in this showcase"] button')[1].getAttribute("aria-current") === "true")
    await context.close()
  })

  test("the pane's code comes as it shows on a wide screen, where it moves by itself; on a phone, where it does not, not before a use", async () => {
    const cardsCodeOnLoad = async (width: number) => {
      const { page, context } = await openSession(browser, { width, height: 900 })
      const scripts: string[] = []
      page.on("response", response => {
        if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname)
      })
      await page.goto(url("/services/ai-development"), { waitUntil: "load" })
      await page.waitForLoadState("networkidle")
      await page.waitForTimeout(1000)
      await context.close()
      return scripts.some(file => file.startsWith(`/${BLOCK_CHUNK_PREFIX}cards-`))
    }
    await expect(cardsCodeOnLoad(1440)).resolves.toBe(true)
    await expect(cardsCodeOnLoad(412)).resolves.toBe(false)
  })

  test("the pane advances on its own, and not while it is hovered", async () => {
    const { page, context } = await visit("/services/product-development", {}, page => page.clock.install())
    const pane = page.getByTestId("showcase-pane")
    await pane.scrollIntoViewIfNeeded()
    await page.mouse.move(5, 5)
    await page.clock.runFor(6500)
    await until(page, () => document.querySelectorAll('ol[aria-label="Services in this showcase"] button')[1].getAttribute("aria-current") === "true")
    await pane.hover()
    const before = await pane.evaluate(el => el.scrollTop)
    await page.clock.runFor(20000)
    await page.waitForTimeout(600)
    await expect(pane.evaluate(el => el.scrollTop)).resolves.toBe(before)
    await expect(activeIndex(page)).resolves.toBe(1)
    await context.close()
  })
})

describe("pinned strips", () => {
  const pinned = (page: Page, section: string) => page.locator(`${section} [data-pinned]`).first().getAttribute("data-pinned")

  test("core features: 8 cards pin at 1440 px, 4 cards stay a grid", async () => {
    const a = await visit("/services/product-development")
    await until(a.page, () => document.querySelector('#core-features [data-pinned]')?.getAttribute("data-pinned") === "true")
    await a.context.close()
    const b = await visit("/services/ai-apps-integrations")
    await b.page.waitForTimeout(300)
    await expect(pinned(b.page, "#core-features")).resolves.toBe("false")
    await b.context.close()
  })

  test("icon benefits: 6 cards pin, 4 cards stay a grid", async () => {
    const a = await visit("/services/devops-services")
    await until(a.page, () => document.querySelectorAll('[data-pinned="true"]').length === 1)
    await expect(a.page.locator('[data-pinned="true"] li').count()).resolves.toBe(6)
    await a.context.close()
    const b = await visit("/services/cloud-services")
    await b.page.waitForTimeout(300)
    await expect(b.page.locator('[data-pinned="true"]').count()).resolves.toBe(0)
    await b.context.close()
  })

  test.each([
    ["devops-services", 1], ["web-mobile-dev", 2], ["product-development", 1], ["ai-development", 1],
  ])("/services/%s: every pinned strip keeps its section heading in view with the cards", async (slug, strips) => {
    const { page, context } = await visit(`/services/${slug}`)
    await until(page, () => document.querySelectorAll('[data-pinned="true"]').length > 0)
    const sections = page.locator('section:has([data-pinned="true"])')
    await expect(sections.count()).resolves.toBe(strips)
    for (const section of await sections.all()) await expectHeadingPinnedWithCards(section)
    await context.close()
  })

  test("with reduced motion, or at 375 px, a strip is a plain grid", async () => {
    for (const options of [{ reducedMotion: "reduce" as const }, { width: 375, height: 800 }]) {
      const { page, context } = await visit("/services/product-development", options)
      await page.waitForTimeout(300)
      await expect(pinned(page, "#core-features")).resolves.toBe("false")
      await context.close()
    }
  })

  test("the pinned strip slides sideways as the page scrolls", async () => {
    const { page, context } = await visit("/services/product-development")
    await until(page, () => document.querySelector('#core-features [data-pinned]')?.getAttribute("data-pinned") === "true")
    const track = page.locator('#core-features ul[aria-label]')
    await page.evaluate(() => {
      const strip = document.querySelector('#core-features [data-pinned="true"]') as HTMLElement
      window.scrollTo(0, strip.getBoundingClientRect().top + window.scrollY + strip.offsetHeight / 2)
    })
    await until(page, () => (document.querySelector('#core-features ul[aria-label]') as HTMLElement).style.transform.includes("-"))
    await expect(track.evaluate(el => el.getBoundingClientRect().left)).resolves.toBeLessThan(0)
    await context.close()
  })
})

describe("component showcase", () => {
  test("/showcase is noindex, links to the SEO audit and shows the components in their states", async () => {
    const { page, context } = await visit("/showcase")
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toContain("noindex")
    await expect(page.getByRole("link", { name: "Open the SEO audit report" }).getAttribute("href")).resolves.toBe("/internal/seo-audit")
    for (const name of ["ui/Button", "layout/PageHero", "forms/lead/LeadButton"]) {
      await expect(page.getByRole("heading", { name, exact: true }).count()).resolves.toBe(1)
    }
    await context.close()
  })

  test("every layout of every block declaration has its entry: the declared text, then the content's blocks of it or a note that none uses it", async () => {
    const { page, context } = await visit("/showcase")
    const entries = catalogueGroups(declaredLayouts(BLOCK_SPECS), []).flatMap(group => group.entries)
    const shown = await page.locator('section[id^="c-"]').evaluateAll(sections => sections.map(section => ({
      id: section.id,
      name: section.querySelector("h2")?.textContent,
      note: section.querySelector("header p")?.textContent,
      // A state shows a block beside its label, for a layout that no content uses only the label.
      states: Array.from(section.querySelectorAll("[data-state]"), state => ({ label: state.getAttribute("data-state"), shows: state.childElementCount > 1 })),
    })))
    for (const entry of entries) {
      const found = shown.filter(section => section.name === entry.name)
      expect(found).toEqual([expect.objectContaining({ id: `c-${entry.id}`, note: entry.note })])
      const { states } = found[0]
      if (states[0]?.label === "No content uses this layout yet") expect(states).toEqual([{ label: "No content uses this layout yet", shows: false }])
      else expect(states.some(state => state.shows)).toBe(true)
    }
    // The group navigation leads to every block type's first layout.
    for (const { entries: [first] } of catalogueGroups(declaredLayouts(BLOCK_SPECS), [])) {
      await expect(page.locator(`nav[aria-label="Showcase groups"] a[href="#c-${first.id}"]`).count()).resolves.toBe(1)
    }
    await context.close()
  })
})
