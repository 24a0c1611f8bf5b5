import { robotsTxt, sitemapXml } from "../../src/build/sitemap"
import { webManifest } from "../../src/build/icons"

test("sitemap lists canonical URLs without trailing slashes, once each, sorted", () => {
  const xml = sitemapXml(["/services/", "/", "/about", "/about/"], "https://www.lumenaut.dev/")
  expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
    "<loc>https://www.lumenaut.dev</loc>",
    "<loc>https://www.lumenaut.dev/about</loc>",
    "<loc>https://www.lumenaut.dev/services</loc>",
  ])
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/)
  // A page in one language names no alternates.
  expect(xml).not.toContain("xhtml:link")
})

test("a page in several languages lists each with every language's address and its English one as the default", () => {
  const xml = sitemapXml(["/", "/ar", "/about", "/ar/about/", "/tr/about", "/careers"], "https://www.lumenaut.dev")
  const site = "https://www.lumenaut.dev"
  const about = ["en", `${site}/about`, "ar", `${site}/ar/about`, "tr", `${site}/tr/about`, "x-default", `${site}/about`]
  const links = (pairs: string[]) => pairs.reduce<string[]>((out, value, index) =>
    index % 2 ? [...out, `<xhtml:link rel="alternate" hreflang="${pairs[index - 1]}" href="${value}"/>`] : out, []).join("")
  expect(xml).toContain(`<url><loc>${site}/ar/about</loc>${links(about)}</url>`)
  expect(xml).toContain(`<url><loc>${site}/tr/about</loc>${links(about)}</url>`)
  expect(xml).toContain(`<url><loc>${site}</loc>${links(["en", site, "ar", `${site}/ar`, "x-default", site])}</url>`)
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
