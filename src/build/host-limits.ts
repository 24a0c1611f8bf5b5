/**
 * What the two static hosts document for the `_headers` and `_redirects` files a build publishes;
 * where they differ, the stricter figure applies, so one build deploys to either.
 *
 * - Cloudflare Pages, "Limits" (sections Headers and Redirects) and the configuration pages
 *   "Headers" and "Redirects": at most 100 header rules; each `_headers` line at most 2,000
 *   characters, spacing, name and value included; at most 2,000 static and 100 dynamic redirects
 *   (2,100 in all); each redirect line at most 1,000 characters; one splat per path; static
 *   redirects before dynamic ones; an absolute `_headers` URL must start with https and name no
 *   port; a redirect source is a path (no domain-level redirects); a header set by two matching
 *   rules is sent with both values joined by a comma.
 * - Netlify, "Custom headers": no count or length limit; the header names below are ignored
 *   because its servers set them. Netlify, "Redirects and rewrites": no fixed count (past 10,000
 *   rules it recommends wildcards, and a too-large rule set can fail the deploy). Its `_headers`
 *   has no `! Name` syntax for removing a header (that is Cloudflare's).
 */
export const HOST_LIMITS = {
  headerRules: 100,
  headerLineChars: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectLineChars: 1000,
  splatsPerPath: 1,
} as const

export const NETLIFY_IGNORED_HEADERS = [
  "accept-ranges", "age", "allow", "alt-svc", "connection", "content-encoding", "content-length",
  "content-range", "date", "location", "server", "set-cookie", "trailer", "transfer-encoding", "upgrade",
]

/** Status codes both hosts accept on a `_redirects` line (Cloudflare supports no other). */
const REDIRECT_STATUSES = new Set([200, 301, 302, 303, 307, 308])

export interface HeaderRule {
  pattern: string
  headers: [string, string][]
}

/** The rules of a `_headers` file: a path line, then its indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] })
    else {
      const colon = line.indexOf(":")
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
    }
  }
  return rules
}

/** Whether a redirect's source is dynamic (a splat or a placeholder), which the hosts count apart. */
export const isDynamic = (source: string) => source.includes("*") || /(^|\/):[A-Za-z]/.test(source)

/** Whether a host pattern (`/*`, `/*.js`, `/a/:slug`) matches a path, as both hosts match them. */
export function patternMatches(pattern: string, pathname: string): boolean {
  const escape = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
  const source = pattern
    .split("/")
    .map(part => (part.startsWith(":") ? "[^/]+" : escape(part).replace(/\*/g, ".*")))
    .join("/")
  return new RegExp(`^${source}/?$`).test(pathname)
}

/** Everything in a `_headers` file that either host would reject, ignore or cut. */
export function headersProblems(text: string): string[] {
  const problems: string[] = []
  const rules = parseHeadersFile(text)
  if (rules.length > HOST_LIMITS.headerRules) problems.push(`${rules.length} header rules (limit ${HOST_LIMITS.headerRules})`)
  text.split("\n").forEach((line, i) => {
    if (line.length > HOST_LIMITS.headerLineChars) problems.push(`_headers line ${i + 1}: ${line.length} characters (limit ${HOST_LIMITS.headerLineChars})`)
    if (/^\s+!/.test(line)) problems.push(`_headers line ${i + 1}: "!" removal is Cloudflare-only syntax`)
  })
  for (const { pattern, headers } of rules) {
    if ((pattern.match(/\*/g) ?? []).length > HOST_LIMITS.splatsPerPath) problems.push(`${pattern}: more than one splat`)
    if (!pattern.startsWith("/") && !/^https:\/\/[^/:]+\//.test(pattern)) problems.push(`${pattern}: neither a path nor an https URL without a port`)
    for (const [name] of headers) {
      if (NETLIFY_IGNORED_HEADERS.includes(name.toLowerCase())) problems.push(`${pattern}: ${name} is ignored by Netlify`)
    }
  }
  return problems
}

/** Everything in a `_redirects` file that either host would reject, ignore or cut. */
export function redirectsProblems(text: string): string[] {
  const problems: string[] = []
  const lines = text.split("\n").map((line, i) => ({ line, number: i + 1 })).filter(({ line }) => line.trim() && !line.trim().startsWith("#"))
  let statics = 0
  let dynamics = 0
  for (const { line, number } of lines) {
    const [source = "", destination, status, ...rest] = line.trim().split(/\s+/)
    if (line.length > HOST_LIMITS.redirectLineChars) problems.push(`_redirects line ${number}: ${line.length} characters (limit ${HOST_LIMITS.redirectLineChars})`)
    if (!destination || rest.length > 0) problems.push(`_redirects line ${number}: not "source destination [status]"`)
    if (status !== undefined && !REDIRECT_STATUSES.has(Number(status))) problems.push(`_redirects line ${number}: status ${status}`)
    if ((source.match(/\*/g) ?? []).length > HOST_LIMITS.splatsPerPath) problems.push(`_redirects line ${number}: more than one splat`)
    if (!source.startsWith("/")) problems.push(`_redirects line ${number}: the source is not a path`)
    if (isDynamic(source)) dynamics += 1
    else {
      statics += 1
      if (dynamics > 0) problems.push(`_redirects line ${number}: a static redirect after a dynamic one`)
    }
  }
  if (statics > HOST_LIMITS.staticRedirects) problems.push(`${statics} static redirects (limit ${HOST_LIMITS.staticRedirects})`)
  if (dynamics > HOST_LIMITS.dynamicRedirects) problems.push(`${dynamics} dynamic redirects (limit ${HOST_LIMITS.dynamicRedirects})`)
  return problems
}

/** The share of a count limit from which the build warns, before a redirect is ever dropped for it. */
const NEAR_LIMIT = 0.8

/** A warning when the redirects come near the hosts' count limits (80 % of one), or null. */
export function redirectCountWarning(rules: readonly { from: string }[]): string | null {
  const dynamics = rules.filter(rule => isDynamic(rule.from)).length
  const counts = [
    { kind: "static", count: rules.length - dynamics, limit: HOST_LIMITS.staticRedirects },
    { kind: "dynamic", count: dynamics, limit: HOST_LIMITS.dynamicRedirects },
  ].filter(({ count, limit }) => count >= NEAR_LIMIT * limit)
  if (counts.length === 0) return null
  const held = counts.map(({ kind, count, limit }) => `${count} ${kind} redirects of the hosts' ${limit}`).join(" and ")
  return `_redirects holds ${held}: past the limit, the newest CMS redirects are dropped (remove redirects no one needs any more)`
}

/** Stops a build whose host files a host would not apply in full. */
export function assertWithinHostLimits(files: { headers: string; redirects: string }): void {
  const problems = [...headersProblems(files.headers), ...redirectsProblems(files.redirects)]
  if (problems.length > 0) throw new Error(`Host files outside the hosts' documented limits:\n- ${problems.join("\n- ")}`)
}
