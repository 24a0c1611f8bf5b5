import { readdirSync, readFileSync, statSync } from "fs"
import path from "path"

/** The built site the e2e suite serves (public/ of the checkout). */
export const PUBLIC_DIR = path.resolve(__dirname, "../../public")

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

export interface BuiltHtml {
  route: string
  html: string
}

/** Every built HTML page and the route a static host serves it at (Gatsby's /_gatsby/ fragments excluded). */
export function builtHtml(dir: string = PUBLIC_DIR): BuiltHtml[] {
  return walk(dir)
    .filter(file => file.endsWith(".html"))
    .map(file => {
      const rel = path.relative(dir, file).split(path.sep).join("/")
      const route = rel === "index.html" ? "/" : rel.endsWith("/index.html") ? `/${rel.slice(0, -11)}` : `/${rel}`
      return { route, html: readFileSync(file, "utf8") }
    })
    .filter(page => !page.route.startsWith("/_gatsby/"))
    .sort((a, b) => a.route.localeCompare(b.route))
}

export const readPublic = (name: string) => readFileSync(path.join(PUBLIC_DIR, name), "utf8")
