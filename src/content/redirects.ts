import { safeSlug } from "../../plugins/gatsby-source-directus/src/rules"
import { INDUSTRY_ALIASES, industrySlug } from "./industries"
import type { IndustryInput } from "./industries"
import type { Selected } from "./node-input"

/**
 * Route redirects of spec 001. The same rules feed the static host's `_redirects` file (built by
 * gatsby-node) and the browser fallback on the not-found page, so both behave alike.
 */
export interface RedirectRule {
  from: string
  to: string
}

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

/**
 * The rules for this build's content: /industries/{id} to the industry's slug (spec 000 §2.1:
 * /industries/{slug or id}), then the fixed rules. Ids come first so the unknown-slug catch-all
 * never takes them. Only a slug that passes the slug rule is ever written into a rule.
 */
export function siteRedirects(industries: readonly IndustryAddress[]): RedirectRule[] {
  const byId = industries
    .filter(industry => Number.isInteger(industry.directusId) && safeSlug(industrySlug(industry)) !== null)
    .filter(industry => String(industry.directusId) !== industrySlug(industry))
    .map(industry => ({ from: `/industries/${industry.directusId}`, to: `/industries/${industrySlug(industry)}` }))
  return [...byId, ...REDIRECT_RULES]
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path)

/** Where an address that has no page should go, or null for a genuine not-found. */
export function redirectFor(pathname: string, rules: RedirectRule[] = REDIRECT_RULES): string | null {
  const path = trimSlash(pathname)
  for (const rule of rules) {
    if (rule.from.endsWith("/*")) {
      const base = rule.from.slice(0, -2)
      if (path.startsWith(`${base}/`)) return rule.to
    } else if (rule.from.includes(":slug")) {
      const [prefix] = rule.from.split(":slug")
      const rest = path.startsWith(prefix) ? path.slice(prefix.length) : ""
      if (rest !== "" && !rest.includes("/")) return rule.to.replace(":slug", rest)
    } else if (rule.from === path) {
      return rule.to
    }
  }
  return null
}

/** Netlify/Cloudflare-style `_redirects` lines (first match wins; never shadows a real page). */
export function redirectsFile(rules: RedirectRule[] = REDIRECT_RULES): string {
  return rules.map(rule => `${rule.from} ${rule.to} 301`).join("\n") + "\n"
}
