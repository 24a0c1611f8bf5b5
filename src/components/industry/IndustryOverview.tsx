/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { IndustryOverview as Overview } from "../../content/industry-page"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { Section, cardStyle, iconBadge } from "../sections/Section"

const layout = css`
  display: grid; gap: 2.5rem; ${mq.lg} { grid-template-columns: 1.2fr 1fr; }
  .text p { color: ${theme.color.textMuted}; font-size: 1.05rem; margin: 0; }
  .stats { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: 1fr; ${mq.md} { grid-template-columns: repeat(2, 1fr); } }
  .stats strong { display: block; font-size: 2rem; color: ${theme.color.primary}; line-height: 1.1; }
  .stats h3 { font-size: 1rem; margin: .25rem 0; }
  .stats p { font-size: .9rem; }
  .trends { margin-top: 2rem; }
  .trends h3 { color: ${theme.color.navy}; margin: 0 0 .75rem; }
  .trends ul { margin: 0; padding: 0; list-style: none; display: grid; gap: .75rem; }
  .trends li { display: flex; gap: .6rem; color: ${theme.color.text}; }
  .trends svg { color: ${theme.color.primary}; flex: none; margin-top: .2rem; }
`

/** Overview: detailed text, market trends and key stats. */
export function IndustryOverview({ id, overview }: { id: string; overview: Overview }) {
  return (
    <Section id={id} heading={{ id: "overview-title", title: overview.section.heading, highlight: overview.section.highlightedText, align: "left" }}>
      <div css={layout}>
        <div className="text">
          <p>{overview.detailedDescription}</p>
          <div className="trends">
            <h3>{overview.trendsTitle}</h3>
            <ul>{overview.marketTrends.map(trend => <li key={trend}><Icon name="trend-up" size={18} />{trend}</li>)}</ul>
          </div>
        </div>
        <ul className="stats" aria-label="Key stats">
          {overview.keyStats.map(stat => (
            <li key={stat.label} css={cardStyle}>
              <span css={iconBadge}><Icon name={stat.icon} /></span>
              <strong>{stat.value}</strong>
              <h3>{stat.label}</h3>
              <p>{stat.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
