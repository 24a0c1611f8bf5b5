#!/usr/bin/env node
// Serves a built site (public/) on loopback the way common static hosts do: a page wins over a
// redirect, `_redirects` rules apply otherwise, `_headers` rules add headers (a header two rules set
// is sent with both values joined by a comma, and a file no rule gives a Cache-Control gets the hosts'
// default), 404.html answers the rest (a plain 404 where there is none), and text is sent gzipped
// when the browser accepts it (so Lighthouse measures what a host transfers). Like a host, it answers
// a malformed address with 400, never serves `_headers` or `_redirects`, and serves nothing outside
// the site's folder, whatever symlink leads there.
import { createServer } from "node:http"
import { gzipSync } from "node:zlib"
import { promises as fs } from "node:fs"
import path from "node:path"

/** Loopback addresses and inline data: what a browser driven against this server may fetch; every other request would leave the machine. */
export const staysOnMachine = url => /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//.test(url) || /^(data|blob):/.test(url)

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "application/javascript", ".mjs": "application/javascript",
  ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png",
  ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp", ".avif": "image/avif",
  ".ico": "image/x-icon", ".txt": "text/plain; charset=utf-8", ".xml": "application/xml",
  ".webmanifest": "application/manifest+json", ".woff2": "font/woff2", ".map": "application/json",
}

/** Turns a host pattern (`/a/*`, `/a/:slug`) into a matcher returning its captures. */
function compile(pattern) {
  const source = pattern
    .split("/")
    .map(part => (part.startsWith(":") ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace("*", "(?<splat>.*)")))
    .join("/")
  const regex = new RegExp(`^${source}/?$`)
  return pathname => regex.exec(pathname)?.groups ?? (regex.test(pathname) ? {} : null)
}

async function readRules(dir) {
  const read = name => fs.readFile(path.join(dir, name), "utf8").catch(() => "")
  const redirects = (await read("_redirects"))
    .split("\n").map(l => l.trim()).filter(l => l && !l.startsWith("#"))
    .map(line => {
      const [from, to, status = "301"] = line.split(/\s+/)
      return { match: compile(from), to, status: Number.parseInt(status, 10) }
    })
  const headers = []
  for (const line of (await read("_headers")).split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) headers.push({ match: compile(line.trim()), values: [] })
    else headers.at(-1)?.values.push(line.trim().split(/:\s*(.*)/s).slice(0, 2))
  }
  return { redirects, headers }
}

/** What Cloudflare Pages and Netlify send when no `_headers` rule sets a Cache-Control. */
const HOST_DEFAULT_CACHE = "public, max-age=0, must-revalidate"

const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest", ".map"])
const gzipped = new Map()

/** The gzipped bytes of a text file, compressed once per version of the file. */
async function gzipOf(file, body) {
  const { mtimeMs } = await fs.stat(file)
  const cached = gzipped.get(file)
  if (cached?.mtimeMs === mtimeMs) return cached.bytes
  const bytes = gzipSync(body)
  gzipped.set(file, { mtimeMs, bytes })
  return bytes
}

/**
 * The path a request's file is looked up by and its header rules match: percent-decoded, dot segments
 * resolved (never above `/`), doubled slashes merged. Null for a malformed one (a broken escape, a NUL).
 */
export function lookupPath(pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  return decoded.includes("\0") ? null : path.posix.normalize(decoded)
}

/** Files a host reads as its configuration and never serves. */
const HOST_FILES = new Set(["_headers", "_redirects"])

/**
 * The file a site path names (itself, its index.html or its .html), by its real path: never a host
 * file, never one a symlink leads to outside the site's folder.
 */
async function findFile(dir, sitePath) {
  const root = await fs.realpath(dir).catch(() => null)
  if (root === null) return null
  const base = path.join(root, sitePath)
  for (const candidate of [base, path.join(base, "index.html"), `${base}.html`]) {
    const stat = await fs.stat(candidate).catch(() => null)
    if (!stat?.isFile()) continue
    const file = await fs.realpath(candidate)
    const within = path.relative(root, file)
    if (within.startsWith(`..${path.sep}`) || path.isAbsolute(within) || HOST_FILES.has(within)) continue
    return file
  }
  return null
}

/** A rule's target with the request's captures put in; a placeholder the source did not capture stays as written. */
const withCaptures = (target, captures) => target.replace(/:(\w+)/g, (placeholder, key) => captures[key] ?? placeholder)

/** The request's URL; its target taken as a path even where it starts with `//` (not a host name). */
const parsedUrl = (target = "/", host) => {
  try {
    return new URL(target.startsWith("/") ? `http://${host}${target}` : target)
  } catch {
    return null
  }
}

/**
 * `handle` (the preview server's) sees each request first and returns true when it answered it;
 * `hostFiles: false` ignores `_headers` and `_redirects`, `hostFilesFrom` reads them from another
 * built site's directory; `headers` go on every answer.
 */
export async function startServer({ dir = "public", port = 9000, host = "127.0.0.1", handle, hostFiles = true, hostFilesFrom, headers: always = {} } = {}) {
  const root = path.resolve(dir)
  const rules = hostFiles ? await readRules(path.resolve(hostFilesFrom ?? dir)) : { redirects: [], headers: [] }
  const server = createServer(async (req, res) => {
    try {
      const url = parsedUrl(req.url, host)
      const sitePath = url && lookupPath(url.pathname)
      if (sitePath === null) {
        res.writeHead(400, { "Content-Type": TYPES[".txt"] })
        return res.end("Bad request")
      }
      // Header rules match the path the file is looked up by: `/%73tatic/x.svg` is /static/x.svg, and gets its headers.
      const ruled = new Map()
      for (const rule of rules.headers) {
        if (!rule.match(sitePath)) continue
        for (const [name, value] of rule.values) ruled.set(name.toLowerCase(), [...(ruled.get(name.toLowerCase()) ?? []), value])
      }
      if (!ruled.has("cache-control")) ruled.set("cache-control", [HOST_DEFAULT_CACHE])
      for (const [name, values] of ruled) res.setHeader(name, values.join(", "))
      for (const [name, value] of Object.entries(always)) res.setHeader(name, value)
      if (handle && (await handle(req, res, url))) return
      let file = await findFile(root, sitePath)
      let status = 200
      if (!file) {
        // Redirects match the address as requested (still encoded), as the not-found page does in the browser.
        for (const rule of rules.redirects) {
          const captures = rule.match(url.pathname)
          if (captures) {
            res.writeHead(rule.status, { Location: withCaptures(rule.to, captures) + url.search })
            return res.end()
          }
        }
        // The nearest folder's 404.html (a language's own, /ar/404.html), as Cloudflare Pages answers.
        file = await nearestNotFound(root, sitePath)
        status = 404
        // A site without a 404 page (the benchmark's bare page) gets the plain answer hosts give.
        if (!(await fs.stat(file).catch(() => null))) {
          res.writeHead(status, { "Content-Type": TYPES[".txt"] })
          return res.end("Not found")
        }
      }
      let body = await fs.readFile(file)
      const headers = { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" }
      if (COMPRESSIBLE.has(path.extname(file))) {
        headers.Vary = "Accept-Encoding"
        if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
          body = await gzipOf(file, body)
          headers["Content-Encoding"] = "gzip"
        }
      }
      res.writeHead(status, headers)
      res.end(req.method === "HEAD" ? undefined : body)
    } catch (error) {
      // The reason goes to the console, never to the client (it names files on this machine).
      console.error(`serve-static: ${req.method} ${req.url}:`, error)
      if (!res.headersSent) res.writeHead(500, { "Content-Type": TYPES[".txt"] })
      res.end("Internal server error")
    }
  })
  await new Promise(resolve => server.listen(port, host, resolve))
  const address = server.address()
  return { server, url: `http://${host}:${address.port}`, close: () => new Promise(r => server.close(r)) }
}

// Run as a command (not imported). By file name rather than import.meta, so that the unit tests can load this module.
if (path.basename(process.argv[1] ?? "") === "serve-static.mjs") {
  const arg = name => {
    const i = process.argv.indexOf(`--${name}`)
    return i > 0 ? process.argv[i + 1] : undefined
  }
  startServer({ dir: arg("dir") ?? "public", port: Number(arg("port") ?? 9000) }).then(({ url }) =>
    console.log(`Serving ${arg("dir") ?? "public"} on ${url} (loopback only). Ctrl+C to stop.`)
  )
}

/** The 404.html of the nearest folder up from the requested path that has one, else the site's. */
async function nearestNotFound(root, sitePath) {
  const folders = sitePath.split("/").filter(Boolean).slice(0, -1)
  for (let depth = folders.length; depth > 0; depth--) {
    const file = path.join(root, ...folders.slice(0, depth), "404.html")
    // (public/page-data/404.html is a folder: Gatsby's data of the not-found page.)
    if ((await fs.stat(file).catch(() => null))?.isFile()) return file
  }
  return path.join(root, "404.html")
}
