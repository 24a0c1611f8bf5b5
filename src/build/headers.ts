import { ANALYTICS, ENDPOINTS } from "../config/site"

const origin = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

interface TagSources {
  script: string[]
  connect: string[]
}

/**
 * Hosts of the analytics tags, as their vendors document them for a CSP: Google's for GA4
 * (developers.google.com/tag-platform/security/guides/csp; gtag.js picks regional collection
 * hosts, hence the wildcards) and Meta's for the pixel. Their image beacons need no entry: img-src
 * already allows https:, which CMS images given as absolute URLs need anyway.
 */
const GOOGLE_ANALYTICS: TagSources = {
  script: ["https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
}
const META_PIXEL: TagSources = { script: ["https://connect.facebook.net"], connect: ["https://www.facebook.com"] }

/** Only the tags whose IDs are configured. */
const analyticsTags = (): TagSources[] => [
  ...(ANALYTICS.gaMeasurementId ? [GOOGLE_ANALYTICS] : []),
  ...(ANALYTICS.metaPixelId ? [META_PIXEL] : []),
]

/** Hosts the browser code talks to: the origin of every configured endpoint, then the analytics tags. */
export function connectSources(): string[] {
  const endpoints = Object.values(ENDPOINTS).map(origin).filter((o): o is string => o !== null)
  return [...new Set([...endpoints, ...analyticsTags().flatMap(tag => tag.connect)])]
}

/** Script hosts beyond 'self': only the analytics loaders, and only when their IDs are configured. */
export function scriptSources(): string[] {
  return analyticsTags().flatMap(tag => tag.script)
}

/** Directives that decide what can run besides script-src: in both policies. */
const SCRIPT_GUARDS = ["object-src 'none'", "base-uri 'self'"]

/**
 * The script part of the Content-Security-Policy, written into each page's head as a meta element
 * (src/build/page-csp.ts): scripts only from the site itself, the configured analytics loaders and
 * the hashes of that page's own inline scripts, never 'unsafe-inline'. Gatsby writes one inline
 * script per page (`window.pagePath=…`), so hashes listed site-wide would grow with every page; per
 * page they are three. object-src and base-uri, which decide what can run as well, travel with it,
 * so a host that ignores `_headers` still serves pages that refuse injected scripts.
 */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return [
    // WebAssembly compiled from the site's own files: the site search (Pagefind) runs its index reader as wasm.
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptSources(), ...[...new Set(scriptHashes)].sort()].join(" "),
    ...SCRIPT_GUARDS,
  ].join("; ")
}

/**
 * The site-wide Content-Security-Policy header: everything but scripts. A browser applies both
 * policies and a load must pass each, so this one names no script-src and no default-src (either
 * would refuse the inline scripts whose hashes only the page's policy lists); instead every other
 * fetch directive is listed, 'self' where default-src 'self' used to decide. Styles keep
 * 'unsafe-inline' because Emotion writes its critical CSS inline.
 */
export function sitePolicy(): string {
  return [
    "child-src 'self'",
    ["connect-src 'self'", ...connectSources()].join(" "),
    "font-src 'self' data:",
    "img-src 'self' data: blob: https:",
    "manifest-src 'self'",
    "media-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ...SCRIPT_GUARDS,
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/**
 * The policy of the files under /static/ (uploads from the CMS, processed images, fonts), sent
 * besides the site policy: a browser applies both (a host joins them into one header, which reads
 * as two policies). A file opened there as a document (an SVG) runs no script and loads nothing but
 * pictures and styles inlined in it, in a sandbox (an opaque origin: none of the site's storage).
 * Pages never embed these files as documents, and images are not governed by it.
 */
export function filePolicy(): string {
  return ["default-src 'none'", "img-src data:", "style-src 'unsafe-inline'", "sandbox"].join("; ")
}

/**
 * COOP same-origin: a window of another site that opens or is opened by a page gets no handle to
 * it. The booking tab is opened as about:blank and then sent on (src/lib/booking.ts); that
 * navigation still happens, and the tab had no opener anyway. CORP same-origin: no other site
 * (sibling subdomains included) may embed the site's files; its own pages are the only embedders,
 * and crawlers and link previews fetch og images directly, which CORP does not govern.
 */
export const SECURITY_HEADERS: [string, string][] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
]

export const CACHE = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
} as const

/**
 * Paths in public/ that change name when their content changes (`/app-4031b3c932c82eb3370e.js`,
 * `/static/<hash>/…`), or whose folder is named by the version of the code in it (the site search's
 * `/pagefind-1.6.0/`, whose index is found through its JSON entry file, never cached for good; the
 * Arabic face's `/fonts/noto-sans-arabic-5.3.0/`).
 */
export const isContentHashed = (file: string) =>
  /^\/static\/[0-9a-f]{16,}\//.test(file) || /[.-][0-9a-f]{16,}\.(js|mjs|css)$/.test(file) || /^\/pagefind-\d+\.\d+\.\d+\/[^/]+\.js$/.test(file) ||
  /^\/fonts\/[a-z-]+-\d+\.\d+\.\d+\/[^/]+\.woff2$/.test(file)

/**
 * Patterns of Gatsby's content-hashed files: its scripts and styles (top level, named
 * `[name]-[contenthash]`), /static/ (one folder per content hash) and /fonts/ (one folder per version of
 * a font's package). The only unhashed scripts are
 * Partytown's in /~partytown/, loaded by no page here (e2e/host-files.e2e.ts holds that).
 */
export const IMMUTABLE_PATTERNS = ["/*.js", "/*.css", "/static/*", "/fonts/*"]
const FILES_PATTERN = "/static/*"

/**
 * `_headers` in the format Netlify and Cloudflare Pages read, the same whatever the number of
 * pages. Both hosts join the values of a header that two matching rules set, so each header comes
 * from one rule per path: the security headers from `/*`, Cache-Control only from the rules for
 * hashed files and page-data; the one header set twice is wanted joined: /static/ files get the
 * file policy besides the site's, and two policies are both enforced. HTML has no rule: both hosts
 * send `public, max-age=0, must-revalidate` for a file no rule gives a Cache-Control (Cloudflare
 * Pages, "Serving Pages"; Netlify, "Caching overview"), which is what HTML needs.
 */
export function headersFile(): string {
  const rule = (pattern: string, headers: [string, string][]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n")
  const blocks = [
    "# Generated at build time by src/build (onPostBuild); do not edit.",
    rule("/*", [["Content-Security-Policy", sitePolicy()], ...SECURITY_HEADERS]),
    ...IMMUTABLE_PATTERNS.map(pattern =>
      rule(pattern, [["Cache-Control", CACHE.immutable], ...(pattern === FILES_PATTERN ? [["Content-Security-Policy", filePolicy()] as [string, string]] : [])])
    ),
    rule("/page-data/*", [["Cache-Control", CACHE.revalidate]]),
  ]
  return `${blocks.join("\n")}\n`
}
