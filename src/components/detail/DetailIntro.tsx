import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

const wrap = css`
  max-width: ${theme.container}px; margin: 0 auto; padding: 4rem 1.5rem;
`

/** The title and description block every detail page starts from. */
export function DetailIntro({ title, description }: { title: string; description: string }) {
  return (
    <section css={wrap}>
      <h1>{title}</h1>
      {/* Sanitised at build time by the source plugin's allowlist. */}
      <div dangerouslySetInnerHTML={{ __html: description }} />
    </section>
  )
}
