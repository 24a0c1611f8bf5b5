import { readdirSync, readFileSync, statSync } from "fs"
import path from "path"
import { GATSBY_SLICES_PATH } from "../../src/framework/internals"
import { DEFAULT_LANGUAGE, pathLanguage } from "../../src/content/languages"

/** The built site the e2e suite serves (public/ of the checkout). */
export const PUBLIC_DIR = path.resolve(__dirname, "../../public")

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

/** Every file of the built site, as the path a host serves it at (`/app-….js`, `/about/index.html`). */
export function publicFiles(dir: string = PUBLIC_DIR): string[] {
  return walk(dir).map(file => `/${path.relative(dir, file).split(path.sep).join("/")}`)
}

export interface BuiltHtml {
  route: string
  /** The page as a parser reads its characters: the references the build writes for non-ASCII ones read back. */
  html: string
  /** The file as a host sends it (ASCII: src/build/ascii-page.ts). */
  sent: string
}

/** Character references to non-ASCII characters, read back (they can never form markup). */
const readBack = (sent: string) => sent.replace(/&#x([0-9a-f]+);/gi, (reference, hex: string) => {
  const code = Number.parseInt(hex, 16)
  return code > 0x7f ? String.fromCodePoint(code) : reference
})

/** Every built HTML page and the route a static host serves it at (Gatsby's /_gatsby/ fragments excluded). */
export function builtHtml(dir: string = PUBLIC_DIR): BuiltHtml[] {
  return publicFiles(dir)
    .filter(file => file.endsWith(".html"))
    .map(file => {
      const route = file === "/index.html" ? "/" : file.endsWith("/index.html") ? file.slice(0, -11) : file
      const sent = readFileSync(path.join(dir, file), "utf8")
      return { route, html: readBack(sent), sent }
    })
    .filter(page => !page.route.startsWith(GATSBY_SLICES_PATH))
    .sort((a, b) => a.route.localeCompare(b.route))
}

export const readPublic = (name: string) => readFileSync(path.join(PUBLIC_DIR, name), "utf8")

/** The built scripts whose code contains `marker` (minifiers keep strings). */
export const scriptsContaining = (marker: string) =>
  readdirSync(PUBLIC_DIR).filter(file => file.endsWith(".js") && readPublic(file).includes(marker))

/** The language of a built route: its prefix's (`/ar/...`), else English. */
export const routeLanguage = (route: string) => pathLanguage(route)

/** The built pages in English: what the suites of the site's logic check (the languages suite samples the translations). */
export const englishHtml = (dir: string = PUBLIC_DIR): BuiltHtml[] => builtHtml(dir).filter(page => routeLanguage(page.route) === DEFAULT_LANGUAGE)

/** A built route's page data (its template's chunk, its query's result and its page context). */
export const pageDataOf = (route: string) =>
  JSON.parse(readFileSync(path.join(PUBLIC_DIR, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json"), "utf8")) as { componentChunkName: string; result: unknown }

/** What a page runs: its template, and the block types and layouts its data holds. */
function composition(route: string): string {
  const { componentChunkName, result } = pageDataOf(route)
  const blocks = new Set<string>()
  JSON.stringify(result, (_key, value: { blockType?: unknown; layout?: unknown } | null) => {
    if (value && typeof value.blockType === "string") blocks.add(`${value.blockType}:${String(value.layout ?? "")}`)
    return value
  })
  return [componentChunkName, ...[...blocks].sort()].join(" ")
}

/** The first route of each composition: the others run the same code on other words and pictures. */
export function oneRoutePerComposition(routes: readonly string[]): string[] {
  const first = new Map<string, string>()
  for (const route of routes) if (!first.has(composition(route))) first.set(composition(route), route)
  return [...first.values()]
}
