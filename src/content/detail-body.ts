/**
 * A detail page's text: the CMS's rich HTML, sanitised at build time by the source plugin's
 * allowlist, or a plain-text field, which nothing sanitises and so is never parsed as HTML.
 */
export type DetailBody = { html: string } | { text: string }

/** The rich description when there is one, else the plain short description as text. */
export const detailBody = (html: string | null | undefined, text: string | null | undefined): DetailBody =>
  html ? { html } : { text: text ?? "" }
