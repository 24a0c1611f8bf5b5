import { existsSync, readFileSync } from "fs"
import path from "path"
import { isExternalButton, splitTitle } from "../../../src/content/hero"
import { FIXED_HERO_PAGES, PAGE_RECORD_SLUGS, findPageRecord, fixedHeroKey, pageHeroContext } from "../../../src/content/hero-resolution"
import { HERO_FALLBACKS } from "../../../src/data/hero-fallbacks"
import { INDUSTRY_SLUGS } from "../../../src/content/industries"
import { SERVICE_SLUGS } from "../../../src/content/services"

test("built-in fallbacks exist for the spec's seven page keys", () => {
  expect(Object.keys(HERO_FALLBACKS).sort()).toEqual(
    ["about", "ai-development", "business-automation", "careers", "contact", "industries", "process"].sort()
  )
})

test("the build resolves the CMS hero first, then the built-in one for the key, else nothing (the page's own comes later)", () => {
  const pages = [{ slug: "about", heroSection: { title: "From the CMS" } }, { slug: "services/cloud-services", heroSection: null }]
  expect(pageHeroContext(pages, "about").hero?.title).toBe("From the CMS")
  expect(pageHeroContext([], "about").hero?.title).toBe(HERO_FALLBACKS.about.title)
  expect(pageHeroContext(pages, "cloud-services").hero).toBeNull()
  expect(pageHeroContext(pages, "quote").hero).toBeNull()
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
  }))
  const heroOf = (key: string) => findPageRecord(pages, key)?.heroSection ?? null

  test("/portfolios, built from its blocks, finds the portfolios record by its route, not a project's", () => {
    const records = [{ slug: "portfolio/portfolio", heroSection: "project" }, { slug: "portfolios", heroSection: "list" }]
    expect(findPageRecord(records, "portfolios")?.heroSection).toBe("list")
    expect(heroOf("portfolios")?.title).toBe("Work That Moves the Numbers")
  })

  test("every fixed page that opens with a hero finds its record's hero in the content", () => {
    expect(new Set(Object.values(FIXED_HERO_PAGES))).toEqual(new Set(Object.keys(PAGE_RECORD_SLUGS)))
    for (const [pagePath, key] of Object.entries(FIXED_HERO_PAGES)) {
      expect([pagePath, heroOf(key)?.title]).toEqual([pagePath, expect.any(String)])
    }
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

test("a fixed page finds its hero key whichever trailing-slash form its path has", () => {
  const root = path.resolve(__dirname, "../../..")
  for (const [pagePath, key] of Object.entries(FIXED_HERO_PAGES)) {
    const file = pagePath === "/" ? "index" : pagePath.slice(1)
    expect([pagePath, existsSync(path.join(root, "src/pages", `${file}.tsx`))]).toEqual([pagePath, true])
    expect([fixedHeroKey(pagePath), fixedHeroKey(pagePath === "/" ? "/" : `${pagePath}/`)]).toEqual([key, key])
  }
  expect(fixedHeroKey("/services/ai-development")).toBeUndefined()
})
