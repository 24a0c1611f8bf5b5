import { INDUSTRY_ALIASES } from "./industries"

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

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path)

/** Where an address that has no page should go, or null for a genuine not-found. */
export function redirectFor(pathname: string): string | null {
  const path = trimSlash(pathname)
  for (const rule of REDIRECT_RULES) {
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
export function redirectsFile(): string {
  return REDIRECT_RULES.map(rule => `${rule.from} ${rule.to} 301`).join("\n") + "\n"
}
