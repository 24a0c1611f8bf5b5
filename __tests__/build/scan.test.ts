/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { builtPages, hreflangLinks } from "../../src/build/scan"

let publicDir = ""
beforeAll(() => {
  publicDir = mkdtempSync(path.join(os.tmpdir(), "scan-"))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    writeFileSync(path.join(publicDir, file), text)
  }
  write("index.html", "<html><head></head></html>")
  write("about/index.html", "<html><head></head></html>")
  write("404.html", "<html><head></head></html>")
  // Files in Gatsby's static folder: an HTML file there (an upload) is no page of the site.
  write("static/0aac14c4879a527d89be0ad11e34e63e/evil.html", "<html><head><script>alert(1)</script></head></html>")
  write("static/0aac14c4879a527d89be0ad11e34e63e/logo.svg", "<svg/>")
  write("services/static/index.html", "<html><head></head></html>")
})
afterAll(() => rmSync(publicDir, { recursive: true, force: true }))

test("the built pages are the HTML files outside Gatsby's static folder: no page policy or sitemap entry for a file there", async () => {
  expect((await builtPages(publicDir)).map(page => page.route)).toEqual(["/404.html", "/about", "/", "/services/static"])
})

test("a page's hreflang links are read from its head as it renders them, in order, whatever the attributes' order", () => {
  const html = [
    '<head><link rel="canonical" href="https://site.test/tr/hizmetler"/>',
    '<link rel="alternate" hreflang="en" href="https://site.test/services?a=1&amp;b=2"/>',
    '<link href="https://site.test/tr/hizmetler" hreflang="tr" rel="alternate"/>',
    '<link rel="alternate" type="application/rss+xml" href="https://site.test/rss.xml"/>',
    '<link rel="alternate" hreflang="x-default" href="https://site.test/services?a=1&amp;b=2"/></head>',
  ].join("")
  expect(hreflangLinks(html)).toEqual([
    { hreflang: "en", href: "https://site.test/services?a=1&b=2" },
    { hreflang: "tr", href: "https://site.test/tr/hizmetler" },
    { hreflang: "x-default", href: "https://site.test/services?a=1&b=2" },
  ])
})
