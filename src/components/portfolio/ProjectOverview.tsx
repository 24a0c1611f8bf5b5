import { css } from "@emotion/react"
import type { PortfolioChallengeSolution, PortfolioOverview } from "../../data/types/portfolio"
import { mq, theme } from "../../styles/theme"
import { Section, cardStyle } from "../sections/Section"

const layout = css`
  display: grid; gap: 2.5rem; ${mq.lg} { &:has(> aside) { grid-template-columns: 1.6fr 1fr; } }
  h2 { font-size: 1.9rem; color: ${theme.color.navy}; margin: 0 0 1rem; }
  .text > p { color: ${theme.color.textMuted}; font-size: 1.05rem; }
  .cs { display: grid; gap: 1.25rem; margin-top: 2rem; ${mq.md} { grid-template-columns: 1fr 1fr; } }
  .cs h3 { color: ${theme.color.navy}; }
  aside h2 { font-size: 1.25rem; }
  dl { margin: 0; display: grid; gap: .9rem; }
  dt { font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: ${theme.color.textMuted}; font-weight: 600; }
  dd { margin: .15rem 0 0; font-weight: 600; color: ${theme.color.navy}; }
  .badges { list-style: none; margin: .4rem 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
  .badges li { font-size: .78rem; font-weight: 600; padding: .25rem .6rem; border-radius: ${theme.radius.pill}; background: rgba(91,77,232,.08); color: ${theme.color.primaryHover}; }
  ${mq.lg} { aside > div { position: sticky; top: 96px; } }
`

/** #overview: the project text, The Challenge / Our Solution, and the project details sidebar. */
export function ProjectOverview({ overview, challengeSolution }: { overview: PortfolioOverview; challengeSolution: PortfolioChallengeSolution }) {
  const details = [
    ["Client", overview.client],
    ["Industry", overview.industry],
    ["Project Type", overview.projectType],
    ["Duration", overview.duration],
    ["Team Size", overview.teamSize],
  ].filter(([, value]) => value !== "")
  return (
    <Section id="overview" labelledBy="overview-title">
      <div css={layout}>
        <div className="text">
          <h2 id="overview-title">Project Overview</h2>
          <p>{overview.detailedDescription}</p>
          {(challengeSolution.challenge || challengeSolution.solution) && (
            <div className="cs">
              {challengeSolution.challenge && <div css={cardStyle}><h3>The Challenge</h3><p>{challengeSolution.challenge}</p></div>}
              {challengeSolution.solution && <div css={cardStyle}><h3>Our Solution</h3><p>{challengeSolution.solution}</p></div>}
            </div>
          )}
        </div>
        {(details.length > 0 || overview.services.length > 0) && <aside aria-labelledby="details-title">
          <div css={cardStyle}>
            <h2 id="details-title">Project Details</h2>
            <dl>
              {details.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
              {overview.services.length > 0 && (
                <div><dt>Services</dt><dd><ul className="badges">{overview.services.map(s => <li key={s}>{s}</li>)}</ul></dd></div>
              )}
            </dl>
          </div>
        </aside>}
      </div>
    </Section>
  )
}
