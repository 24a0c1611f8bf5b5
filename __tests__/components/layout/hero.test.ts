import { readFileSync, readdirSync, statSync } from "fs"
import path from "path"
import { PAGE_RECORD_SLUGS, findPageRecord, isExternalButton, resolveHero, splitTitle } from "../../../src/components/layout/hero/resolveHero"
import { DEFAULT_HERO, HERO_FALLBACKS } from "../../../src/data/hero-fallbacks"
import { INDUSTRY_SLUGS } from "../../../src/data/industries"
import { PORTFOLIO_SLUGS } from "../../../src/data/portfolio"
import { SERVICE_SLUGS } from "../../../src/data/services"

test("built-in fallbacks exist for the spec's seven page keys", () => {
  expect(Object.keys(HERO_FALLBACKS).sort()).toEqual(
    ["about", "ai-development", "business-automation", "careers", "contact", "industries", "process"].sort()
  )
})

test("CMS hero first, then the built-in fallback, then the page's own, then the default", () => {
  const cms = { ...resolveHero("x", null), title: "From the CMS" }
  expect(resolveHero("about", cms).title).toBe("From the CMS")
  expect(resolveHero("about", null).title).toBe(HERO_FALLBACKS.about.title)
  expect(resolveHero("cloud-services", null, { title: "Cloud Services" }).title).toBe("Cloud Services")
  expect(resolveHero("quote", null).title).toBe(DEFAULT_HERO.title)
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

  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap(name => {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) return sources(full)
      return /\.tsx?$/.test(name) ? [full] : []
    })
  }
  // The component showcase demonstrates the fallback with a key that has no record, on purpose.
  const DEMO_KEYS = new Set(["no-such-page"])
  const literalKeys = sources(path.join(root, "src")).flatMap(file =>
    Array.from(readFileSync(file, "utf8").matchAll(/pageKey="([^"]+)"/g), match => match[1])
  ).filter(key => !DEMO_KEYS.has(key))

  test("the hero key of /portfolios is portfolio: it finds the portfolios record, not a project's", () => {
    const records = [{ slug: "portfolio/portfolio", heroSection: "project" }, { slug: "portfolios", heroSection: "list" }]
    expect(findPageRecord(records, "portfolio")?.heroSection).toBe("list")
    expect(heroOf("portfolio")?.title).toBe("Work That Moves the Numbers")
  })

  test("every fixed page's key finds its record's hero in the content, and so does every key a page spells out", () => {
    expect(literalKeys).toEqual(expect.arrayContaining(["home", "portfolio", "about"]))
    for (const key of new Set([...Object.keys(PAGE_RECORD_SLUGS), ...literalKeys])) {
      expect([key, heroOf(key)?.title]).toEqual([key, expect.any(String)])
    }
  })

  test("service pages find their record's hero by slug", () => {
    for (const slug of SERVICE_SLUGS) expect([slug, heroOf(slug)?.title]).toEqual([slug, expect.any(String)])
  })

  test("industry and case-study pages have records without a hero, so they show their own fallback", () => {
    for (const slug of [...INDUSTRY_SLUGS, ...PORTFOLIO_SLUGS]) {
      expect([slug, findPageRecord(pages, slug)?.slug.endsWith(`/${slug}`)]).toEqual([slug, true])
      expect([slug, heroOf(slug)]).toEqual([slug, null])
      expect(resolveHero(slug, null, { title: `Own ${slug}` }).title).toBe(`Own ${slug}`)
    }
  })
})
