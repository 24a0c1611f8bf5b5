/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Container } from "../../components/ui/Container"
import { ActionButton } from "../../components/sections/ActionButton"
import type { BesideFiguresView } from "./view"
import { figureFirst } from "../../styles/figure"

const band = css`
  padding: 4rem 0; background: linear-gradient(120deg, ${theme.color.navy} 0%, #2A1F7A 60%, #0E4E63 100%); color: #fff;
  .inner { display: grid; gap: 2rem; align-items: center; ${mq.lg} { grid-template-columns: 1.4fr 1fr; } }
  h2 { color: #fff; font-size: clamp(1.75rem, 4vw, 2.4rem); margin: 0 0 .75rem; }
  p { color: ${theme.color.textOnDarkMuted}; margin: 0 0 1.5rem; }
  dl { display: flex; gap: 2.5rem; margin: 0; }
  dt { color: ${theme.color.textOnDarkMuted}; }
  dd { margin: 0; font-size: 2.5rem; font-weight: 800; color: ${theme.color.accent}; }
  dl div { ${figureFirst} }
`

/** A band with a heading, a sentence and the booking button beside its figures. */
export function TextBesideFigures({ view: { heading, description, stats, button }, id, titleId }: { view: BesideFiguresView; id?: string; titleId: string }) {
  return (
    <section css={band} id={id} aria-labelledby={titleId}>
      <Container>
        <div className="inner">
          <div>
            <h2 id={titleId}>{heading}</h2>
            <p>{description}</p>
            <ActionButton button={button} variant="light" />
          </div>
          <dl>
            {stats.map(stat => <div key={stat.label}><dt>{stat.label}</dt><dd>{stat.value}</dd></div>)}
          </dl>
        </div>
      </Container>
    </section>
  )
}
