import sanitize from "sanitize-html"

/**
 * The allowlist for every HTML field that comes from the CMS (title_html, descriptions).
 * Runs at build time, so the browser only ever receives markup that passed it.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "b", "i", "u", "span", "a", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "code"],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : { ...attribs },
    }),
  },
}

export function sanitizeCmsHtml(html: string): string {
  return sanitize(html, OPTIONS).trim()
}
