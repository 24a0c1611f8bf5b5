import { readdirSync, readFileSync } from "fs"
import path from "path"
import { SHARE_IMAGES, breadcrumbsFor, detailRoute, pageSlug, seoDescription, seoTitle, shareImagePath } from "../../src/content/seo"

test("page record slugs come from the path: '' is home, slashes stripped", () => {
  expect(pageSlug("/")).toBe("home")
  expect(pageSlug("")).toBe("home")
  expect(pageSlug("/services/")).toBe("services")
  expect(pageSlug("/services/ai-development")).toBe("services/ai-development")
  expect(pageSlug("/lp/automation-solutions/?utm=x#top")).toBe("lp/automation-solutions")
})

test("detail routes are services, industries and portfolio items one level deep", () => {
  expect(detailRoute("/services/cloud-services/")).toEqual({ section: "services", slug: "cloud-services" })
  expect(detailRoute("/portfolio/fintech-mobile")).toEqual({ section: "portfolio", slug: "fintech-mobile" })
  expect(detailRoute("/services")).toBeNull()
  expect(detailRoute("/portfolios/fintech-mobile")).toBeNull()
})

test("share images: per service and industry, the default elsewhere or for unknown slugs", () => {
  expect(shareImagePath("/services/ai-development")).toBe("/og/services/ai-development.jpg")
  expect(shareImagePath("/industries/education/")).toBe("/og/industries/education.jpg")
  expect(shareImagePath("/services/brand-new-service")).toBe("/og/default.jpg")
  expect(shareImagePath("/about")).toBe("/og/default.jpg")
})

test("every listed share image exists in static/og and every file there is listed", () => {
  const dir = path.join(__dirname, "../../static/og")
  const list = (sub: string) => readdirSync(path.join(dir, sub)).map(f => f.replace(/\.jpg$/, "")).sort()
  expect(list("services")).toEqual([...SHARE_IMAGES.services].sort())
  expect(list("industries")).toEqual([...SHARE_IMAGES.industries].sort())
  expect(readdirSync(dir)).toContain("default.jpg")
})

test("breadcrumbs: Home, the listing, then the item (HTML stripped)", () => {
  expect(breadcrumbsFor("/industries/education", "<b>Education</b>")).toEqual([
    { name: "Home", path: "/" },
    { name: "Industries", path: "/industries" },
    { name: "Education", path: "/industries/education" },
  ])
  expect(breadcrumbsFor("/portfolio/fintech-mobile", "")?.[1]).toEqual({ name: "Portfolio", path: "/portfolios" })
  expect(breadcrumbsFor("/about", "About")).toBeNull()
})

test("no page record's title or description is cut in the head (limits 50 and 170; landing titles are used uncut)", () => {
  const records: { slug: string; title?: string | null; description?: string | null; meta_description?: string | null }[] =
    JSON.parse(readFileSync(path.join(__dirname, "../../content/pages.json"), "utf8"))
  const cut = records.filter(
    record => (!record.slug.startsWith("lp/") && seoTitle(record.title) !== (record.title ?? "")) || [record.description, record.meta_description].some(text => seoDescription(text) !== (text ?? ""))
  )
  expect(cut.map(record => record.slug)).toEqual([])
})
