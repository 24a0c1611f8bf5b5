import { contentSecurityPolicy, headersFile, isHashedAsset } from "../../src/build/headers"
import { cspHash, inlineScripts, isNoindex, routeOf } from "../../src/build/scan"

const HTML = `<html><head><script type="module">const a=1</script><script src="/app-1.js" async></script>
<script type="application/ld+json">{"a":1}</script></head><body><script
  id="x">window.pagePath="/";</script></body></html>`

test("inline scripts are the bodies of scripts without src", () => {
  expect(inlineScripts(HTML)).toEqual(["const a=1", '{"a":1}', 'window.pagePath="/";'])
})

test("hashes are the CSP's base64 sha256 of the exact body", () => {
  // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
  expect(cspHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
})

test("the policy lists every hash once, and never 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
  const csp = contentSecurityPolicy([cspHash("a"), cspHash("b"), cspHash("a")])
  const scriptSrc = csp.split("; ").find(d => d.startsWith("script-src ")) ?? ""
  expect(scriptSrc.match(/'sha256-/g)).toHaveLength(2)
  expect(scriptSrc).not.toMatch(/unsafe/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/automation\.lumenaut\.dev/)
})

/** The policy's directives as built with these environment variables (the site config reads them at import). */
function directivesWith(env: Record<string, string>): Record<string, string[]> {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    let csp = ""
    jest.isolateModules(() => {
      csp = (require("../../src/build/headers") as typeof import("../../src/build/headers")).contentSecurityPolicy([])
    })
    return Object.fromEntries(csp.split("; ").map(d => d.split(" ")).map(([name, ...sources]) => [name, sources]))
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

test("_headers: security headers once for every path, immutable hashed assets, revalidated HTML and page-data", () => {
  const file = headersFile({ scriptHashes: [cspHash("a")], htmlRoutes: ["/", "/about"], hashedAssets: ["app-4031b3c932c82eb3370e.js"] })
  const blocks = file.split(/\n(?=\S)/).slice(1)
  const block = (pattern: string) => blocks.find(b => b.split("\n")[0] === pattern) ?? ""
  for (const header of ["Content-Security-Policy", "Strict-Transport-Security", "X-Content-Type-Options: nosniff", "Referrer-Policy", "Permissions-Policy"]) {
    expect(block("/*")).toContain(header)
  }
  expect(block("/static/*")).toContain("Cache-Control: public, max-age=31536000, immutable")
  expect(block("/app-4031b3c932c82eb3370e.js")).toContain("immutable")
  expect(block("/page-data/*")).toContain("Cache-Control: public, max-age=0, must-revalidate")
  expect(block("/about")).toContain("must-revalidate")
  expect(block("/")).toContain("must-revalidate")
  // No header is set twice for one path by the rules other than /*.
  expect(file.match(/Content-Security-Policy/g)).toHaveLength(1)
})

test("helpers: hashed asset names, routes of built files, noindex detection", () => {
  expect(isHashedAsset("framework-eb5d39874aaa9f482341.js")).toBe(true)
  expect(isHashedAsset("framework-eb5d39874aaa9f482341.js.map")).toBe(false)
  expect(isHashedAsset("sw.js")).toBe(false)
  expect(routeOf("index.html")).toBe("/")
  expect(routeOf("services/ai-development/index.html")).toBe("/services/ai-development")
  expect(routeOf("404.html")).toBe("/404.html")
  expect(isNoindex('<meta name="robots" content="noindex, nofollow" data-gatsby-head="true"/>')).toBe(true)
  expect(isNoindex('<meta name="robots" content="index, follow"/>')).toBe(false)
})
