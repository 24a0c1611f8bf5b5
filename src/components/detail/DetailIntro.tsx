/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { DetailBody } from "../../content/detail-body"
import { theme } from "../../styles/theme"

const wrap = css`
  max-width: ${theme.container}px; margin: 0 auto; padding: 4rem 1.5rem;
`

export interface DetailIntroProps {
  title: string
  titleHtml?: string | null
  body: DetailBody
}

/**
 * The title and body of a detail page the CMS alone describes. `titleHtml` (the editor's styled
 * title, sanitised like the rich description) wins over the plain title.
 */
export function DetailIntro({ title, titleHtml, body }: DetailIntroProps) {
  return (
    <section css={wrap}>
      {titleHtml ? <h1 dangerouslySetInnerHTML={{ __html: titleHtml }} /> : <h1>{title}</h1>}
      {"html" in body ? <div dangerouslySetInnerHTML={{ __html: body.html }} /> : <p>{body.text}</p>}
    </section>
  )
}
