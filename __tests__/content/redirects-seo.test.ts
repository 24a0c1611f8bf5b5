import { redirectFor, redirectsFile, siteRedirects } from "../../src/content/redirects"
import { canonicalUrl, seoDescription, seoTitle } from "../../src/content/seo"

test("redirect rules: alias, unknown slugs and the /portfolios/{slug} reading", () => {
  expect(redirectFor("/industries/retail-ecommerce")).toBe("/industries/retail-e-commerce")
  expect(redirectFor("/industries/unknown/")).toBe("/industries")
  expect(redirectFor("/portfolio/unknown")).toBe("/portfolios")
  expect(redirectFor("/portfolios/fintech-mobile")).toBe("/portfolio/fintech-mobile")
  expect(redirectFor("/nothing-here")).toBeNull()
  expect(redirectFor("/industries")).toBeNull()
  expect(redirectsFile()).toContain("/portfolios/:slug /portfolio/:slug 301")
})

test("an industry is also addressed by its CMS id, ahead of the unknown-slug catch-all", () => {
  const rules = siteRedirects([
    { directusId: 3, slug: "education", name: "Education" },
    { directusId: 7, slug: null, name: "Logistics & Supply Chain" },
    { directusId: null, slug: "no-id" },
  ])
  expect(redirectFor("/industries/3", rules)).toBe("/industries/education")
  expect(redirectFor("/industries/7/", rules)).toBe("/industries/logistics-supply-chain")
  expect(redirectFor("/industries/99", rules)).toBe("/industries")
  expect(redirectFor("/industries/3")).toBe("/industries")
  const file = redirectsFile(rules).split("\n")
  expect(file.indexOf("/industries/3 /industries/education 301")).toBeLessThan(file.indexOf("/industries/* /industries 301"))
})

test("a slug that breaks the slug rule never becomes a redirect rule", () => {
  const rules = siteRedirects([
    { directusId: 4, slug: "x\n/* https://evil.example 301!", name: null, title: null },
    { directusId: 5, slug: "Bad Slug", name: null, title: null },
  ])
  expect(rules.filter(rule => rule.from.startsWith("/industries/4") || rule.from.startsWith("/industries/5"))).toEqual([])
  expect(redirectsFile(rules)).not.toMatch(/evil|Bad/)
})

test("SEO text: HTML stripped, title cut at 50 and description at 170", () => {
  expect(seoTitle("<b>Hi</b> there")).toBe("Hi there")
  expect(seoTitle("x".repeat(60))).toBe("x".repeat(50) + "...")
  expect(seoDescription("y".repeat(171))).toBe("y".repeat(170) + "...")
})

test("canonical URLs are absolute and have no trailing slash", () => {
  expect(canonicalUrl("/")).toBe("https://www.lumenaut.dev")
  expect(canonicalUrl("/services/")).toBe("https://www.lumenaut.dev/services")
  expect(canonicalUrl("/about?x=1#y", "https://example.test/")).toBe("https://example.test/about")
})
