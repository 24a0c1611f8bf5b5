import { robotsTxt, sitemapXml } from "../../src/build/sitemap"
import { webManifest } from "../../src/build/icons"

const site = "https://www.lumenaut.dev"
const inOneLanguage = (...routes: string[]) => routes.map(route => ({ route, alternates: [] }))

test("sitemap lists canonical URLs without trailing slashes, once each, sorted", () => {
  const xml = sitemapXml(inOneLanguage("/services/", "/", "/about", "/about/"), "https://www.lumenaut.dev/")
  expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
    "<loc>https://www.lumenaut.dev</loc>",
    "<loc>https://www.lumenaut.dev/about</loc>",
    "<loc>https://www.lumenaut.dev/services</loc>",
  ])
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/)
  // A page in one language names no alternates.
  expect(xml).not.toContain("xhtml:link")
})

test("a page in several languages lists each with its head's alternates: every language's address (a translation's own slug included), then the English one as the default", () => {
  const service = [
    { hreflang: "en", href: `${site}/services/ai-development` },
    { hreflang: "tr", href: `${site}/tr/services/yapay-zeka-gelistirme` },
    { hreflang: "x-default", href: `${site}/services/ai-development` },
  ]
  const pages = [
    ...inOneLanguage("/careers"),
    { route: "/services/ai-development/", alternates: service },
    { route: "/tr/services/yapay-zeka-gelistirme", alternates: service },
  ]
  const xml = sitemapXml(pages, site)
  const links = service.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`).join("")
  expect(xml).toContain(`<url><loc>${site}/services/ai-development</loc>${links}</url>`)
  expect(xml).toContain(`<url><loc>${site}/tr/services/yapay-zeka-gelistirme</loc>${links}</url>`)
  expect(xml).toContain(`<url><loc>${site}/careers</loc></url>`)
})

test("robots.txt allows crawling and points at the sitemap", () => {
  expect(robotsTxt("https://www.lumenaut.dev")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.lumenaut.dev/sitemap.xml\n")
})

test("the web manifest names the site and lists 192 and 512 px icons", () => {
  const manifest = JSON.parse(webManifest())
  expect(manifest).toMatchObject({ name: "Lumenaut Technologies", short_name: "Lumenaut", start_url: "/", display: "standalone" })
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
})
