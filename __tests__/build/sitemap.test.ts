import { robotsTxt, sitemapXml } from "../../src/build/sitemap"
import { webManifest } from "../../src/build/icons"

test("sitemap lists canonical URLs without trailing slashes, once each, sorted", () => {
  const xml = sitemapXml(["/services/", "/", "/about", "/about/"], "https://www.lumenaut.dev/")
  expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
    "<loc>https://www.lumenaut.dev</loc>",
    "<loc>https://www.lumenaut.dev/about</loc>",
    "<loc>https://www.lumenaut.dev/services</loc>",
  ])
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
})

test("robots.txt allows crawling and points at the sitemap", () => {
  expect(robotsTxt("https://www.lumenaut.dev")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.lumenaut.dev/sitemap.xml\n")
})

test("the web manifest names the site and lists 192 and 512 px icons", () => {
  const manifest = JSON.parse(webManifest())
  expect(manifest).toMatchObject({ name: "Lumenaut Technologies", short_name: "Lumenaut", start_url: "/", display: "standalone" })
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
})
