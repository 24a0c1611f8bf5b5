import { existsSync, readFileSync } from "fs"
import path from "path"
import { gzipSync } from "zlib"
import { PUBLIC_DIR, builtHtml } from "./built-site"

/**
 * Budgets of issue [budgets]: what a phone downloads before the page hydrates, gzipped; and in how
 * many script files, each a request and a task of its own (nine when each styled component
 * became a chunk of its own: see gatsby-config.ts).
 */
export const BUDGET = { firstLoadJs: 100 * 1024, html: 50 * 1024, firstLoadFiles: 6 } as const

/** Strings that only the form libraries' code contains (minifiers keep strings and property names). */
export const FORM_LIBRARY_MARKERS = {
  "react-phone-input-2 and its stylesheet": "react-tel-input",
  "libphonenumber-js metadata": "country_calling_codes",
  yup: "is a required field",
  "react-hook-form": "shouldUnregister",
} as const

export interface PageWeight {
  route: string
  htmlGzip: number
  firstLoadJsGzip: number
  /** Script files in the first load: those the HTML references plus the page's chunk group. */
  scripts: string[]
}

type Stats = { namedChunkGroups: Record<string, { assets: { name: string }[] }> }

const gzipped = (content: string | Buffer) => gzipSync(content, { level: 9 }).length

/** The page component's chunk name, from the page data Gatsby wrote for the route. */
function componentChunkName(dir: string, route: string): string | null {
  const file = path.join(dir, "page-data", route === "/" ? "index" : route.replace(/^\//, ""), "page-data.json")
  if (!existsSync(file)) return null
  return (JSON.parse(readFileSync(file, "utf8")) as { componentChunkName?: string }).componentChunkName ?? null
}

/** The JavaScript files a built page references in its HTML (script src and script preloads). */
export function referencedScripts(html: string): string[] {
  const found = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\bas="script"[^>]*\shref)="\/([^"]+\.js)"/g)].map(m => m[1])
  const preloads = [...html.matchAll(/<link[^>]*\shref="\/([^"]+\.js)"[^>]*\bas="script"/g)].map(m => m[1])
  return [...new Set([...found, ...preloads])]
}

/** First-load JavaScript and HTML weight (gzipped) of every built page. */
export function pageWeights(dir: string = PUBLIC_DIR): PageWeight[] {
  const stats = JSON.parse(readFileSync(path.join(dir, "webpack.stats.json"), "utf8")) as Stats
  const sizes = new Map<string, number>()
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipped(readFileSync(path.join(dir, file))))
    return sizes.get(file)!
  }
  return builtHtml(dir).map(({ route, html }) => {
    const chunk = componentChunkName(dir, route)
    const group = chunk ? stats.namedChunkGroups[chunk]?.assets.map(a => a.name).filter(n => n.endsWith(".js")) ?? [] : []
    const scripts = [...new Set([...referencedScripts(html), ...group])]
    return { route, htmlGzip: gzipped(html), firstLoadJsGzip: scripts.reduce((sum, file) => sum + sizeOf(file), 0), scripts }
  })
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
