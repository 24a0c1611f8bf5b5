/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Container } from "../../components/ui/Container"
import { LinkButtons } from "../../components/ui/LinkButtons"
import type { PanelView } from "./view"

const band = css`
  padding: 4.5rem 0; background: linear-gradient(120deg, ${theme.color.navy} 0%, #2A1F7A 60%, #0E4E63 100%); color: #fff; text-align: center;
  h2 { color: #fff; font-size: clamp(1.75rem, 4vw, 2.4rem); margin: 0 auto .75rem; max-width: 760px; }
  p { color: ${theme.color.textOnDarkMuted}; margin: 0 auto 2rem; max-width: 680px; }
`
const box = css`
  margin: 4rem auto; padding: 3rem 1.5rem; border-radius: ${theme.radius.lg}; text-align: center;
  background: radial-gradient(circle at 85% 15%, rgba(34,211,238,.25), transparent 45%), ${theme.color.navy};
  color: ${theme.color.textOnDark};
  ${mq.md} { padding: 4rem 3rem; }
  h2 { color: #fff; font-size: clamp(1.6rem, 3.5vw, 2.25rem); max-width: 720px; margin: 0 auto .75rem; }
  p { color: ${theme.color.textOnDarkMuted}; max-width: 640px; margin: 0 auto 2rem; }
`
const actions = css`display: flex; flex-wrap: wrap; gap: 1rem; justify-content: center;`

function Content({ titleId, view }: { titleId: string; view: PanelView }) {
  return (
    <>
      <h2 id={titleId}>{view.heading}</h2>
      <p>{view.description}</p>
      <div css={actions}><LinkButtons buttons={view.buttons} /></div>
    </>
  )
}

/** A heading, a sentence and buttons: on a full-width dark band, or in a dark box with a glow. */
export function ButtonsPanel({ id, titleId, view, boxed }: { id?: string; titleId: string; view: PanelView; boxed: boolean }) {
  if (boxed) {
    return (
      <Container>
        <section css={box} id={id} aria-labelledby={titleId}><Content titleId={titleId} view={view} /></section>
      </Container>
    )
  }
  return (
    <section css={band} id={id} aria-labelledby={titleId}>
      <Container><Content titleId={titleId} view={view} /></Container>
    </section>
  )
}
