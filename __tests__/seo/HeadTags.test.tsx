import { readFileSync } from "fs"
import path from "path"
import { render } from "@testing-library/react"
import { webManifest } from "../../src/build/icons"
import { HeadTags } from "../../src/components/seo/HeadTags"
import { SEO_PAGE_FIELDS, headModel } from "../../src/components/seo/head-model"
import type { HeadInput, SeoPageRecord } from "../../src/components/seo/head-model"
import { theme } from "../../src/styles/theme"

/** A route's head as the build makes it (its page record over its own values) and its Head renders it. */
const Seo = ({ record, ...input }: HeadInput & { record?: SeoPageRecord }) => <HeadTags head={headModel(input, record)} />

/** The page record of a route (pages collection, by the route's slug). */
const record = {
  slug: "services/cloud-services",
  title: "Cloud Services: AWS, Azure & Google Cloud | Lumenaut",
  description: "Cloud migration and operations.",
  metaDescription: null,
  canonicalLink: null,
  jsonLdSchema: { "@type": "FAQPage", name: "</script><script>window.pwned=1</script>" },
}

test("renders one title, description and canonical with Open Graph, Twitter and JSON-LD", () => {
  const { container } = render(<Seo title="Cloud Services" description="Fallback" pathname="/services/cloud-services/" record={record} crumbNames={{ home: "Home", services: "Services", industries: "Industries", portfolio: "Portfolio" }} />)
  const meta = (selector: string) => container.querySelector(selector)?.getAttribute("content")
  expect(container.querySelectorAll("title")).toHaveLength(1)
  // The record title has 52 characters: cut at 50 with an ellipsis.
  expect(container.querySelector("title")?.textContent).toBe("Cloud Services: AWS, Azure & Google Cloud | Lumena...")
  expect(container.querySelectorAll('meta[name="description"]')).toHaveLength(1)
  expect(meta('meta[name="description"]')).toBe("Cloud migration and operations.")
  expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.lumenaut.dev/services/cloud-services")
  expect(meta('meta[name="robots"]')).toBe("index, follow")
  expect(meta('meta[property="og:image"]')).toBe("https://www.lumenaut.dev/og/default.jpg")
  expect(meta('meta[property="og:image:width"]')).toBe("1200")
  expect(meta('meta[property="og:image:height"]')).toBe("630")
  expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image")
  const blocks = Array.from(container.querySelectorAll('script[type="application/ld+json"]'))
  expect(blocks.map(b => JSON.parse(b.textContent ?? "")["@type"])).toEqual(["Organization", "BreadcrumbList", "Service", "FAQPage"])
  expect(blocks[3].innerHTML).not.toContain("</script")
})

test("falls back to the props when the route has no page record", () => {
  const { container } = render(<Seo title="Page Not Found" description="Sorry." pathname="/missing" noindex />)
  expect(container.querySelector("title")?.textContent).toBe("Page Not Found")
  expect(container.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow")
})

test("the record's values win over the props; the canonical stays the route's own", () => {
  const { container } = render(<Seo title="x" description="Fallback" pathname="/lp/cloud" record={record} />)
  expect(container.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Cloud migration and operations.")
  expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.lumenaut.dev/lp/cloud")
})

test("the address bar's colour is the web manifest's: the theme's navy", () => {
  const { container } = render(<Seo title="Home" description="" pathname="/" />)
  const manifest = JSON.parse(webManifest())
  expect(container.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe(manifest.theme_color)
  expect(manifest.theme_color).toBe(theme.color.navy)
  expect(manifest.background_color).toBe(theme.color.surface)
})

test("in the browser the head links the web manifest the build writes", () => {
  const { container } = render(<Seo title="Home" description="" pathname="/" />)
  expect(container.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/site.webmanifest")
  expect(container.querySelector("noscript")).toBeNull()
})

test("the build's route query reads the same page record fields as the SeoPageFields fragment", () => {
  const source = readFileSync(path.join(__dirname, "../../src/components/seo/seo-page-fields.ts"), "utf8")
  const fragment = /fragment SeoPageFields on DirectusPage \{([^}]*)\}/.exec(source)?.[1] ?? ""
  expect(fragment.trim().split(/\s+/).sort()).toEqual(SEO_PAGE_FIELDS.split(" ").sort())
})
