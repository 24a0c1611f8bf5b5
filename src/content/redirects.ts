import { safeSlug, uncapturedPlaceholders } from "../../plugins/gatsby-source-directus/src/rules"
import { HOST_LIMITS, isDynamic } from "../build/host-limits"
import type { ContentIssue } from "../../plugins/gatsby-source-directus/src/normalise"
import { INDUSTRY_ALIASES } from "./industries"
import { industrySlug } from "./industry-hero"
import type { IndustryInput } from "./industries"
import type { Selected } from "./node-input"
import { trimSlash } from "./languages"
import { redirectFor } from "./redirect-for"
import type { RedirectRule } from "./redirect-for"

/**
 * Route redirects: the CMS's (the `redirects` collection) and those of spec 001. The same rules feed
 * the static host's `_redirects` file (built by gatsby-node) and the browser fallback on the
 * not-found page (redirect-for.ts), so both behave alike.
 */
export const REDIRECT_RULES: RedirectRule[] = [
  ...Object.entries(INDUSTRY_ALIASES).map(([alias, slug]) => ({
    from: `/industries/${alias}`,
    to: `/industries/${slug}`,
  })),
  { from: "/portfolios/:slug", to: "/portfolio/:slug" },
  // Unknown detail slugs: a static host only applies these when no page exists at the path.
  { from: "/industries/*", to: "/industries" },
  { from: "/portfolio/*", to: "/portfolios" },
]

/** An industry as the content layer gives it; it is also addressed by its CMS id. */
export type IndustryAddress = Pick<IndustryInput, "slug" | "name" | "title"> & Selected<Queries.DirectusIndustry, "directusId">

/** An item of the CMS's `redirects` collection; the source plugin has checked both paths (or dropped the item). */
export type CmsRedirect = Selected<Queries.DirectusRedirect, "directusId" | "fromPath" | "toPath">

/** What the CMS redirects are resolved against, and who hears of one that is dropped. */
export interface CmsRedirects {
  redirects: readonly CmsRedirect[]
  /** Every page path the build creates (trailing slash or not): a page at a redirect's old address wins. */
  pages: readonly string[]
  /** Told of each redirect dropped (a build warning; the browser, which resolves the same list, ignores it). */
  reject?: (issue: ContentIssue) => void
}

/** The longest chain of redirects followed; a longer one is treated like a circle. */
const MAX_HOPS = 32

/** The site path a target leads to (targets are site paths: the source plugin's rule), without query or fragment. */
const sitePath = (target: string) => trimSlash(target.replace(/[?#].*$/, ""))

/** A rule's line in `_redirects`. */
const redirectLine = (rule: RedirectRule) => `${rule.from} ${rule.to} 301`

/**
 * The CMS redirects that apply, each pointing at the end of its chain. Dropped (and reported): a
 * redirect whose old address is a page (a live page wins, so an editor cannot hide one), a second
 * redirect from the same address (the lower id keeps it), one whose target holds a placeholder its
 * old address does not capture (any, since an old address captures nothing), one whose chain comes
 * back to an address it passed (a circle: itself, A → B → A, or through the fixed rules `later`), and
 * one a host would not take (hostLimited). A chain follows the CMS redirects, then `later`, and stops
 * at a page or an address no rule takes.
 */
function cmsRules({ redirects, pages, reject = () => {} }: CmsRedirects, later: RedirectRule[]): RedirectRule[] {
  const pagePaths = new Set(pages.map(trimSlash))
  const isPage = (path: string) => pagePaths.has(path)
  const own = new Map<string, { item: string; to: string }>()
  const drop = (item: string, field: string, problem: string) => reject({ collection: "redirects", item, field, problem: `${problem}: redirect dropped` })
  for (const { directusId, fromPath, toPath } of [...redirects].sort((a, b) => (a.directusId ?? 0) - (b.directusId ?? 0))) {
    if (!fromPath || !toPath) continue
    const item = String(directusId)
    const from = trimSlash(fromPath)
    const owner = own.get(from)
    const uncaptured = uncapturedPlaceholders(from, toPath)
    if (isPage(from)) drop(item, "from_path", `${JSON.stringify(from)} is a page on this site, which wins`)
    else if (owner) drop(item, "from_path", `${JSON.stringify(from)} is already item ${owner.item}'s`)
    else if (uncaptured.length > 0) drop(item, "to_path", `${JSON.stringify(toPath)} holds ${uncaptured.join(", ")}, which the old address does not capture`)
    else own.set(from, { item, to: toPath })
  }
  const next = (path: string) => own.get(path)?.to ?? (isPage(path) ? null : redirectFor(path, later))
  const resolved = [...own].flatMap(([from, { item, to }]) => {
    const passed = [from]
    let target = to
    for (let path = sitePath(target); ; path = sitePath(target)) {
      if (passed.includes(path) || passed.length > MAX_HOPS) {
        const circle = passed.length === 1 ? "points to its own address" : `goes round in a circle (${[...passed, path].join(" → ")})`
        drop(item, "to_path", circle)
        return []
      }
      const step = next(path)
      if (step === null) break
      passed.push(path)
      target = step
    }
    return [{ item, from, to: target }]
  })
  return hostLimited(resolved, later, drop)
}

/**
 * The resolved CMS redirects a host takes beside the fixed rules `later`: a redirect whose line is
 * longer than a host reads, or one past the hosts' count of static redirects (the lower ids keep
 * theirs, so a new redirect never ends an older one), is dropped instead of failing the build.
 */
function hostLimited(
  resolved: (RedirectRule & { item: string })[],
  later: RedirectRule[],
  drop: (item: string, field: string, problem: string) => void
): RedirectRule[] {
  let room = HOST_LIMITS.staticRedirects - later.filter(rule => !isDynamic(rule.from)).length
  return resolved.flatMap(({ item, from, to }) => {
    const length = redirectLine({ from, to }).length
    if (length > HOST_LIMITS.redirectLineChars) {
      drop(item, to.length >= from.length ? "to_path" : "from_path", `its _redirects line would be ${length} characters, past the hosts' ${HOST_LIMITS.redirectLineChars}`)
      return []
    }
    if (room <= 0) {
      drop(item, "from_path", `past the hosts' ${HOST_LIMITS.staticRedirects} static redirects`)
      return []
    }
    room -= 1
    return [{ from, to }]
  })
}

/**
 * The rules for this build's content: the CMS redirects first (exact addresses, each to the end of
 * its chain), then /industries/{id} to the industry's slug (spec 000 §2.1: /industries/{slug or id}),
 * then the fixed rules. Exact addresses come first so the unknown-slug catch-alls never take them
 * (both hosts want static rules before dynamic ones). Only a slug that passes the slug rule is ever
 * written into a rule.
 */
export function siteRedirects(industries: readonly IndustryAddress[], cms?: CmsRedirects): RedirectRule[] {
  const byId = industries
    .filter(industry => Number.isInteger(industry.directusId) && safeSlug(industrySlug(industry)) !== null)
    .filter(industry => String(industry.directusId) !== industrySlug(industry))
    .map(industry => ({ from: `/industries/${industry.directusId}`, to: `/industries/${industrySlug(industry)}` }))
  const later = [...byId, ...REDIRECT_RULES]
  return [...(cms ? cmsRules(cms, later) : []), ...later]
}

/** Netlify/Cloudflare-style `_redirects` lines (first match wins; never shadows a real page). */
export function redirectsFile(rules: RedirectRule[] = REDIRECT_RULES): string {
  return rules.map(redirectLine).join("\n") + "\n"
}
