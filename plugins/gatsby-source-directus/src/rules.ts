/**
 * The value rules of the content contract. Every URL and slug an editor types passes one of these
 * before anything is built from it (the build's normaliser, the browser's content refresh, the lead
 * flow). A value that fails is dropped, never repaired: a repaired value is one an attacker chose.
 */

/** Longest URL accepted: far beyond any real link, short of anything abusive. */
const MAX_URL_LENGTH = 2048

/**
 * Control characters and any whitespace (Unicode included), which browsers strip or reinterpret;
 * backslashes, which they read as slashes; and double quotes, angle brackets and backticks, which a URL
 * never holds unencoded and markup does.
 */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff\\"<>`]/

/** A site-relative path (`/contact`, `/careers#open-positions`), never `//host`. */
const SITE_PATH = /^\/(?!\/)/
/** A fragment of the current page (`#open-positions`). */
const FRAGMENT = /^#[A-Za-z0-9_-]*$/
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/
const TEL = /^\+?[0-9().-]{3,32}$/

/** Spaces, tabs and line breaks an editor left around a value (other invisible characters are refused). */
const trimmed = (value: unknown) => (typeof value === "string" ? value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, "") : "")

function parses(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

function isSafeAbsolute(value: string): boolean {
  const scheme = value.slice(0, value.indexOf(":") + 1).toLowerCase()
  if (scheme === "mailto:") return EMAIL.test(value.slice("mailto:".length).split("?")[0])
  if (scheme === "tel:") return TEL.test(value.slice("tel:".length))
  // `https:host` and `https:/host` parse too; only the plain form is a link an editor means.
  if (!/^https:\/\/[^/]/i.test(value)) return false
  const url = parses(value)
  return url !== null && url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === ""
}

/**
 * The content contract's URL rule: https:, mailto:, tel: and site-relative paths (or a fragment),
 * with no `//host`, no backslash, no whitespace or control character anywhere. Spaces and line
 * breaks around it are trimmed; anything else is refused as typed. Returns the URL, or null.
 */
export function safeUrl(value: unknown): string | null {
  const url = trimmed(value)
  if (url === "" || url.length > MAX_URL_LENGTH || UNSAFE_CHARACTERS.test(url)) return null
  if (SITE_PATH.test(url) || FRAGMENT.test(url)) return url
  return isSafeAbsolute(url) ? url : null
}

/** Where a value names an image or file: https: or a site-relative path only. */
export function safePathOrHttpsUrl(value: unknown): string | null {
  const url = safeUrl(value)
  return url !== null && (SITE_PATH.test(url) || /^https:/i.test(url)) ? url : null
}

/** A `.` or `..` segment, typed or percent-encoded (`%2e%2E`), which browsers and hosts resolve away. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i
const hasDotSegment = (url: string) => url.replace(/[?#].*$/s, "").split("/").some(segment => DOT_SEGMENT.test(segment))

/**
 * A path on this site and nothing else (a redirect's old address, `/portfolio/old-name`): a site path
 * of the URL rule without a query or fragment (never part of a path a host matches), without `*`
 * or `:`, which the hosts' `_redirects` read as a splat or a placeholder (`/*` would redirect every page),
 * and without a `.` or `..` segment (an address no browser sends as typed).
 */
export function safeSitePath(value: unknown): string | null {
  const url = safeUrl(value)
  return url !== null && SITE_PATH.test(url) && !/[?#*:]/.test(url) && !hasDotSegment(url) ? url : null
}

/**
 * Where a redirect sends a visitor: a site path of the URL rule (a query or fragment allowed) without
 * a `.` or `..` segment, never another site, so an editor's account cannot make this site an open redirect.
 */
export function safeSiteTarget(value: unknown): string | null {
  const url = safeUrl(value)
  return url !== null && SITE_PATH.test(url) && !hasDotSegment(url) ? url : null
}

/** A placeholder of a `_redirects` target: `:name` (`:splat` for the splat), or `*` itself. */
const TARGET_PLACEHOLDER = /:(\w+)|\*/g

/**
 * The placeholders of a redirect's target that its source does not capture (`:name` segments capture
 * `:name`, a `*` captures `:splat`), as written. A host fills in what was captured and treats the rest
 * its own way: one drops them, so `/:x/evil.example` would send visitors to `//evil.example`, another
 * site. A rule with any is refused.
 */
export function uncapturedPlaceholders(source: string, target: string): string[] {
  const captured = new Set(source.split("/").flatMap(part => (part.startsWith(":") ? [part.slice(1)] : part.includes("*") ? ["splat"] : [])))
  return [...target.matchAll(TARGET_PLACEHOLDER)].filter(([, name = "splat"]) => !captured.has(name)).map(([placeholder]) => placeholder)
}

/** An e-mail address whose `mailto:` link passes the URL rule. */
export function safeEmail(value: unknown): string | null {
  const email = trimmed(value)
  return EMAIL.test(email) && safeUrl(`mailto:${email}`) ? email : null
}

/** The `tel:` form of a phone number as people write it (`+92 321 4578206`). */
export const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`

/** A phone number as written for people, whose `tel:` link passes the URL rule. */
export function safePhone(value: unknown): string | null {
  const phone = trimmed(value)
  return /^\+?[0-9][0-9 ().-]{4,30}$/.test(phone) && safeUrl(telUrl(phone)) ? phone : null
}

/**
 * Control characters (C0, DEL, C1) and the invisible marks that reorder or hide text (bidirectional
 * overrides and isolates, the byte order mark): a file name with one shows differently than it is.
 */
const NAME_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/

/**
 * A file's name (`filename_download`) as the snapshot stores its bytes, in `content/assets/<name>`: a
 * bare name, never a path. No `/` or `\` (a folder, on any system), no leading dot (`.`, `..`, a
 * hidden file such as `.env`), no control character, not empty. Returns the name, or null.
 */
export function safeFileName(value: unknown): string | null {
  return typeof value === "string" && value !== "" && !value.startsWith(".") && !/[/\\]/.test(value) && !NAME_CONTROLS.test(value) ? value : null
}

/**
 * The slug rule: lower-case letters and digits in hyphen-separated words. Directus enforces the same
 * patterns (the CMS schema takes them from here: src/cms/schema.ts).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** A page record's route without its leading slash (`services/ai-development`): slugs joined by `/`. */
export const ROUTE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

export function safeSlug(value: unknown): string | null {
  return typeof value === "string" && SLUG_PATTERN.test(value) ? value : null
}

export function safeRoutePath(value: unknown): string | null {
  return typeof value === "string" && ROUTE_PATTERN.test(value) ? value : null
}

/**
 * schema.org properties whose value is a URL (or a thing given by its URL: `image`, `logo`), and
 * JSON-LD's `@id`; read by their last name part, so `schema:url` and `https://schema.org/url` count.
 */
const JSON_LD_URL_KEYS = new Set([
  "@id", "url", "logo", "image", "photo", "sameAs", "item", "mainEntityOfPage", "contentUrl", "embedUrl",
  "thumbnailUrl", "downloadUrl", "installUrl", "hasMap", "map", "codeRepository", "discussionUrl", "license",
  "acquireLicensePage", "additionalType", "relatedLink", "significantLink", "target", "urlTemplate",
  "archivedAt", "publishingPrinciples", "screenshot", "isBasedOn", "sdLicense", "schemaVersion",
])
const isJsonLdUrlKey = (key: string) => JSON_LD_URL_KEYS.has(key.split(/[/#:]/).pop() ?? key)
/** schema.org's vocabulary as a `@context` names it: an identifier, not a link, and commonly written with http. */
const SCHEMA_ORG_CONTEXT = /^https?:\/\/schema\.org\/?$/
/** What the JSON-LD walk returns for a refused value, for its object or list to leave out. */
const DROPPED = Symbol("dropped")

/**
 * A text that a crawler or browser would read as an address, wherever it stands: a scheme and
 * something after it (`javascript:x`, `https://…`; `Step 1: audit` is text), or `//host`, once the
 * characters browsers skip (leading spaces and control characters, tabs and line breaks anywhere) are skipped too.
 */
const LOOKS_LIKE_URL = /^[\u0000-\u0020\u00a0\u200b\ufeff]*(?:[A-Za-z][A-Za-z0-9+.-]*:(?=[^\s])|[/\\]{2})/
const looksLikeUrl = (text: string) => LOOKS_LIKE_URL.test(text.replace(/[\t\n\r]/g, ""))

/**
 * Structured data (a page's JSON-LD) with every URL-valued value passing the URL rule: the values of
 * the URL keys (a `@value` inside one too) and any text shaped like an address. A failing value is
 * left out (a list keeps its other entries) and `refuse` is told where it was (`.provider.url`,
 * `.sameAs[1]`). Crawlers read these as the organisation's addresses, so they obey the same rule as a link.
 */
export function safeJsonLd(value: unknown, refuse: (where: string, value: string) => void): unknown {
  const walk = (node: unknown, urlValued: boolean, where: string): unknown => {
    if (typeof node === "string") {
      if (!urlValued && !looksLikeUrl(node)) return node
      const url = safeUrl(node)
      if (url === null) refuse(where, node)
      return url ?? DROPPED
    }
    if (Array.isArray(node)) return node.map((entry, i) => walk(entry, urlValued, `${where}[${i}]`)).filter(entry => entry !== DROPPED)
    if (node && typeof node === "object") {
      const entries = Object.entries(node).map(([key, entry]) => [
        key,
        key === "@context" && typeof entry === "string" && SCHEMA_ORG_CONTEXT.test(entry) ? entry : walk(entry, isJsonLdUrlKey(key) || (urlValued && key === "@value"), `${where}.${key}`),
      ])
      return Object.fromEntries(entries.filter(([, entry]) => entry !== DROPPED))
    }
    return node
  }
  const kept = walk(value, false, "")
  return kept === DROPPED ? null : kept
}
