import { createHash } from "crypto"
import { promises as fs } from "fs"
import path from "path"
import { GATSBY_SLICES_PATH } from "../framework/internals"

export interface BuiltPage {
  /** Route the file answers (`/`, `/services/x`, `/404.html`). */
  route: string
  file: string
  html: string
}

/** Every file under a folder. */
export async function walk(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map(entry => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? walk(full) : Promise.resolve([full])
    })
  )
  return nested.flat()
}

/** The route a static host serves a built HTML file at. */
export function routeOf(relativeFile: string): string {
  const file = relativeFile.split(path.sep).join("/")
  if (file === "index.html") return "/"
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`
  return `/${file}`
}

/**
 * Gatsby's folder of files (`/static/<digest>/<name>`: uploads from the CMS, processed images,
 * bundled fonts): nothing in it is a page, whatever its name, so no page policy and no sitemap entry.
 */
const FILES_DIR = "static"

/** Every HTML page Gatsby wrote to public/, after it has written them (onPostBuild). */
export async function builtPages(publicDir: string): Promise<BuiltPage[]> {
  const isPage = (file: string) => file.endsWith(".html") && path.relative(publicDir, file).split(path.sep)[0] !== FILES_DIR
  const files = (await walk(publicDir)).filter(isPage).sort()
  return Promise.all(
    files.map(async file => ({ route: routeOf(path.relative(publicDir, file)), file, html: await fs.readFile(file, "utf8") }))
  )
}

/** A page's hreflang links, as its head renders them (HeadTags): the same page in each language, then `x-default`. */
export function hreflangLinks(html: string): { hreflang: string; href: string }[] {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]
  return (html.match(/<link\b[^>]*>/gi) ?? []).flatMap(tag => {
    const hreflang = attribute(tag, "hreflang")
    const href = attribute(tag, "href")
    return attribute(tag, "rel") === "alternate" && hreflang && href ? [{ hreflang, href: href.replace(/&amp;/g, "&") }] : []
  })
}

export interface BuiltPageData {
  file: string
  text: string
  data: Record<string, unknown>
}

/** The page data Gatsby wrote for each page (`page-data/…/page-data.json`): its file, as written and parsed. */
export async function builtPageData(publicDir: string): Promise<BuiltPageData[]> {
  const files = (await walk(path.join(publicDir, "page-data"))).filter(file => path.basename(file) === "page-data.json")
  return Promise.all(files.map(async file => {
    const text = await fs.readFile(file, "utf8")
    return { file, text, data: JSON.parse(text) as Record<string, unknown> }
  }))
}

/**
 * Whether the browser runs (or, for import maps and speculation rules, applies under script-src) a
 * script of this type. Any other type is a data block, such as JSON-LD: never run, so the CSP
 * needs no hash for it.
 */
export function isScriptType(type: string | undefined): boolean {
  const essence = (type ?? "").split(";")[0].trim().toLowerCase()
  return essence === "" || /^(module|importmap|speculationrules)$|javascript|ecmascript|jscript|livescript/.test(essence)
}

/** The `type` a script tag's attributes give it, quoted or not; undefined without one. */
export function scriptTypeOf(attributes: string): string | undefined {
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`)
  return type ? (type[1] ?? type[2] ?? type[3]) : undefined
}

/** Bodies of the inline scripts of a page the CSP governs (no src, a script type), exactly as the browser hashes them. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\ssrc\s*=/i.test(` ${match[1]}`) && isScriptType(scriptTypeOf(match[1]))) scripts.push(match[2])
  }
  return scripts
}

/** A CSP source expression for a script body. */
export const cspHash = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`

/** True when a page asks search engines not to index it. */
export const isNoindex = (html: string) => /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html)

/** Not-found variants (the site's, or a language's own under its prefix: `/ar/404.html`) are never listed or indexed. */
export const isNotFound = (route: string) => /^\/(?:[a-z]{2}\/)?(404|404\.html|dev-404-page)(\/|$)/.test(route)

/** Gatsby's own fragments (its slices) are stitched into pages, not served as routes. */
export const isRoute = (route: string) => !route.startsWith(GATSBY_SLICES_PATH)
