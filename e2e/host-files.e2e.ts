/**
 * The host files of the built site, read from public/ as a host would: within the documented limits
 * of Cloudflare Pages and Netlify (src/build/host-limits.ts), no header sent twice for any file or
 * route, immutable caching only for files whose names change with their content, cross-origin
 * isolation headers on every path, and no source maps published.
 */
import { headersProblems, HOST_LIMITS, parseHeadersFile, patternMatches, redirectsProblems } from "../src/build/host-limits"
import { CACHE, isContentHashed } from "../src/build/headers"
import { sourceMapsWanted } from "../src/build/source-maps"
import { firstLoadMeter } from "../scripts/page-weight.mjs"
import { builtHtml, PUBLIC_DIR, publicFiles, readPublic } from "./support/built-site"

const FILES = publicFiles()
const ROUTES = builtHtml().map(page => page.route)
const RULES = parseHeadersFile(readPublic("_headers"))

/** Every header name a path gets, with the patterns that set it. */
function setters(pathname: string): Map<string, string[]> {
  const byName = new Map<string, string[]>()
  for (const rule of RULES.filter(r => patternMatches(r.pattern, pathname))) {
    for (const [name] of rule.headers) byName.set(name.toLowerCase(), [...(byName.get(name.toLowerCase()) ?? []), rule.pattern])
  }
  return byName
}

test("_headers is within both hosts' limits", () => {
  const text = readPublic("_headers")
  expect(headersProblems(text)).toEqual([])
  expect(RULES.length).toBeLessThanOrEqual(HOST_LIMITS.headerRules)
  expect(Math.max(...text.split("\n").map(line => line.length))).toBeLessThanOrEqual(HOST_LIMITS.headerLineChars)
  // Rules do not follow the pages: a handful for any number of them.
  expect(RULES.length).toBeLessThan(ROUTES.length)
})

test("_redirects is within both hosts' limits, and no rule matches a page (Cloudflare Pages would redirect the page)", () => {
  const text = readPublic("_redirects")
  const sources = text.trim().split("\n").map(line => line.split(/\s+/)[0])
  expect(sources.length).toBeGreaterThan(0)
  expect(redirectsProblems(text)).toEqual([])
  expect(sources.flatMap(source => ROUTES.filter(route => patternMatches(source, route)).map(route => `${source} ${route}`))).toEqual([])
})

test("no header is set by two rules for any file or route (hosts would join their values), but /static/'s second policy", () => {
  // Two Content-Security-Policy values joined are two policies, both enforced: /static/ files get the file policy too.
  const wanted = (pathname: string, name: string) => name === "content-security-policy" && pathname.startsWith("/static/")
  const doubled = [...FILES, ...ROUTES].flatMap(pathname =>
    [...setters(pathname)].filter(([name, patterns]) => patterns.length > 1 && !wanted(pathname, name)).map(([name, patterns]) => `${pathname} ${name}: ${patterns.join(" + ")}`)
  )
  expect(doubled).toEqual([])
  const statics = FILES.filter(file => file.startsWith("/static/"))
  expect(statics.length).toBeGreaterThan(50)
  expect(statics.filter(file => setters(file).get("content-security-policy")?.join(" + ") !== "/* + /static/*")).toEqual([])
})

test("/static/ holds pictures only: no HTML or other document from the CMS, and no SVG with script, handlers or foreignObject", () => {
  const statics = FILES.filter(file => file.startsWith("/static/"))
  expect(statics.filter(file => !/\.(avif|webp|jpe?g|png|gif|svg|woff2?)$/.test(file))).toEqual([])
  const svgs = statics.filter(file => file.endsWith(".svg"))
  expect(svgs.length).toBeGreaterThan(10)
  expect(svgs.filter(file => /<script|\son[a-z]+\s*=|foreignObject|javascript:/i.test(readPublic(file.slice(1))))).toEqual([])
  expect(ROUTES.filter(route => route.startsWith("/static/"))).toEqual([])
})

test("every file and route gets COOP and CORP same-origin and the site CSP", () => {
  const missing = [...FILES, ...ROUTES].filter(pathname => {
    const names = setters(pathname)
    return !names.has("cross-origin-opener-policy") || !names.has("cross-origin-resource-policy") || !names.has("content-security-policy")
  })
  expect(missing).toEqual([])
  const all = Object.fromEntries(RULES.find(r => r.pattern === "/*")?.headers ?? [])
  expect(all["Cross-Origin-Opener-Policy"]).toBe("same-origin")
  expect(all["Cross-Origin-Resource-Policy"]).toBe("same-origin")
})

test("immutable caching covers only files whose names change with their content (Partytown's are loaded by no page)", () => {
  const immutable = RULES.filter(r => r.headers.some(([name, value]) => name === "Cache-Control" && value === CACHE.immutable))
  const covered = FILES.filter(file => immutable.some(r => patternMatches(r.pattern, file)))
  expect(covered.some(file => file.startsWith("/app-"))).toBe(true)
  expect(covered.filter(file => !isContentHashed(file) && !file.startsWith("/~partytown/"))).toEqual([])
  expect(builtHtml().filter(page => page.html.includes("~partytown")).map(page => page.route)).toEqual([])
  // HTML and page-data keep revalidating: no immutable rule reaches them.
  expect([...ROUTES, ...FILES.filter(f => f.startsWith("/page-data/"))].filter(p => immutable.some(r => patternMatches(r.pattern, p)))).toEqual([])
})

test("source maps are published only by a build run with SOURCE_MAPS=1", () => {
  const maps = FILES.filter(file => file.endsWith(".map"))
  // A map inlined into a bundle (a data: URL) would publish the source too.
  const inlined = FILES.filter(file => /\.(js|css|html)$/.test(file)).filter(file => /sourceMappingURL=data:/.test(readPublic(file.slice(1))))
  if (sourceMapsWanted()) expect(maps.length).toBeGreaterThan(0)
  else expect([...maps, ...inlined]).toEqual([])
})

test("the public build holds no preview code: no Visual Editor marks, no preview reads or badge in any page or its scripts", () => {
  const meter = firstLoadMeter(PUBLIC_DIR)
  const pages = builtHtml()
  const scripts = [...new Set(pages.flatMap(page => meter(page.route, page.html).scripts))]
  const markers = ["data-directus", "/preview-api", "directus-visual-editing", "Preview: latest content"]
  const texts = [...pages.map(page => [page.route, page.html]), ...scripts.map(file => [file, readPublic(file)])]
  expect(scripts.length).toBeGreaterThan(3)
  expect(texts.flatMap(([name, text]) => markers.filter(marker => text.includes(marker)).map(marker => `${name}: ${marker}`))).toEqual([])
})
