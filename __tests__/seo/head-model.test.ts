import { headModel } from "../../src/components/seo/head-model"

const ORIGIN = "https://www.lumenaut.dev"
const types = (items: Record<string, unknown>[]) => items.map(item => item["@type"])
/** The trail's names in English, as the settings hold them. */
const crumbNames = { home: "Home", services: "Services", industries: "Industries", portfolio: "Portfolio" }

test("the page record wins over the fallback props", () => {
  const head = headModel(
    { title: "Fallback", description: "Fallback description", pathname: "/about/" },
    { slug: "about", title: "About <em>Lumenaut</em>", description: "Record description", metaDescription: "Meta" },
    ORIGIN
  )
  expect(head).toMatchObject({
    title: "About Lumenaut",
    description: "Record description",
    canonical: "https://www.lumenaut.dev/about",
    robots: "index, follow",
    image: { url: "https://www.lumenaut.dev/og/default.jpg", width: 1200, height: 630 },
  })
  expect(types(head.jsonLd)).toEqual(["Organization"])
})

test("without a record the props apply, cut to 50 and 170 characters with an ellipsis", () => {
  const head = headModel({ title: "T".repeat(55), description: "D".repeat(200), pathname: "/quote" }, undefined, ORIGIN)
  expect(head.title).toBe("T".repeat(50) + "...")
  expect(head.description).toBe("D".repeat(170) + "...")
  expect(head.canonical).toBe("https://www.lumenaut.dev/quote")
})

test("the meta description stands in for a missing description; the site name for a missing title", () => {
  const head = headModel({ title: "", pathname: "/" }, { slug: "home", metaDescription: "Meta only" }, ORIGIN)
  expect(head).toMatchObject({ title: "Lumenaut Technologies", description: "Meta only", canonical: ORIGIN })
})

test("noindex pages say so; internal tools are noindex even without the prop", () => {
  expect(headModel({ title: "x", pathname: "/404", noindex: true }, undefined, ORIGIN).robots).toBe("noindex, nofollow")
  expect(headModel({ title: "x", pathname: "/showcase/" }, undefined, ORIGIN).robots).toBe("noindex, nofollow")
  expect(headModel({ title: "x", pathname: "/internal/seo-audit" }, undefined, ORIGIN).robots).toBe("noindex, nofollow")
  expect(headModel({ title: "x", pathname: "/showcases" }, undefined, ORIGIN).robots).toBe("index, follow")
})

test("a service page gets breadcrumbs, a Service object and its own share image", () => {
  const head = headModel({ title: "Cloud Services", description: "Cloud.", pathname: "/services/cloud-services", image: "/og/made/0123456789abcdef.jpg", crumbNames }, undefined, ORIGIN)
  expect(types(head.jsonLd)).toEqual(["Organization", "BreadcrumbList", "Service"])
  expect(head.jsonLd[2]).toMatchObject({ name: "Cloud Services", url: "https://www.lumenaut.dev/services/cloud-services", provider: { "@id": `${ORIGIN}/#organization` } })
  expect(head.image.url).toBe("https://www.lumenaut.dev/og/made/0123456789abcdef.jpg")
})

test("the record's json_ld_schema is added; its own Service replaces the generated one", () => {
  const record = { slug: "services/ai-development", jsonLdSchema: { "@type": "Service", name: "AI" } }
  const head = headModel({ title: "AI Development", pathname: "/services/ai-development", crumbNames }, record, ORIGIN)
  expect(types(head.jsonLd)).toEqual(["Organization", "BreadcrumbList", "Service"])
  expect(head.jsonLd[2]).toEqual({ "@type": "Service", name: "AI" })
})

test("industry and portfolio pages get breadcrumbs but no Service", () => {
  const industry = headModel({ title: "Education", pathname: "/industries/education", crumbNames }, undefined, ORIGIN)
  expect(types(industry.jsonLd)).toEqual(["Organization", "BreadcrumbList"])
  // Given no image of its own, a page shows the default one.
  expect(industry.image.url).toBe("https://www.lumenaut.dev/og/default.jpg")
  expect(types(headModel({ title: "P", pathname: "/portfolio/fintech-mobile", crumbNames }, undefined, ORIGIN).jsonLd)).toEqual(["Organization", "BreadcrumbList"])
})

test("an editor's canonical link is used; a relative one is made absolute", () => {
  expect(headModel({ title: "x", pathname: "/a" }, { canonicalLink: "https://other.test/b/" }, ORIGIN).canonical).toBe("https://other.test/b")
  expect(headModel({ title: "x", pathname: "/a" }, { canonicalLink: "/b/" }, ORIGIN).canonical).toBe(`${ORIGIN}/b`)
})

test("a verbatim title (landing pages) is kept whole and beats the page record's", () => {
  const fixed = "AI Development Services | Loveable.dev, Cursor, Claude & GitHub Copilot Experts"
  const head = headModel({ title: fixed, pathname: "/lp/ai-development-services", verbatimTitle: true }, { slug: "lp/ai-development-services", title: "Record title" }, ORIGIN)
  expect(head.title).toBe(fixed)
})
