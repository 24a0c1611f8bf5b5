import { readdirSync, readFileSync } from "fs"
import path from "path"
import { SHARE_IMAGES, breadcrumbsFor, detailRoute, pageSlug, seoDescription, seoTitle, shareCardOf } from "../../src/content/seo"

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

test("a page's share card: its title without the site's name, and its part of the site", () => {
  expect(shareCardOf("/services/ai-development", "AI Development Services | Lumenaut")).toEqual({ title: "AI Development Services", section: "Services" })
  expect(shareCardOf("/", "Lumenaut | AI, Automation & Software Development")).toEqual({ title: "AI, Automation & Software Development", section: "" })
  expect(shareCardOf("/careers/", "Careers at Lumenaut | Join Our Team in Lahore")).toEqual({ title: "Careers at Lumenaut", section: "" })
  expect(shareCardOf("/portfolio/fintech-mobile", "<em>Fintech</em> Mobile")).toEqual({ title: "Fintech Mobile", section: "Case study" })
  expect(shareCardOf("/insights/topic/devops", "DevOps")).toEqual({ title: "DevOps", section: "Insights" })
  expect(shareCardOf("/industries/education", "Lumenaut")).toEqual({ title: "Lumenaut", section: "Industries" })
})

test("pages the build makes no image for share the default one, which exists in static/og", () => {
  expect(SHARE_IMAGES.default).toBe("/og/default.jpg")
  expect(readdirSync(path.join(__dirname, "../../static/og"))).toEqual(["default.jpg"])
})

test("breadcrumbs: Home, the listing, then the item (HTML stripped), named in the page's language", () => {
  const names = { home: "Home", services: "Services", industries: "Industries", portfolio: "Portfolio" }
  expect(breadcrumbsFor("/industries/education", "<b>Education</b>", names)).toEqual([
    { name: "Home", path: "/" },
    { name: "Industries", path: "/industries" },
    { name: "Education", path: "/industries/education" },
  ])
  expect(breadcrumbsFor("/portfolio/fintech-mobile", "", names)?.[1]).toEqual({ name: "Portfolio", path: "/portfolios" })
  expect(breadcrumbsFor("/about", "About", names)).toBeNull()
  const arabic = { home: "الرئيسية", services: "الخدمات", industries: "القطاعات", portfolio: "أعمالنا" }
  expect(breadcrumbsFor("/services/ai-development", "تطوير الذكاء الاصطناعي", arabic)?.map(crumb => crumb.name)).toEqual(["الرئيسية", "الخدمات", "تطوير الذكاء الاصطناعي"])
})

test("no page record's title or description is cut in the head (limits 50 and 170; landing titles are used uncut)", () => {
  const records: { slug: string; title?: string | null; description?: string | null; meta_description?: string | null }[] =
    JSON.parse(readFileSync(path.join(__dirname, "../../content/pages.json"), "utf8"))
  const cut = records.filter(
    record => (!record.slug.startsWith("lp/") && seoTitle(record.title) !== (record.title ?? "")) || [record.description, record.meta_description].some(text => seoDescription(text) !== (text ?? ""))
  )
  expect(cut.map(record => record.slug)).toEqual([])
})
