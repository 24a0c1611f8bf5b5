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

/**
 * The Content-Security-Policy: scripts only from the site itself plus the hashes of the inline
 * scripts Gatsby writes into each page (no 'unsafe-inline' for scripts). Styles keep
 * 'unsafe-inline' because Emotion writes its critical CSS inline.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const hashes = [...new Set(scriptHashes)].sort()
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources(), ...hashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources()].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

export const SECURITY_HEADERS: [string, string][] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"],
  ["X-Frame-Options", "DENY"],
]

export const CACHE = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
} as const

/** Files in public/ whose names carry a content hash (`app-4031b3c932c82eb3370e.js`). */
export const isHashedAsset = (name: string) => /[.-][0-9a-f]{16,}\.(js|mjs|css)$/.test(name)

export interface HeadersInput {
  scriptHashes: readonly string[]
  /** Routes of the built HTML pages. */
  htmlRoutes: readonly string[]
  /** Top-level hashed asset names (`/app-….js`). */
  hashedAssets: readonly string[]
}

/**
 * `_headers` in the format Netlify and Cloudflare Pages read. Every header is set by exactly one
 * rule per path (hosts join duplicates with commas), so caching is listed per path.
 */
export function headersFile({ scriptHashes, htmlRoutes, hashedAssets }: HeadersInput): string {
  const rule = (pattern: string, headers: [string, string][]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n")
  const blocks = [
    "# Generated at build time by src/build (onPostBuild); do not edit.",
    rule("/*", [["Content-Security-Policy", contentSecurityPolicy(scriptHashes)], ...SECURITY_HEADERS]),
    rule("/static/*", [["Cache-Control", CACHE.immutable]]),
    ...[...hashedAssets].sort().map(name => rule(`/${name.replace(/^\/+/, "")}`, [["Cache-Control", CACHE.immutable]])),
    rule("/page-data/*", [["Cache-Control", CACHE.revalidate]]),
    ...[...htmlRoutes].sort().map(route => rule(route, [["Cache-Control", CACHE.revalidate]])),
  ]
  return `${blocks.join("\n")}\n`
}
