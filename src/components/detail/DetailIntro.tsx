import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

const wrap = css`
  max-width: ${theme.container}px; margin: 0 auto; padding: 4rem 1.5rem;
`

/**
 * A detail page's text: the CMS's rich HTML, sanitised at build time by the source plugin's
 * allowlist, or a plain-text field, which nothing sanitises and so is never parsed as HTML.
 */
export type DetailBody = { html: string } | { text: string }

/** The rich description when there is one, else the plain short description as text. */
export const detailBody = (html: string | null | undefined, text: string | null | undefined): DetailBody =>
  html ? { html } : { text: text ?? "" }

/**
 * The title and body of a detail page the CMS alone describes. `titleHtml` (the editor's styled
 * title, sanitised like the rich description) wins over the plain title.
 */
export function DetailIntro({ title, titleHtml, body }: { title: string; titleHtml?: string | null; body: DetailBody }) {
  return (
    <section css={wrap}>
      {titleHtml ? <h1 dangerouslySetInnerHTML={{ __html: titleHtml }} /> : <h1>{title}</h1>}
      {"html" in body ? <div dangerouslySetInnerHTML={{ __html: body.html }} /> : <p>{body.text}</p>}
    </section>
  )
}
