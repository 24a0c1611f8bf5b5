/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"
import { Container } from "../ui/Container"

const band = css`
  padding: 4.5rem 0; background: linear-gradient(120deg, ${theme.color.navy} 0%, #2A1F7A 60%, #0E4E63 100%); color: #fff; text-align: center;
  h2 { color: #fff; font-size: clamp(1.75rem, 4vw, 2.4rem); margin: 0 auto .75rem; max-width: 760px; }
  p { color: ${theme.color.textOnDarkMuted}; margin: 0 auto 2rem; max-width: 680px; }
  .actions { display: flex; flex-wrap: wrap; gap: 1rem; justify-content: center; }
`

/** A closing call to action: heading, text and one or two buttons. */
export function CtaPanel({ heading, description, children, id = "cta" }: { heading: string; description: string; children: ReactNode; id?: string }) {
  return (
    <section css={band} aria-labelledby={`${id}-title`} id={id}>
      <Container>
        <h2 id={`${id}-title`}>{heading}</h2>
        <p>{description}</p>
        <div className="actions">{children}</div>
      </Container>
    </section>
  )
}
