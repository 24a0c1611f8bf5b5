import { ANALYTICS, ENDPOINTS } from "../config/site"

const origin = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** Hosts the browser code talks to: webhooks, the public CMS, the two geo lookups, analytics when configured. */
export function connectSources(): string[] {
  const urls = [
    ENDPOINTS.automationBase,
    ENDPOINTS.leadWebhook,
    ENDPOINTS.cmsPublic,
    "https://www.cloudflare.com/cdn-cgi/trace",
    "https://ipapi.co/json/",
    ...(ANALYTICS.gaMeasurementId ? ["https://www.google-analytics.com", "https://region1.google-analytics.com"] : []),
    ...(ANALYTICS.metaPixelId ? ["https://www.facebook.com"] : []),
  ]
  return [...new Set(urls.map(origin).filter((o): o is string => o !== null))]
}

/** Script hosts beyond 'self': only the analytics loaders, and only when their IDs are configured. */
export function scriptSources(): string[] {
  return [
    ...(ANALYTICS.gaMeasurementId ? ["https://www.googletagmanager.com"] : []),
    ...(ANALYTICS.metaPixelId ? ["https://connect.facebook.net"] : []),
  ]
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
