/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Container } from "../../components/ui/Container"
import { Section } from "../../components/sections/Section"
import { FigureTiles } from "../../components/sections/FigureTiles"
import { HighlightedText } from "../../components/ui/HighlightedText"
import { Icon } from "../../components/ui/Icon"
import type { IconLabel, LabeledStat } from "../../content/types/sections"
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
  glow: css`
    ${darkText} ${centred} padding: 4.5rem 0; color: ${theme.color.textOnDark};
    background: radial-gradient(ellipse at 50% 0%, rgba(109,94,245,.45), transparent 60%), ${theme.color.navy};
    h2 { font-size: clamp(1.75rem, 4vw, 2.75rem); max-width: 820px; margin-bottom: 1rem; }
    p { max-width: 700px; margin-bottom: 1.5rem; }
  `,
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
/** An offer in a dashed box over the buttons. */
const offerLine = css`
  && { display: inline-flex; align-items: center; gap: .6rem; max-width: 680px; margin: 0 auto 2rem; padding: .9rem 1.25rem; text-align: start;
    border-radius: ${theme.radius.md}; background: rgba(253,230,138,.12); border: 1px dashed #FDE68A; color: #FEF3C7; font-weight: 600; }
  svg { flex: none; color: #FDE68A; }
`
const iconLine = css`
  list-style: none; padding: 0; margin: 1.5rem 0 0; display: flex; flex-wrap: wrap; justify-content: center; gap: .5rem 1.5rem;
  color: ${theme.color.textOnDarkMuted}; font-size: .95rem;
  li { display: inline-flex; align-items: center; gap: .4rem; }
  svg { color: ${theme.color.accent}; }
`
/** Marks under a rule, spaced wider from md. */
const marksRow = css`margin-top: 3rem; padding-top: 2rem; border-top: 1px solid rgba(255,255,255,.12); ${mq.md} { ul { gap: .75rem 2.5rem; } }`

function IconLine({ items, label }: { items: readonly IconLabel[]; label?: string }) {
  return <ul css={iconLine} aria-label={label}>{items.map(item => <li key={item.label}><Icon name={item.icon} size={18} />{item.label}</li>)}</ul>
}
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
  /** An offer in a dashed box over the buttons. */
  offer?: string
  /** Short lines under the buttons, each with its icon. */
  notes?: readonly IconLabel[]
  /** Marks under a rule at the panel's foot, named for screen readers. */
  marks?: { label: string; items: readonly IconLabel[] }
}

/**
 * A call to action: a heading, a sentence and its buttons, on a full-width dark band (with a glow at
 * its top or not), in a dark box with a glow inside the page's width, or in a light box in a section
 * (its heading then a section heading, with its cuts); an offer over the buttons, lines and marks
 * under them.
 */
export function Panel({ look, id, titleId, heading, highlight, text, actions, figures, offer, notes, marks }: PanelProps) {
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
  const content = (
    <>
      {copy}
      {offer && <p css={offerLine}><Icon name="sparkles" size={20} />{offer}</p>}
      <div css={actionRow}>{actions}</div>
      {notes && notes.length > 0 && <IconLine items={notes} />}
      {marks && marks.items.length > 0 && <div css={marksRow}><IconLine items={marks.items} label={marks.label} /></div>}
    </>
  )
  if (look === "box") return <Container><section css={LOOKS.box} id={id} aria-labelledby={titleId}>{content}</section></Container>
  return <section css={LOOKS[look]} id={id} aria-labelledby={titleId}><Container>{content}</Container></section>
}
