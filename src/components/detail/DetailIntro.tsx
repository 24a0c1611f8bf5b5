import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

const wrap = css`
  max-width: ${theme.container}px; margin: 0 auto; padding: 4rem 1.5rem;
`

/**
 * The title and description block of a detail page the CMS alone describes. `titleHtml` (the
 * editor's styled title) wins over the plain title; both HTML fields are sanitised at build time
 * by the source plugin's allowlist.
 */
export function DetailIntro({ title, titleHtml, description }: { title: string; titleHtml?: string | null; description: string }) {
  return (
    <section css={wrap}>
      {titleHtml ? <h1 dangerouslySetInnerHTML={{ __html: titleHtml }} /> : <h1>{title}</h1>}
      <div dangerouslySetInnerHTML={{ __html: description }} />
    </section>
  )
}
