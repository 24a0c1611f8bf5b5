/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { cardStyle, iconBadge } from "../../components/sections/Section"
import type { BesideTextView } from "./view"

const layout = css`
  display: grid; gap: 2.5rem; ${mq.lg} { grid-template-columns: 1.2fr 1fr; }
  .text p { color: ${theme.color.textMuted}; font-size: 1.05rem; margin: 0; }
  .stats { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: 1fr; ${mq.md} { grid-template-columns: repeat(2, 1fr); } }
  .stats strong { display: block; font-size: 2rem; color: ${theme.color.primary}; line-height: 1.1; }
  .stats h3 { font-size: 1rem; margin: .25rem 0; }
  .stats p { font-size: .9rem; }
  .points { margin-top: 2rem; }
  .points h3 { color: ${theme.color.navy}; margin: 0 0 .75rem; }
  .points ul { margin: 0; padding: 0; list-style: none; display: grid; gap: .75rem; }
  .points li { display: flex; gap: .6rem; color: ${theme.color.text}; }
  .points svg { color: ${theme.color.primary}; flex: none; margin-top: .2rem; }
`

/** A text and its titled points beside figure cards, each with its icon, label and sentence. */
export function FiguresBesideText({ view }: { view: BesideTextView }) {
  return (
    <div css={layout}>
      <div className="text">
        <p>{view.text}</p>
        <div className="points">
          <h3>{view.pointsTitle}</h3>
          <ul>{view.points.map(point => <li key={point}><Icon name="trend-up" size={18} />{point}</li>)}</ul>
        </div>
      </div>
      <ul className="stats" aria-label="Key stats">
        {view.stats.map(stat => (
          <li key={stat.label} css={cardStyle}>
            <span css={iconBadge}><Icon name={stat.icon} /></span>
            <strong>{stat.value}</strong>
            <h3>{stat.label}</h3>
            <p>{stat.description}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
