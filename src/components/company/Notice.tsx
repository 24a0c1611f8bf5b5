/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { PanelButton } from "../../content/blocks/cta"
import { theme } from "../../styles/theme"
import { LinkButtons } from "../ui/LinkButtons"
import { Container } from "../ui/Container"

const box = css`
  padding: 6rem 0; text-align: center; background: ${theme.color.surfaceAlt}; min-height: 70vh; display: flex; align-items: center;
  h1 { color: ${theme.color.navy}; font-size: clamp(1.75rem, 5vw, 2.5rem); }
  p { color: ${theme.color.textMuted}; max-width: 560px; margin: 0 auto 2rem; }
  div.actions { display: flex; gap: 1rem; justify-content: center; flex-wrap: wrap; }
`
const notFoundBox = css`
  background: radial-gradient(circle at 50% 0%, rgba(109,94,245,.12), transparent 60%), ${theme.color.surfaceAlt};
  .code { font-size: clamp(4rem, 14vw, 8rem); font-weight: 800; line-height: 1; margin: 0; max-width: none;
    background: linear-gradient(135deg, ${theme.color.primary}, #0E7490); background-clip: text; color: transparent; }
  h1 { margin: 1rem 0 .5rem; }
  p.text { max-width: 520px; }
`

export interface NoticeContent {
  heading: string
  description: string
  buttons: PanelButton[]
}

/**
 * A page that is only a notice (block_cta variants notice and not_found): its h1, a sentence and the
 * ways forward. The not-found look adds the large status code over the heading.
 */
export function Notice({ notice, notFound = false }: { notice: NoticeContent; notFound?: boolean }) {
  return (
    <section css={[box, notFound && notFoundBox]}>
      <Container>
        {notFound && <p className="code" aria-hidden="true">404</p>}
        <h1>{notice.heading}</h1>
        <p className="text">{notice.description}</p>
        <div className="actions">
          <LinkButtons buttons={notice.buttons} />
        </div>
      </Container>
    </section>
  )
}
