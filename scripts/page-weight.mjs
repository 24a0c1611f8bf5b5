// What a page costs a phone in JavaScript, defined once, two ways: the scripts it downloads on load
// (the budgets' figure, measured in Chromium: scripts-on-load test, npm run bench) and its first-load
// JavaScript before hydration (read from the build: the page-weight test holds every page to it).
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { staysOnMachine } from "./serve-static.mjs"

/** Bytes after gzip at level 9, how the page-weight budgets count. */
export const gzippedSize = content => gzipSync(content, { level: 9 }).length

/** The page component's chunk name, from the page data Gatsby wrote for the route. */
function componentChunkName(dir, route) {
  const file = path.join(dir, "page-data", route === "/" ? "index" : route.replace(/^\//, ""), "page-data.json")
  if (!existsSync(file)) return null
  return JSON.parse(readFileSync(file, "utf8")).componentChunkName ?? null
}

/**
 * The JavaScript files a built page references in its HTML: script src, script preloads and the
 * bundles its loader starts after the first paint (src/build/scripts-after-paint.ts, `data-scripts`).
 */
export function referencedScripts(html) {
  const found = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\bas="script"[^>]*\shref)="\/([^"]+\.js)"/g)].map(m => m[1])
  const preloads = [...html.matchAll(/<link[^>]*\shref="\/([^"]+\.js)"[^>]*\bas="script"/g)].map(m => m[1])
  const afterPaint = [...html.matchAll(/<script data-scripts="([^"]*)"/g)].flatMap(m => m[1].split(" ")).filter(Boolean).map(src => src.replace(/^\//, ""))
  return [...new Set([...found, ...preloads, ...afterPaint])]
}

/**
 * Measures pages of the site built in `dir`: a page's first load is what a phone downloads before it
 * hydrates, the scripts its HTML references plus its page component's chunk group (webpack.stats.json),
 * gzipped. Each file is compressed once however many pages load it.
 */
export function firstLoadMeter(dir) {
  const stats = JSON.parse(readFileSync(path.join(dir, "webpack.stats.json"), "utf8"))
  const sizes = new Map()
  const sizeOf = file => {
    if (!sizes.has(file)) sizes.set(file, gzippedSize(readFileSync(path.join(dir, file))))
    return sizes.get(file)
  }
  return (route, html) => {
    const chunk = componentChunkName(dir, route)
    const group = chunk ? stats.namedChunkGroups[chunk]?.assets.map(a => a.name).filter(n => n.endsWith(".js")) ?? [] : []
    const scripts = [...new Set([...referencedScripts(html), ...group])]
    return { scripts, gzip: scripts.reduce((sum, file) => sum + sizeOf(file), 0) }
  }
}

/**
 * A route of each family of pages, as the benchmark audits them and the scripts-on-load test holds
 * them: home, the listings, a detail page of each kind, the company pages, both landing pages, the
 * not-found page itself.
 */
export const FAMILY_ROUTES = [
  "/", "/services", "/services/business-automation", "/services/ai-development", "/services/cloud-services",
  "/industries", "/industries/education", "/portfolios", "/portfolio/fintech-mobile", "/about", "/careers", "/contact",
  "/lp/automation-solutions", "/lp/ai-development-services", "/insights", "/insights/choosing-your-first-process-to-automate", "/404",
]

/**
 * The translated pages the benchmark audits beside them: each language's home, a service page and a
 * landing page (Arabic ones load the Arabic face; Turkish ones paint in the Latin one).
 */
export const LANGUAGE_ROUTES = ["/ar", "/ar/services/business-automation", "/ar/lp/automation-solutions", "/tr", "/tr/services/business-automation", "/tr/lp/automation-solutions"]

/** The phone a load is measured on: Lighthouse's mobile viewport, with touch. */
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }
/** The network is quiet after load once no request has been open for this long. */
export const QUIET_MS = 2000
/** A page whose network is not quiet this long after load is an error, not a figure. */
const LIMIT_MS = 30000

/**
 * The scripts a page downloads on load, the budgets' definition: every script response from the
 * navigation until the network has been quiet for QUIET_MS after the load event, with no input (the
 * hero, the header and every island that starts its code by itself included, whenever it starts),
 * each counted once at its body's size gzipped at level 9. Measured in a context of its own in
 * `browser` (Playwright): a new visitor's phone (no stored choices, an empty cache), every request
 * that would leave the machine aborted.
 */
export async function scriptsOnLoad(browser, url) {
  const context = await browser.newContext(PHONE)
  try {
    await context.route("**/*", route => (staysOnMachine(route.request().url()) ? route.continue() : route.abort("blockedbyclient")))
    return await scriptsOnLoadOf(await context.newPage(), url)
  } finally {
    await context.close()
  }
}

async function scriptsOnLoadOf(page, url) {
  const bodies = []
  const open = new Set()
  let last = Date.now()
  const ended = request => { open.delete(request); last = Date.now() }
  page.on("request", request => { open.add(request); last = Date.now() })
  page.on("requestfinished", ended)
  page.on("requestfailed", ended)
  page.on("response", response => {
    if (response.request().resourceType() !== "script" || !/^https?:/.test(response.url())) return
    const file = new URL(response.url()).pathname
    bodies.push(response.body().then(body => ({ file, gzip: gzippedSize(body) })))
  })
  await page.goto(url, { waitUntil: "load" })
  const loaded = Date.now()
  while (open.size > 0 || Date.now() - last < QUIET_MS) {
    if (Date.now() - loaded > LIMIT_MS) throw new Error(`${url}: the network was not quiet ${LIMIT_MS} ms after load`)
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  const byFile = new Map((await Promise.all(bodies)).map(script => [script.file, script.gzip]))
  return { scripts: [...byFile.keys()].sort(), gzip: [...byFile.values()].reduce((sum, size) => sum + size, 0) }
}
