/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { metricBarWidth } from "../../content/portfolio-detail"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import type { BarsView } from "./view"

const figures = css`
  list-style: none; margin: 0 0 2.5rem; padding: 0; display: grid; gap: 1.25rem; ${mq.md} { grid-template-columns: repeat(2, 1fr); } ${mq.xl} { grid-template-columns: repeat(4, 1fr); }
  li { padding: 1.5rem; border-radius: ${theme.radius.lg}; background: rgba(255,255,255,.05); border: 1px solid rgba(255,255,255,.1); display: grid; gap: .5rem; }
  strong { font-size: 2rem; color: ${theme.color.accent}; line-height: 1.1; }
  .label { font-weight: 700; color: #fff; }
  p { margin: 0; color: ${theme.color.textOnDarkMuted}; font-size: .9rem; }
  .bar { height: 6px; border-radius: 3px; background: rgba(255,255,255,.12); overflow: hidden; }
  .bar span { display: block; height: 100%; background: linear-gradient(90deg, ${theme.color.accent}, #8B7CF8); }
`
const points = css`
  h3 { color: #fff; margin: 0 0 1rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; ${mq.md} { grid-template-columns: 1fr 1fr; } }
  li { display: flex; gap: .5rem; color: ${theme.color.textOnDark}; } svg { color: ${theme.color.accent}; flex: none; margin-top: .2rem; }
`

/** Figure cards, each with a bar its percent fills (spec's benefit bar rule), then the titled points. */
export function FigureBars({ view }: { view: BarsView }) {
  return (
    <>
      <ul css={figures}>
        {view.stats.map(stat => (
          <li key={stat.label}>
            <strong>{stat.value}</strong>
            <span className="label">{stat.label}</span>
            {stat.description && <p>{stat.description}</p>}
            <div className="bar" aria-hidden="true"><span data-testid="metric-bar" style={{ width: metricBarWidth(stat.value) }} /></div>
          </li>
        ))}
      </ul>
      {view.points.length > 0 && (
        <div css={points}>
          <h3>{view.pointsTitle}</h3>
          <ul>{view.points.map(point => <li key={point}><Icon name="star" size={18} />{point}</li>)}</ul>
        </div>
      )}
    </>
  )
}
