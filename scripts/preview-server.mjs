// The preview site's gate and its read-only window on Directus (scripts/preview.mjs serves a preview
// build with it). Editors get in with the preview secret once (Directus's Live Preview URLs carry it),
// which leaves a cookie; everyone else gets a 401. The browser reads drafts through /preview-api, where
// this server adds the preview token: the token never reaches the browser.
import { createHash, timingSafeEqual } from "node:crypto"

export const PREVIEW_API = "/preview-api"
const COOKIE = "site_preview"
/** What the browser may read through the proxy: items and the files they use, nothing else. */
const PROXIED = /^\/(items\/[a-z0-9_]+|assets\/[A-Za-z0-9_-]+)$/

const digest = value => createHash("sha256").update(`site-preview:${value}`).digest("hex")
const same = (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

function cookieOf(req) {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=")
    if (name === COOKIE) return value.join("=")
  }
  return ""
}

/** Headers on every answer: never indexed or cached; framed only by the site itself and the CMS. */
export function previewHeaders(cmsUrl) {
  return {
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": "no-store",
    "Referrer-Policy": "same-origin",
    "Content-Security-Policy": `frame-ancestors 'self' ${new URL(cmsUrl).origin}`,
  }
}

/**
 * The request handler that runs before the static files (serve-static.mjs `handle`): true when it
 * answered. `secure` marks the cookie for a preview served over https in another site's frame.
 */
export function previewHandler({ secret, cmsUrl, token, secure = false, fetchImpl = fetch }) {
  if (!secret || secret.length < 16) throw new Error("PREVIEW_SECRET must be set (16 characters or more)")
  if (!cmsUrl || !token) throw new Error("DIRECTUS_URL and PREVIEW_TOKEN must be set")
  const pass = digest(secret)
  const base = cmsUrl.replace(/\/+$/, "")
  return async (req, res, url) => {
    const given = url.searchParams.get("preview")
    if (given !== null) {
      if (!same(digest(given), pass)) return answer(res, 401, "Wrong preview secret.")
      url.searchParams.delete("preview")
      const attributes = secure ? "Secure; SameSite=None" : "SameSite=Lax"
      res.writeHead(302, { Location: `${url.pathname}${url.search}`, "Set-Cookie": `${COOKIE}=${pass}; Path=/; HttpOnly; ${attributes}` })
      res.end()
      return true
    }
    if (!same(cookieOf(req), pass)) {
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
    const target = url.pathname.slice(PREVIEW_API.length)
    if (req.method !== "GET" || !PROXIED.test(target)) return answer(res, 404, "Not a preview read.")
    const upstream = await fetchImpl(`${base}${target}${url.search}`, { headers: { Authorization: `Bearer ${token}` } })
    res.writeHead(upstream.status, { "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream" })
    res.end(Buffer.from(await upstream.arrayBuffer()))
    return true
  }
}

function answer(res, status, text) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" })
  res.end(text)
  return true
}
