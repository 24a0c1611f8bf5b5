import { pagePolicy } from "./headers"
import { cspHash, inlineScripts } from "./scan"

const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

/**
 * A built page with its script policy (headers.ts pagePolicy: the hashes of its own inline scripts)
 * at the top of its head, before any script or preload it governs (after the charset declaration,
 * which must come within the first 1,024 bytes). Gatsby's head manager
 * only replaces elements marked data-gatsby-head, so the element stays through client-side
 * navigation, which runs no inline script of the next page.
 */
export function withPagePolicy(built: string): string {
  // Gatsby leaves unchanged pages of an earlier build in place: their old policy is replaced.
  const html = built.replace(POLICY_META, "")
  const head = /<head\b[^>]*>(\s*<meta\s+charset=[^>]*>)?/i.exec(html)
  if (!head) return html
  const at = head.index + head[0].length
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(pagePolicy(inlineScripts(html).map(cspHash)))}"/>`
  return html.slice(0, at) + meta + html.slice(at)
}
