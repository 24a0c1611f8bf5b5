/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { LabeledStat } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { figureFirst } from "../../styles/figure"
import type { HeadlineView } from "./view"

const headline = css`
  text-align: center; margin: 0 auto 2.5rem; padding: 2rem; max-width: 560px; border-radius: ${theme.radius.lg};
  background: linear-gradient(135deg, ${theme.color.primary}, #3B2FC9); color: #fff;
  strong { display: block; font-size: clamp(3rem, 8vw, 4.5rem); line-height: 1; font-weight: 800; }
  span { font-size: 1.1rem; }
`
const figures = css`
  margin: 0; display: grid; gap: 1rem; grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  div { ${figureFirst}; text-align: center; padding: 1.25rem .75rem; border-radius: ${theme.radius.md};
    background: #fff; border: 1px solid ${theme.color.border}; }
  dt { color: ${theme.color.textMuted}; font-size: .9rem; }
  dd { margin: 0; font-size: 1.75rem; font-weight: 800; color: ${theme.color.navy}; }
`
const groupTitle = css`text-align: center; font-size: 1.2rem; margin: 2.5rem 0 1rem;`

function Group({ title, stats }: { title: string; stats: LabeledStat[] }) {
  return (
    <>
      <h3 css={groupTitle}>{title}</h3>
      <dl css={figures} aria-label={title}>
        {stats.map(stat => <div key={stat.label}><dt>{stat.label}</dt><dd>{stat.value}</dd></div>)}
      </dl>
    </>
  )
}

/** A big figure with its label, then its groups of figures, each under its title. */
export function HeadlineFigures({ view }: { view: HeadlineView }) {
  return (
    <>
      <p css={headline}><strong>{view.value}</strong><span>{view.label}</span></p>
      {view.group && <Group {...view.group} />}
      <Group title={view.statsTitle} stats={view.stats} />
    </>
  )
}
