/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { metricBarWidth } from "../../content/portfolio-detail"
import type { ResultsBlock } from "../../content/blocks/stats"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { Section, sectionLead } from "../sections/Section"

const metrics = css`
  list-style: none; margin: 0 0 2.5rem; padding: 0; display: grid; gap: 1.25rem; ${mq.md} { grid-template-columns: repeat(2, 1fr); } ${mq.xl} { grid-template-columns: repeat(4, 1fr); }
  li { padding: 1.5rem; border-radius: ${theme.radius.lg}; background: rgba(255,255,255,.05); border: 1px solid rgba(255,255,255,.1); display: grid; gap: .5rem; }
  strong { font-size: 2rem; color: ${theme.color.accent}; line-height: 1.1; }
  .label { font-weight: 700; color: #fff; }
  p { margin: 0; color: ${theme.color.textOnDarkMuted}; font-size: .9rem; }
  .bar { height: 6px; border-radius: 3px; background: rgba(255,255,255,.12); overflow: hidden; }
  .bar span { display: block; height: 100%; background: linear-gradient(90deg, ${theme.color.accent}, #8B7CF8); }
`
const wins = css`
  h3 { color: #fff; margin: 0 0 1rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; ${mq.md} { grid-template-columns: 1fr 1fr; } }
  li { display: flex; gap: .5rem; color: ${theme.color.textOnDark}; } svg { color: ${theme.color.accent}; flex: none; margin-top: .2rem; }
`

/** Project Results: metric cards with the benefit bar rule, and the key achievements. */
export function ProjectResults({ id, results }: { id: string; results: ResultsBlock }) {
  const { section } = results
  if (results.metrics.length === 0 && results.achievements.length === 0) return null
  return (
    <Section tone="dark" id={id} heading={{ id: `${id}-title`, title: section.heading, highlight: section.highlightedText }}>
      {section.description && <p css={[sectionLead, css`color: ${theme.color.textOnDarkMuted};`]}>{section.description}</p>}
      <ul css={metrics}>
        {results.metrics.map(metric => (
          <li key={metric.label}>
            <strong>{metric.value}</strong>
            <span className="label">{metric.label}</span>
            {metric.description && <p>{metric.description}</p>}
            <div className="bar" aria-hidden="true"><span data-testid="metric-bar" style={{ width: metricBarWidth(metric.value) }} /></div>
          </li>
        ))}
      </ul>
      {results.achievements.length > 0 && (
        <div css={wins}>
          <h3>{results.achievementsTitle}</h3>
          <ul>{results.achievements.map(a => <li key={a}><Icon name="star" size={18} />{a}</li>)}</ul>
        </div>
      )}
    </Section>
  )
}
