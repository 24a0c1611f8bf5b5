/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { LabeledStat } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { Container } from "../../components/ui/Container"
import { figureFirst } from "../../styles/figure"

const band = css`
  padding: 3.5rem 0; background: linear-gradient(120deg, ${theme.color.primary}, #3B2FC9 60%, ${theme.color.navy});
  color: #fff;
`
const list = css`
  margin: 0; display: grid; gap: 2rem 1.5rem; grid-template-columns: repeat(2, minmax(0, 1fr)); text-align: center;
  ${mq.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  div { ${figureFirst}; gap: .25rem; }
  dt { color: rgba(255,255,255,.85); font-size: .95rem; }
  dd { margin: 0; font-size: clamp(2rem, 4vw, 2.75rem); font-weight: 800; line-height: 1.1; }
`

/** A row of figures (each above its label) on a coloured band, named by its label for screen readers. */
export function FigureBand({ id, label, stats }: { id?: string; label: string; stats: LabeledStat[] }) {
  return (
    <section id={id} css={band} aria-label={label}>
      <Container>
        <dl css={list}>
          {stats.map(stat => <div key={stat.value + stat.label}><dt>{stat.label}</dt><dd>{stat.value}</dd></div>)}
        </dl>
      </Container>
    </section>
  )
}
