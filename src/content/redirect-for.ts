/**
 * Matching an address against redirect rules, the one piece of them a browser runs: the not-found
 * page gets this build's rules resolved in its page data (`Query.siteRedirects`, gatsby-node.ts), so
 * the code that resolves them (redirects.ts) stays out of its scripts.
 */
import { trimSlash } from "./languages"

export interface RedirectRule {
  from: string
  to: string
}

/** Where an address that has no page should go by the first rule that takes it, or null for a genuine not-found. */
export function redirectFor(pathname: string, rules: readonly RedirectRule[]): string | null {
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
