/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Container } from "../../components/ui/Container"
import { Section } from "../../components/sections/Section"
import { FigureTiles } from "../../components/sections/FigureTiles"
import { HighlightedText } from "../../components/ui/HighlightedText"
import type { LabeledStat } from "../../content/types/sections"
import type { PanelLook } from "./config"

const darkText = css`
  color: #fff; h2 { color: #fff; } p { color: ${theme.color.textOnDarkMuted}; }
  mark { background: none; color: ${theme.color.accent}; }
`
const centred = css`
  text-align: center;
  h2 { font-size: clamp(1.75rem, 4vw, 2.4rem); margin: 0 auto .75rem; max-width: 760px; }
  p { margin: 0 auto 2rem; max-width: 680px; }
`
const gradient = css`background: linear-gradient(120deg, ${theme.color.navy} 0%, #2A1F7A 60%, #0E4E63 100%);`
const LOOKS: Record<PanelLook, ReturnType<typeof css>> = {
  band: css`${gradient} ${darkText} ${centred} padding: 4.5rem 0;`,
  box: css`
    ${darkText} ${centred} margin: 4rem auto; padding: 3rem 1.5rem; border-radius: ${theme.radius.lg}; color: ${theme.color.textOnDark};
    background: radial-gradient(circle at 85% 15%, rgba(34,211,238,.25), transparent 45%), ${theme.color.navy};
    ${mq.md} { padding: 4rem 3rem; }
    h2 { font-size: clamp(1.6rem, 3.5vw, 2.25rem); max-width: 720px; }
    p { max-width: 640px; }
  `,
  light: css`
    text-align: center; padding: 3rem 1.5rem; border-radius: ${theme.radius.lg}; border: 1px solid ${theme.color.border};
    background: radial-gradient(circle at 20% 0%, rgba(109,94,245,.14), transparent 60%), ${theme.color.surfaceAlt};
  `,
}
const actionRow = css`display: flex; flex-wrap: wrap; gap: 1rem; justify-content: center;`
/** Text on the left, its figures on the right from lg (a band only). */
const besideFigures = css`
  ${gradient} ${darkText} padding: 4rem 0;
  .inner { display: grid; gap: 2rem; align-items: center; ${mq.lg} { grid-template-columns: 1.4fr 1fr; } }
  h2 { font-size: clamp(1.75rem, 4vw, 2.4rem); margin: 0 0 .75rem; }
  p { margin: 0 0 1.5rem; }
`

export interface PanelProps {
  look: PanelLook
  id?: string
  titleId: string
  heading: string
  /** A part of the heading to accent. */
  highlight?: string
  /** Its sentence (a light panel may have none). */
  text?: string
  /** Its buttons (links, the booking link, the lead form's). */
  actions: ReactNode
  /** Figures beside the text, the label read first: the panel is then a band, whatever its look. */
  figures?: readonly LabeledStat[]
}

/**
 * A call to action: a heading, a sentence and its buttons, on a full-width dark band, in a dark box
 * with a glow inside the page's width, or in a light box in a section (its heading then a section
 * heading, with its cuts).
 */
export function Panel({ look, id, titleId, heading, highlight, text, actions, figures }: PanelProps) {
  if (look === "light") {
    return (
      <Section id={id} heading={{ id: titleId, title: heading, highlight, description: text }}>
        {title => <div css={LOOKS.light}>{title}{actions}</div>}
      </Section>
    )
  }
  const copy = <><h2 id={titleId}>{highlight ? <HighlightedText text={heading} highlight={highlight} /> : heading}</h2><p>{text}</p></>
  if (figures?.length) {
    return (
      <section css={besideFigures} id={id} aria-labelledby={titleId}>
        <Container>
          <div className="inner">
            <div>{copy}{actions}</div>
            <FigureTiles tone="row" stats={figures} />
          </div>
        </Container>
      </section>
    )
  }
  const content = <>{copy}<div css={actionRow}>{actions}</div></>
  if (look === "box") return <Container><section css={LOOKS.box} id={id} aria-labelledby={titleId}>{content}</section></Container>
  return <section css={LOOKS.band} id={id} aria-labelledby={titleId}><Container>{content}</Container></section>
}
