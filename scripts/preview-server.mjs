// The preview site's gate and its read-only window on Directus (scripts/preview.mjs serves a preview
// build with it). Editors get in with the preview secret once (Directus's Live Preview URLs carry it),
// which leaves a signed cookie that expires; everyone else gets a 401. The browser reads drafts through
// /preview-api, where this server adds the preview token: the token never reaches the browser. The
// window lets through only the reads the preview makes (src/preview/preview-record.ts), streams the
// answers, gives up on a Directus that hangs, and serves uploads so that none runs as a page.
import { createHash, createHmac, timingSafeEqual } from "node:crypto"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { startServer } from "./serve-static.mjs"

export const PREVIEW_API = "/preview-api"
const COOKIE = "site_preview"
/** How long a preview cookie lets a browser in; Live Preview URLs carry the secret, so editors get a new one as they work. */
export const COOKIE_SECONDS = 12 * 60 * 60
/** How long Directus may take to answer, and to send the next piece of a long answer. */
export const UPSTREAM_TIMEOUT_MS = 5000

/** Uploads a browser may show in place; anything else (SVG included) comes as a download. */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"])
/** On every answer of the window: never sniffed into another type, never run as a page. */
const WINDOW_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
}

/** The one filter a preview read carries (a record by its slug, or a page's blocks by id) and the values it may have. */
const FILTERS = {
  "filter[slug][_eq]": /^[^\0-\x1f]{1,200}$/,
  "filter[id][_in]": /^[A-Za-z0-9-]{1,64}(?:,[A-Za-z0-9-]{1,64}){0,99}$/,
}

const digest = value => createHash("sha256").update(`site-preview:${value}`).digest("hex")
const same = (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The preview's settings from its environment: DIRECTUS_URL (as this server reaches Directus),
 * PREVIEW_CMS_URL (as editors' browsers reach it, where it differs: it frames the preview),
 * PREVIEW_TOKEN, PREVIEW_SECRET, PREVIEW_GENERATION (changed to sign every browser out) and
 * PREVIEW_URL (https: the cookie is sent in Directus's cross-site frame).
 */
export function previewSettings(env) {
  const cmsUrl = env.DIRECTUS_URL ?? ""
  return {
    cmsUrl,
    editorUrl: env.PREVIEW_CMS_URL || cmsUrl,
    token: env.PREVIEW_TOKEN ?? "",
    secret: env.PREVIEW_SECRET ?? "",
    generation: env.PREVIEW_GENERATION ?? "",
    secure: (env.PREVIEW_URL ?? "").startsWith("https:"),
  }
}

/**
 * What the window lets the browser read, from the content contract (cms/scripts/lib/contract.mjs or
 * its TypeScript source): each collection's name and the fields a read in the contract's shape asks for.
 */
export function contractReads(collections, fieldsParam) {
  return new Map(collections.map(collection => [collection.name, new Set(fieldsParam(collection).split(","))]))
}

/**
 * The query sent on to Directus for a read of a collection with these readable fields, or null when
 * the browser asked for more than the preview does: `fields` among the contract's and exactly one of
 * FILTERS, each once. Anything else (`*`, `limit`, `export`, `deep`, `meta`…) is refused.
 */
export function upstreamQuery(params, readable) {
  const names = [...params.keys()]
  if (new Set(names).size !== names.length || names.filter(name => name in FILTERS).length !== 1) return null
  const query = new URLSearchParams()
  for (const [name, value] of params) {
    const allowed = name === "fields" ? value.split(",").every(field => readable.has(field)) : FILTERS[name]?.test(value)
    if (!allowed) return null
    query.set(name, value)
  }
  return query.has("fields") ? query : null
}

/** The preview cookie: its expiry (seconds since the epoch) and a MAC of it under the secret and the generation. */
function cookieSigner(secret, generation) {
  const mac = expires => createHmac("sha256", secret).update(`site-preview:${generation}:${expires}`).digest("base64url")
  return {
    issue: nowSeconds => {
      const expires = nowSeconds + COOKIE_SECONDS
      return `${expires}.${mac(expires)}`
    },
    valid: (value, nowSeconds) => {
      const parts = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value)
      if (!parts) return false
      const expires = Number(parts[1])
      return expires > nowSeconds && expires <= nowSeconds + COOKIE_SECONDS && same(parts[2], mac(expires))
    },
  }
}

function cookieOf(req) {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=")
    if (name === COOKIE) return value.join("=")
  }
  return ""
}

/** Headers on every answer: never indexed or cached; framed only by the site itself and the CMS editors use. */
export function previewHeaders(editorUrl) {
  return {
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": "no-store",
    "Referrer-Policy": "same-origin",
    "Content-Security-Policy": `frame-ancestors 'self' ${new URL(editorUrl).origin}`,
  }
}

/**
 * The request handler that runs before the static files (serve-static.mjs `handle`): true when it
 * answered. `reads`: contractReads(…); `secure` marks the cookie for a preview served over https in
 * another site's frame; `now` (milliseconds) is the clock the cookie's expiry is read by.
 */
export function previewHandler({ secret, cmsUrl, token, reads, generation = "", secure = false, timeoutMs = UPSTREAM_TIMEOUT_MS, now = Date.now }) {
  if (!secret || secret.length < 16) throw new Error("PREVIEW_SECRET must be set (16 characters or more)")
  if (!cmsUrl || !token) throw new Error("DIRECTUS_URL and PREVIEW_TOKEN must be set")
  const pass = digest(secret)
  const cookie = cookieSigner(secret, generation)
  const seconds = () => Math.floor(now() / 1000)
  const base = cmsUrl.replace(/\/+$/, "")
  return async (req, res, url) => {
    const given = url.searchParams.get("preview")
    if (given !== null) {
      if (!same(digest(given), pass)) return answer(res, 401, "Wrong preview secret.")
      url.searchParams.delete("preview")
      const attributes = secure ? "Secure; SameSite=None" : "SameSite=Lax"
      const value = cookie.issue(seconds())
      res.writeHead(302, { Location: `${url.pathname}${url.search}`, "Set-Cookie": `${COOKIE}=${value}; Max-Age=${COOKIE_SECONDS}; Path=/; HttpOnly; ${attributes}` })
      res.end()
      return true
    }
    if (!cookie.valid(cookieOf(req), seconds())) {
      return answer(res, 401, "This is the editors' preview. Open it from Directus (Live Preview), or once with ?preview=<secret>.")
    }
    if (url.pathname === "/robots.txt") return answer(res, 200, "User-agent: *\nDisallow: /\n")
    if (url.pathname === "/sitemap.xml") return answer(res, 404, "The preview has no sitemap.")
    // Live Preview opens a page by its slug; the home page's is "home".
    if (url.pathname === "/home") {
      res.writeHead(302, { Location: "/" })
      res.end()
      return true
    }
    if (!url.pathname.startsWith(`${PREVIEW_API}/`)) return false
    const target = upstreamTarget(url, reads)
    if (req.method !== "GET" || !target) return answer(res, 404, "Not a preview read.", WINDOW_HEADERS)
    return proxy(res, `${base}${target}`, { token, timeoutMs })
  }
}

/** The Directus path and query of a read the preview makes, or null: an item list of the contract, or a file (no query). */
function upstreamTarget(url, reads) {
  const path = url.pathname.slice(PREVIEW_API.length)
  const asset = /^\/assets\/[A-Za-z0-9_-]+$/.exec(path)
  if (asset) return url.search === "" ? path : null
  const readable = reads.get(/^\/items\/([a-z0-9_]+)$/.exec(path)?.[1])
  const query = readable && upstreamQuery(url.searchParams, readable)
  return query ? `${path}?${query}` : null
}

/** The headers of Directus's answer as the window passes it on: JSON, a raster image shown in place, or a download. */
function answerHeaders(path, upstream) {
  const type = (upstream.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase()
  if (!path.startsWith("/assets/") || upstream.status !== 200) return { ...WINDOW_HEADERS, "Content-Type": "application/json; charset=utf-8" }
  if (INLINE_TYPES.has(type)) return { ...WINDOW_HEADERS, "Content-Type": type }
  // An SVG keeps its type so an <img> of the preview still draws it; opened on its own it downloads, sandboxed.
  return { ...WINDOW_HEADERS, "Content-Type": type === "image/svg+xml" ? type : "application/octet-stream", "Content-Disposition": "attachment" }
}

/**
 * Reads `target` with the token and streams the answer on. Directus gets `timeoutMs` to answer (504
 * otherwise) and as long again for each next piece of its body (the answer is cut otherwise).
 */
async function proxy(res, target, { token, timeoutMs }) {
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), timeoutMs)
  try {
    let upstream
    try {
      upstream = await fetch(target, { headers: { Authorization: `Bearer ${token}` }, signal: abort.signal, redirect: "error" })
    } catch {
      return abort.signal.aborted
        ? answer(res, 504, "Directus did not answer in time.", WINDOW_HEADERS)
        : answer(res, 502, "Directus could not be reached.", WINDOW_HEADERS)
    }
    res.writeHead(upstream.status, answerHeaders(new URL(target).pathname, upstream))
    if (!upstream.body) {
      res.end()
      return true
    }
    const body = Readable.fromWeb(upstream.body)
    body.on("data", () => timer.refresh())
    // A body cut off (timeout, Directus or the browser gone) ends the response unfinished: pipeline destroys both.
    await pipeline(body, res).catch(() => {})
    return true
  } finally {
    clearTimeout(timer)
  }
}

function answer(res, status, text, headers = {}) {
  res.writeHead(status, { ...headers, "Content-Type": "text/plain; charset=utf-8" })
  res.end(text)
  return true
}

/**
 * The preview site of `env` (as previewSettings reads it): its settings, refused at once when missing,
 * and `serve`, which serves a built site behind the gate and window above with the preview's headers
 * and no host files.
 */
export function previewSite({ env, reads, timeoutMs, now }) {
  const settings = previewSettings(env)
  const handle = previewHandler({ ...settings, reads, timeoutMs, now })
  const serve = ({ dir, port, host }) => startServer({ dir, port, host, handle, hostFiles: false, headers: previewHeaders(settings.editorUrl) })
  return { settings, serve }
}
