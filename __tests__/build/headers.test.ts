import { CACHE, filePolicy, headersFile, isContentHashed, pagePolicy, sitePolicy } from "../../src/build/headers"
import { patternMatches, parseHeadersFile } from "../../src/build/host-limits"
import { cspHash, inlineScripts, isNoindex, routeOf } from "../../src/build/scan"

const HTML = `<html><head><script type="module">const a=1</script><script src="/app-1.js" async></script>
<script type="application/ld+json">{"a":1}</script><script type='text/javascript'>b()</script>
<script type=importmap>{}</script><script type="text/template"><p></p></script></head><body><script
  id="x">window.pagePath="/";</script></body></html>`

test("inline scripts are the bodies the browser runs: data blocks such as JSON-LD are not scripts", () => {
  expect(inlineScripts(HTML)).toEqual(["const a=1", "b()", "{}", 'window.pagePath="/";'])
})

test("hashes are the CSP's base64 sha256 of the exact body", () => {
  // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
  expect(cspHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
})

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map(d => d.split(" ")).map(([name, ...sources]) => [name, sources]))

test("the page policy lists every hash once, and never 'unsafe-inline' or 'unsafe-eval' for scripts (WebAssembly alone: the site search)", () => {
  const page = directives(pagePolicy([cspHash("a"), cspHash("b"), cspHash("a")]))
  expect(page["script-src"].filter(s => s.startsWith("'sha256-"))).toHaveLength(2)
  expect(page["script-src"].filter(s => /unsafe/.test(s))).toEqual(["'wasm-unsafe-eval'"])
  expect(page["object-src"]).toEqual(["'none'"])
  expect(page["base-uri"]).toEqual(["'self'"])
})

test("the site policy leaves scripts to the page policy: a script-src or default-src there would refuse the hashed inline scripts", () => {
  const site = directives(sitePolicy())
  for (const name of ["script-src", "script-src-elem", "default-src"]) expect(site[name]).toBeUndefined()
  expect(site["frame-ancestors"]).toEqual(["'none'"])
  expect(site["object-src"]).toEqual(["'none'"])
  // Every other fetch directive default-src 'self' used to decide is named.
  for (const name of ["child-src", "manifest-src", "media-src"]) expect(site[name]).toEqual(["'self'"])
  expect(site["connect-src"]).toEqual(expect.arrayContaining(["'self'", "https://automation.lumenaut.dev"]))
  expect(sitePolicy()).not.toMatch(/sha256/)
})

/** The policy's directives as built with these environment variables (the site config reads them at import). */
function directivesWith(env: Record<string, string>): Record<string, string[]> {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    let csp = ""
    jest.isolateModules(() => {
      const headers = require("../../src/build/headers") as typeof import("../../src/build/headers")
      csp = `${headers.sitePolicy()}; ${headers.pagePolicy([])}`
    })
    return directives(csp)
  } finally {
    process.env = saved
  }
}

const NO_ANALYTICS = { GATSBY_GA_MEASUREMENT_ID: "", GATSBY_META_PIXEL_ID: "" }
const GA4_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"]

test("connect-src comes from the configured endpoints: webhooks, public CMS and both geo lookups", () => {
  const policy = directivesWith({
    ...NO_ANALYTICS,
    GATSBY_AUTOMATION_BASE_URL: "https://hooks.example.test",
    GATSBY_LEAD_WEBHOOK_URL: "https://leads.example.test/webhook/lead",
    GATSBY_CMS_PUBLIC_URL: "https://cms.example.test",
    GATSBY_GEO_TRACE_URL: "https://trace.example.test/cdn-cgi/trace",
    GATSBY_GEO_IPINFO_URL: "https://ipinfo.example.test/json",
  })
  expect([...policy["connect-src"]].sort()).toEqual(
    ["'self'", "https://cms.example.test", "https://hooks.example.test", "https://ipinfo.example.test", "https://leads.example.test", "https://trace.example.test"]
  )
})

test("Google Analytics and the Meta Pixel are allowed as their vendors document, only when configured", () => {
  const on = directivesWith({ GATSBY_GA_MEASUREMENT_ID: "G-TEST", GATSBY_META_PIXEL_ID: "1" })
  expect(on["connect-src"]).toEqual(expect.arrayContaining([...GA4_CONNECT, "https://www.facebook.com"]))
  expect(on["script-src"]).toEqual(expect.arrayContaining(["https://*.googletagmanager.com", "https://connect.facebook.net"]))
  // The pixels' image beacons (and CMS images given as absolute URLs) are covered by https:.
  expect(on["img-src"]).toContain("https:")
  const off = directivesWith(NO_ANALYTICS)
  expect([...off["connect-src"], ...off["script-src"]].filter(s => /google|facebook/.test(s))).toEqual([])
})

/** The headers a host sends for a path: every matching rule's, values of a repeated name joined (both hosts do). */
function headersFor(file: string, pathname: string): Record<string, string> {
  const sent: Record<string, string[]> = {}
  for (const rule of parseHeadersFile(file).filter(r => patternMatches(r.pattern, pathname))) {
    for (const [name, value] of rule.headers) sent[name] = [...(sent[name] ?? []), value]
  }
  return Object.fromEntries(Object.entries(sent).map(([name, values]) => [name, values.join(", ")]))
}

test("_headers: security headers for every path, immutable hashed files, page-data revalidated, no header from two rules but /static/'s second policy", () => {
  const file = headersFile()
  const paths = ["/", "/about", "/services/ai-development", "/app-4031b3c932c82eb3370e.js", "/static/0aac14c4879a527d89be0ad11e34e63e/a.webp", "/page-data/about/page-data.json", "/sitemap.xml"]
  for (const pathname of paths) {
    const sent = headersFor(file, pathname)
    expect(sent["Content-Security-Policy"]).toBe(pathname.startsWith("/static/") ? `${sitePolicy()}, ${filePolicy()}` : sitePolicy())
    expect(sent["Cross-Origin-Opener-Policy"]).toBe("same-origin")
    expect(sent["Cross-Origin-Resource-Policy"]).toBe("same-origin")
    for (const header of ["Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]) expect(sent[header]).toBeTruthy()
  }
  expect(headersFor(file, "/app-4031b3c932c82eb3370e.js")["Cache-Control"]).toBe(CACHE.immutable)
  expect(headersFor(file, "/static/0aac14c4879a527d89be0ad11e34e63e/a.webp")["Cache-Control"]).toBe(CACHE.immutable)
  expect(headersFor(file, "/page-data/about/page-data.json")["Cache-Control"]).toBe(CACHE.revalidate)
  // HTML gets the hosts' default (public, max-age=0, must-revalidate): no rule gives it another.
  expect(headersFor(file, "/about")["Cache-Control"]).toBeUndefined()
})

test("a file under /static/ (an upload) opened as a document runs nothing: no script source at all, sandboxed, only inline pictures and styles", () => {
  const sent = headersFor(headersFile(), "/static/0aac14c4879a527d89be0ad11e34e63e/logo.svg")["Content-Security-Policy"]
  // Two policies, both enforced: the file policy's directives decide scripts, whatever the site policy leaves open.
  const [site, files] = sent.split(", ").map(directives)
  expect(site["script-src"]).toBeUndefined()
  expect(files).toEqual({ "default-src": ["'none'"], "img-src": ["data:"], "style-src": ["'unsafe-inline'"], sandbox: [] })
  for (const page of ["/", "/about", "/404.html", "/sitemap.xml"]) expect(headersFor(headersFile(), page)["Content-Security-Policy"]).not.toContain("sandbox")
})

test("helpers: hashed asset names, routes of built files, noindex detection", () => {
  expect(isContentHashed("/framework-eb5d39874aaa9f482341.js")).toBe(true)
  expect(isContentHashed("/static/0aac14c4879a527d89be0ad11e34e63e/logo.png")).toBe(true)
  expect(isContentHashed("/framework-eb5d39874aaa9f482341.js.map")).toBe(false)
  expect(isContentHashed("/~partytown/partytown.js")).toBe(false)
  expect(isContentHashed("/fonts/noto-sans-arabic-5.3.0/noto-sans-arabic-arabic-400-normal.woff2")).toBe(true)
  expect(isContentHashed("/fonts/noto-sans-arabic/noto-sans-arabic-arabic-400-normal.woff2")).toBe(false)
  expect(routeOf("index.html")).toBe("/")
  expect(routeOf("services/ai-development/index.html")).toBe("/services/ai-development")
  expect(routeOf("404.html")).toBe("/404.html")
  expect(isNoindex('<meta name="robots" content="noindex, nofollow" data-gatsby-head="true"/>')).toBe(true)
  expect(isNoindex('<meta name="robots" content="index, follow"/>')).toBe(false)
})
