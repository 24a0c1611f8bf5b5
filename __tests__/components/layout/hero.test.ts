import { isExternalButton, resolveHero, splitTitle } from "../../../src/components/layout/hero/resolveHero"
import { DEFAULT_HERO, HERO_FALLBACKS } from "../../../src/data/hero-fallbacks"

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
