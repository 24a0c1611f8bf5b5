import { createHash } from "crypto"
import type { Browser } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import { builtHtml, readPublic } from "./support/built-site"

const PAGES = builtHtml()
const ROUTES = PAGES.map(page => page.route).filter(route => route !== "/404.html" && route !== "/404")

/** The `/*` rule's headers from public/_headers. */
function globalHeaders(): Record<string, string> {
  const block = readPublic("_headers").split(/\n(?=\S)/).find(b => b.split("\n")[0] === "/*") ?? ""
  return Object.fromEntries(
    block.split("\n").slice(1).map(line => line.trim().split(/:\s*(.*)/s).slice(0, 2) as [string, string])
  )
}

function scriptSrc(): string[] {
  const csp = globalHeaders()["Content-Security-Policy"] ?? ""
  return (csp.split(";").map(d => d.trim()).find(d => d.startsWith("script-src ")) ?? "").split(/\s+/).slice(1)
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe("_headers", () => {
  test("every inline script of every built page has its hash in the CSP, which has no 'unsafe-inline'", () => {
    const allowed = new Set(scriptSrc())
    expect(allowed.has("'unsafe-inline'")).toBe(false)
    expect(allowed.has("'unsafe-eval'")).toBe(false)
    const missing: string[] = []
    let count = 0
    for (const { route, html } of PAGES) {
      for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
        if (/\ssrc\s*=/i.test(` ${match[1]}`)) continue
        count += 1
        const hash = `'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`
        if (!allowed.has(hash)) missing.push(`${route}: ${match[2].slice(0, 60)}`)
      }
    }
    expect(count).toBeGreaterThan(PAGES.length)
    expect(missing).toEqual([])
  })

  test("the security headers reach the browser; hashed assets are immutable, HTML and page-data revalidate", async () => {
    const { page, context } = await openSession(browser, { enforceCsp: true })
    const response = await page.goto(url("/services"))
    const headers = response?.headers() ?? {}
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
    const app = await page.evaluate(() => Array.from(document.scripts).map(s => s.getAttribute("src")).find(s => s?.startsWith("/app-")))
    expect((await page.request.get(url(app ?? "/missing"))).headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect((await page.request.get(url("/page-data/app-data.json"))).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate")
    await context.close()
  })
})

describe("no CSP violation on any route", () => {
  test.each([...ROUTES, "/no-such-page"])("%s", async route => {
    const { page, context, consoleErrors } = await openSession(browser, { enforceCsp: true })
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] }
      w.__cspViolations = []
      document.addEventListener("securitypolicyviolation", event => {
        w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
      })
    })
    const response = await page.goto(url(route), { waitUntil: "load" })
    expect(response?.headers()["content-security-policy"]).toBeTruthy()
    // Hydration has run once Gatsby's Head has re-rendered the head tags in the browser.
    await page.waitForFunction(() => Boolean((window as unknown as { ___gatsby?: unknown }).___gatsby) && document.readyState === "complete")
    // Scrolling through the page loads whatever is lazy (images, on-demand code) under the policy too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState("networkidle")
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
    expect(violations).toEqual([])
    expect(consoleErrors.filter(text => /Content Security Policy|Refused to/i.test(text))).toEqual([])
    await context.close()
  })
})
