import { REDIRECT_RULES, redirectsFile, siteRedirects } from "../../src/content/redirects"
import { redirectFor } from "../../src/content/redirect-for"
import { uncapturedPlaceholders } from "../../plugins/gatsby-source-directus/src/rules"
import type { CmsRedirect } from "../../src/content/redirects"
import { describeIssue } from "../../plugins/gatsby-source-directus/src/normalise"
import type { ContentIssue } from "../../plugins/gatsby-source-directus/src/normalise"
import { canonicalUrl, seoDescription, seoTitle } from "../../src/content/seo"

test("redirect rules: alias, unknown slugs and the /portfolios/{slug} reading", () => {
  expect(redirectFor("/industries/retail-ecommerce", REDIRECT_RULES)).toBe("/industries/retail-e-commerce")
  expect(redirectFor("/industries/unknown/", REDIRECT_RULES)).toBe("/industries")
  expect(redirectFor("/portfolio/unknown", REDIRECT_RULES)).toBe("/portfolios")
  expect(redirectFor("/portfolios/fintech-mobile", REDIRECT_RULES)).toBe("/portfolio/fintech-mobile")
  expect(redirectFor("/nothing-here", REDIRECT_RULES)).toBeNull()
  expect(redirectFor("/industries", REDIRECT_RULES)).toBeNull()
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
  expect(redirectFor("/industries/3", REDIRECT_RULES)).toBe("/industries")
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

/** The site's rules with these CMS redirects, on a site of these pages; the dropped ones as warnings name them. */
function withCms(redirects: CmsRedirect[], pages = ["/", "/services/", "/portfolio/new-name/", "/portfolios/", "/industries/", "/industries/education/"]) {
  const issues: ContentIssue[] = []
  const rules = siteRedirects([{ directusId: 3, slug: "education", name: "Education" }], { redirects, pages, reject: issue => issues.push(issue) })
  return { rules, warnings: issues.map(describeIssue) }
}
const cms = (directusId: number, fromPath: string, toPath: string): CmsRedirect => ({ directusId, fromPath, toPath })

test("CMS redirects come first, as exact addresses, trailing slash tolerant", () => {
  const { rules, warnings } = withCms([cms(1, "/portfolio/old-name", "/portfolio/new-name"), cms(2, "/industries/old/", "/contact?from=old")])
  expect(rules.slice(0, 2)).toEqual([
    { from: "/portfolio/old-name", to: "/portfolio/new-name" },
    { from: "/industries/old", to: "/contact?from=old" },
  ])
  expect(redirectFor("/portfolio/old-name/", rules)).toBe("/portfolio/new-name")
  // Ahead of the unknown-slug catch-all, which would otherwise take it.
  expect(redirectFor("/industries/old", rules)).toBe("/contact?from=old")
  expect(redirectFor("/portfolio/old-name/more", rules)).toBe("/portfolios")
  expect(redirectsFile(rules).split("\n")[0]).toBe("/portfolio/old-name /portfolio/new-name 301")
  expect(warnings).toEqual([])
})

test("a page at a redirect's old address wins: the redirect is dropped with a warning naming collection, item and field", () => {
  const { rules, warnings } = withCms([cms(4, "/services/", "/contact"), cms(5, "/", "/home")])
  expect(rules.filter(rule => rule.to === "/contact" || rule.to === "/home")).toEqual([])
  expect(warnings).toEqual([
    'redirects item 4, field "from_path": "/services" is a page on this site, which wins: redirect dropped',
    'redirects item 5, field "from_path": "/" is a page on this site, which wins: redirect dropped',
  ])
})

test("a chain collapses to its final target, through the fixed rules too, and stops at a page", () => {
  const { rules, warnings } = withCms([
    cms(1, "/a", "/b"), cms(2, "/b", "/c?ref=old"), cms(3, "/c", "/portfolio/new-name"),
    cms(4, "/d", "/portfolios/new-name"), cms(5, "/e", "/industries/3"), cms(6, "/f", "/portfolio/gone"),
    cms(7, "/g", "/contact#form"),
  ])
  expect(rules.slice(0, 7)).toEqual([
    { from: "/a", to: "/portfolio/new-name" },
    { from: "/b", to: "/portfolio/new-name" },
    { from: "/c", to: "/portfolio/new-name" },
    { from: "/d", to: "/portfolio/new-name" },
    { from: "/e", to: "/industries/education" },
    // No page there: the unknown-project catch-all.
    { from: "/f", to: "/portfolios" },
    { from: "/g", to: "/contact#form" },
  ])
  expect(warnings).toEqual([])
})

test("a redirect to itself, a circle and a chain into a circle are dropped; a second redirect from one address too", () => {
  const { rules, warnings } = withCms([
    cms(1, "/self", "/self/"), cms(2, "/x", "/y"), cms(3, "/y", "/x"), cms(4, "/into", "/x"),
    cms(5, "/portfolio/old", "/portfolios/old"), cms(6, "/a", "/b"), cms(7, "/a/", "/c"),
  ])
  expect(rules.slice(0, 2)).toEqual([{ from: "/a", to: "/b" }, { from: "/industries/3", to: "/industries/education" }])
  expect(warnings).toEqual([
    'redirects item 7, field "from_path": "/a" is already item 6\'s: redirect dropped',
    'redirects item 1, field "to_path": points to its own address: redirect dropped',
    'redirects item 2, field "to_path": goes round in a circle (/x → /y → /x): redirect dropped',
    'redirects item 3, field "to_path": goes round in a circle (/y → /x → /y): redirect dropped',
    'redirects item 4, field "to_path": goes round in a circle (/into → /x → /y → /x): redirect dropped',
    'redirects item 5, field "to_path": goes round in a circle (/portfolio/old → /portfolios/old → /portfolio/old): redirect dropped',
  ])
})

test("a long chain is followed to its end", () => {
  const chain = Array.from({ length: 20 }, (_, i) => cms(i + 1, `/step-${i}`, `/step-${i + 1}`))
  const { rules, warnings } = withCms(chain)
  expect(rules.slice(0, 20).every(rule => rule.to === "/step-20")).toBe(true)
  expect(warnings).toEqual([])
})

test("a redirect whose target holds a placeholder is dropped with a warning: an old address captures none", () => {
  const { rules, warnings } = withCms([cms(1, "/old", "/:x/evil.example"), cms(2, "/old", "/portfolio/new-name"), cms(3, "/all", "/new/*")])
  expect(rules.slice(0, 1)).toEqual([{ from: "/old", to: "/portfolio/new-name" }])
  expect(redirectsFile(rules)).not.toMatch(/evil|\/new\/\*/)
  expect(warnings).toEqual([
    'redirects item 1, field "to_path": "/:x/evil.example" holds :x, which the old address does not capture: redirect dropped',
    'redirects item 3, field "to_path": "/new/*" holds *, which the old address does not capture: redirect dropped',
  ])
})

test("the fixed rules' targets hold only placeholders their sources capture", () => {
  expect(REDIRECT_RULES.flatMap(rule => uncapturedPlaceholders(rule.from, rule.to))).toEqual([])
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
