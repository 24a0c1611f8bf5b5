import sanitize from "sanitize-html"
import { safeUrl } from "./rules"

/**
 * The allowlist for every HTML field that comes from the CMS (title_html, descriptions).
 * Runs at build time, so the browser only ever receives markup that passed it.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "b", "i", "u", "span", "a", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "code"],
  // No style, class or event attributes anywhere; links keep only what a link needs.
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, { target, href, ...rest }) => {
      // A link's address passes the same URL rule as every other CMS link, or the link keeps its text only.
      const url = safeUrl(href)
      const attribs = url === null ? rest : { ...rest, href: url }
      // Only the two meaningful targets; a new tab never gets a handle on this page.
      if (target === "_blank") return { tagName, attribs: { ...attribs, target, rel: "noopener noreferrer" } }
      return { tagName, attribs: target === "_self" ? { ...attribs, target } : attribs }
    },
  },
}

export function sanitizeCmsHtml(html: string): string {
  return sanitize(html, OPTIONS).trim()
}
