// First-load JavaScript of a built Gatsby page, defined once: the page-weight test holds every page
// of the site to an absolute budget, and the benchmark compares each route's to a bare Gatsby page's.
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"

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
