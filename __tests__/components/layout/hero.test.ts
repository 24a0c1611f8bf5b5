import { readFileSync } from "fs"
import path from "path"
import { isExternalButton, splitTitle } from "../../../src/content/hero"
import { findPageRecord, pageHeroContext } from "../../../src/content/hero-resolution"
import { INDUSTRY_SLUGS } from "../../../src/content/industries"
import { SERVICE_SLUGS } from "../../../src/content/services"

test("the build resolves the page's hero section first, then its built-in one, else nothing; the default hero travels along", () => {
  const pages = [
    { slug: "about", heroSection: { title: "From the CMS" }, fallbackHero: { title: "Built in" } },
    { slug: "process", heroSection: null, fallbackHero: { title: "Built-in process" } },
    { slug: "services/cloud-services", heroSection: null },
  ]
  expect(pageHeroContext(pages, "about").hero?.title).toBe("From the CMS")
  expect(pageHeroContext(pages, "process").hero?.title).toBe("Built-in process")
  expect(pageHeroContext(pages, "cloud-services").hero).toBeNull()
  expect(pageHeroContext(pages, "quote").hero).toBeNull()
  expect(pageHeroContext(pages, "quote", { title: "Default" }).defaultHero?.title).toBe("Default")
  expect(pageHeroContext(pages, "quote").defaultHero).toBeNull()
})

test("trust signals on home, services and contact only", () => {
  expect(["home", "services", "contact", "about", "cloud-services"].map(key => pageHeroContext([], key).trustSignals)).toEqual([true, true, true, false, false])
})

test("the highlighted part splits the title", () => {
  expect(splitTitle("Scale What Matters Now", "What Matters")).toEqual(["Scale ", "What Matters", " Now"])
  expect(splitTitle("Plain", "missing")).toEqual(["Plain", "", ""])
})

test("external buttons by type or absolute URL", () => {
  expect(isExternalButton("external", "/x")).toBe(true)
  expect(isExternalButton(null, "https://calendly.com/a")).toBe(true)
  expect(isExternalButton("internal", "/contact")).toBe(false)
})

describe("page keys to page records", () => {
  const root = path.resolve(__dirname, "../../..")
  const snapshot = (name: string) => JSON.parse(readFileSync(path.join(root, "content", `${name}.json`), "utf8")) as Record<string, unknown>[]
  const heroes = snapshot("hero_sections")
  /** The embedded content's page records with their linked hero, as the page query sees them. */
  const pages = snapshot("pages").map(page => ({
    slug: page.slug as string,
    heroSection: heroes.find(hero => hero.id === page.HeroSectionId) ?? null,
    fallbackHero: heroes.find(hero => hero.id === page.fallback_hero) ?? null,
  }))
  const heroOf = (key: string) => findPageRecord(pages, key)?.heroSection ?? null

  test("built-in heroes exist for the spec's seven page keys, and the settings name a default hero", () => {
    const keys = ["about", "contact", "business-automation", "ai-development", "industries", "careers", "process"]
    for (const key of keys) expect([key, findPageRecord(pages, key)?.fallbackHero?.title]).toEqual([key, expect.any(String)])
    expect(pages.filter(page => page.fallbackHero)).toHaveLength(keys.length)
    const settings = JSON.parse(readFileSync(path.join(root, "content", "settings.json"), "utf8")) as { default_hero: number }
    expect(heroes.find(hero => hero.id === settings.default_hero)?.title).toEqual(expect.any(String))
  })

  test("/portfolios, built from its blocks, finds the portfolios record by its route, not a project's", () => {
    const records = [{ slug: "portfolio/portfolio", heroSection: "project" }, { slug: "portfolios", heroSection: "list" }]
    expect(findPageRecord(records, "portfolios")?.heroSection).toBe("list")
    expect(heroOf("portfolios")?.title).toBe("Work That Moves the Numbers")
  })

  test("home, services and industries (pages built from blocks) find their record's hero by route", () => {
    for (const route of ["home", "services", "industries"]) expect([route, heroOf(route)?.title]).toEqual([route, expect.any(String)])
  })

  test("service pages find their record's hero by slug", () => {
    for (const slug of SERVICE_SLUGS) expect([slug, heroOf(slug)?.title]).toEqual([slug, expect.any(String)])
  })

  test("industry and case-study pages have records without a hero, so they show their own fallback", () => {
    // The two written case studies have pages records (their SEO rows) without a hero section.
    for (const slug of [...INDUSTRY_SLUGS, "e-commerce-revolution-platform", "fintech-mobile"]) {
      expect([slug, findPageRecord(pages, slug)?.slug.endsWith(`/${slug}`)]).toEqual([slug, true])
      expect([slug, heroOf(slug)]).toEqual([slug, null])
      expect([slug, pageHeroContext(pages, slug).hero]).toEqual([slug, null])
    }
  })
})
