import { Link } from "gatsby"
import { css } from "@emotion/react"
import { industryPath } from "../../content/industries"
import { staticIndustries } from "../../data/industry-verticals"
import type { StaticIndustryRecord } from "../../data/types/industry"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { darkCardStyle, iconBadge } from "../sections/Section"

/**
 * Each card is a subgrid of the list's rows, so in a row of cards the titles, descriptions, lists and
 * links start on the same lines however long each card's copy is.
 */
const ROWS = 6
const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; column-gap: 1.25rem; row-gap: 0; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(2, 1fr); }
  ${mq.xl} { grid-template-columns: repeat(4, 1fr); }
  > li { display: grid; grid-row: span ${ROWS}; grid-template-rows: subgrid; margin-bottom: 1.25rem; }
`
const card = css`
  display: grid; grid-row: span ${ROWS}; grid-template-rows: subgrid; row-gap: .75rem;
  .top { display: flex; align-items: center; justify-content: space-between; gap: .75rem; min-height: 48px; }
  h3 { margin: 0; }
  ul { margin: 0; padding-left: 1.1rem; color: ${theme.color.textOnDarkMuted}; font-size: .9rem; }
  .badge { font-size: .72rem; font-weight: 700; text-transform: uppercase; letter-spacing: .05em;
    padding: .2rem .55rem; border-radius: ${theme.radius.pill}; background: ${theme.color.accent}; color: ${theme.color.navy}; }
  .count { align-self: end; font-size: .9rem; }
  .links { display: flex; flex-direction: column; align-items: flex-start; gap: .4rem; padding-top: .9rem;
    border-top: 1px solid rgba(255,255,255,.1); font-weight: 600; }
  .links a { color: ${theme.color.accent}; }
  .links a:first-of-type::after { content: " →"; }
`
const iconTone = css`background: rgba(34,211,238,.12); color: ${theme.color.accent}; margin: 0;`

/**
 * The eight verticals of /industries: icon and Featured badge on one line, then the same rows in every card.
 * The list is imported here, not passed in, so it loads with this below-the-fold chunk.
 */
export function VerticalsGrid({ industries = staticIndustries }: { industries?: readonly StaticIndustryRecord[] }) {
  return (
    <ul css={grid}>
      {industries.map(industry => (
        <li key={industry.slug}>
          <article css={[darkCardStyle, card]}>
            <div className="top">
              <span css={[iconBadge, iconTone]}><Icon name={industry.icon} /></span>
              {industry.featured && <span className="badge">Featured</span>}
            </div>
            <h3>{industry.title}</h3>
            <p>{industry.shortDescription}</p>
            <ul>{industry.solutions.slice(0, 3).map(s => <li key={s}>{s}</li>)}</ul>
            <p className="count">{industry.caseStudies} case studies</p>
            <div className="links">
              <Link to={industryPath(industry.slug)} aria-label={`Explore ${industry.title}`}>Explore</Link>
              <Link to={industry.cta.href} aria-label={`${industry.cta.text}: ${industry.title}`}>{industry.cta.text}</Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
