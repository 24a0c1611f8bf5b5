import type { Browser } from "playwright-core"
import { launch, openSession, url } from "./support/browser"
import { builtHtml, oneRoutePerComposition, readPublic, routeLanguage } from "./support/built-site"
import { committed } from "./support/poll"
import { cspHash, inlineScripts } from "../src/build/scan"

const PAGES = builtHtml()
// A policy violation comes from the code a page runs: one English route of each composition (its
// template, block types and layouts) is loaded. A translation runs the English page's code: each
// language's home samples them.
const ENGLISH = PAGES.map(page => page.route).filter(route => !/(^|\/)404(\.html)?$/.test(route) && routeLanguage(route) === "en")
const ROUTES = [...oneRoutePerComposition(ENGLISH), ...PAGES.map(page => page.route).filter(route => /^\/[a-z]{2}$/.test(route))]

/** The `/*` rule's headers from public/_headers. */
function globalHeaders(): Record<string, string> {
  const block = readPublic("_headers").split(/\n(?=\S)/).find(b => b.split("\n")[0] === "/*") ?? ""
  return Object.fromEntries(
    block.split("\n").slice(1).map(line => line.trim().split(/:\s*(.*)/s).slice(0, 2) as [string, string])
  )
}

/** A policy's directives by name. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(policy.split(";").map(d => d.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...sources]) => [name, sources]))

/** The page's own policy: its first meta CSP, and where it stands in the document. */
function pagePolicyOf(html: string): { policy: string; at: number } {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/i.exec(html)
  return { policy: match?.[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&") ?? "", at: match?.index ?? -1 }
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe("Content-Security-Policy", () => {
  test("every page's own policy lists the hashes of its executed inline scripts, stands before any script, and has no 'unsafe-inline' or 'unsafe-eval'", () => {
    const problems: string[] = []
    let count = 0
    for (const { route, html } of PAGES) {
      const { policy, at } = pagePolicyOf(html)
      const scriptSrc = directives(policy)["script-src"] ?? []
      // WebAssembly alone may be compiled (the site search's index reader); never inline or eval'd script.
      if (scriptSrc.some(source => /unsafe/.test(source) && source !== "'wasm-unsafe-eval'")) problems.push(`${route}: ${scriptSrc.join(" ")}`)
      if (at < 0 || at > html.search(/<script\b/i) || at > html.search(/<link\b/i)) problems.push(`${route}: policy missing or after a script`)
      if (directives(policy)["object-src"]?.join(" ") !== "'none'") problems.push(`${route}: object-src`)
      for (const body of inlineScripts(html)) {
        count += 1
        if (!scriptSrc.includes(cspHash(body))) problems.push(`${route}: ${body.slice(0, 60)}`)
      }
      // Only the page's own scripts: the list does not grow with the site.
      if (scriptSrc.filter(source => source.startsWith("'sha256-")).length !== inlineScripts(html).length) problems.push(`${route}: extra hashes`)
    }
    expect(count).toBeGreaterThan(PAGES.length)
    expect(problems).toEqual([])
  })

  test("the header policy leaves scripts to the page's (two policies must both pass) and keeps the site-wide directives", () => {
    const site = directives(globalHeaders()["Content-Security-Policy"] ?? "")
    expect(site["script-src"]).toBeUndefined()
    expect(site["script-src-elem"]).toBeUndefined()
    expect(site["default-src"]).toBeUndefined()
    expect(site["frame-ancestors"]).toEqual(["'none'"])
    expect(site["object-src"]).toEqual(["'none'"])
    expect(site["base-uri"]).toEqual(["'self'"])
    expect(site["form-action"]).toEqual(["'self'"])
    expect(site["connect-src"]).toContain("'self'")
  })

  test("an injected inline script is refused on a page under both policies", async () => {
    const { page, context } = await openSession(browser, { enforceCsp: true })
    await page.goto(url("/contact"), { waitUntil: "load" })
    const ran = await page.evaluate(async () => {
      const violation = new Promise<string>(resolve => document.addEventListener("securitypolicyviolation", e => resolve(e.violatedDirective), { once: true }))
      const script = document.createElement("script")
      script.textContent = "window.__injected = true"
      document.body.append(script)
      return { injected: (window as unknown as { __injected?: boolean }).__injected ?? false, directive: await violation }
    })
    expect(ran).toEqual({ injected: false, directive: "script-src-elem" })
    await context.close()
  })

  test("analytics load after consent under the policy", async () => {
    const { page, context } = await openSession(browser, { enforceCsp: true })
    const violations: string[] = []
    await page.exposeFunction("__violation", (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", e => (window as unknown as { __violation(t: string): void }).__violation(`${e.violatedDirective} ${e.blockedURI}`))
    })
    await page.goto(url("/about"))
    const gtag = page.waitForRequest(r => r.url().startsWith("https://www.googletagmanager.com/gtag/js?id=G-"))
    const pixel = page.waitForRequest(r => r.url().startsWith("https://connect.facebook.net/"))
    await page.getByRole("region", { name: "Your privacy choices" }).getByRole("button", { name: "Accept all" }).click()
    await Promise.all([gtag, pixel])
    expect(violations).toEqual([])
    await context.close()
  })
})

describe("_headers", () => {
  test("the security headers reach the browser; hashed assets are immutable, HTML and page-data revalidate", async () => {
    const { page, context } = await openSession(browser, { enforceCsp: true })
    const response = await page.goto(url("/services"))
    const headers = response?.headers() ?? {}
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin")
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin")
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
    // The bundles start after the first paint, from the page's own (hashed) loader: under this CSP
    // the page still hydrates.
    await committed(page)
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
    // Hydrated: what the page runs in the browser once it is live has run under the policy too.
    await committed(page)
    // Scrolling through the page loads whatever is lazy (images, on-demand code) under the policy too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState("networkidle")
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
    expect(violations).toEqual([])
    expect(consoleErrors.filter(text => /Content Security Policy|Refused to/i.test(text))).toEqual([])
    await context.close()
  })
})
