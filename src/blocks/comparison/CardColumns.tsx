/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { cardStyle, cornerBadge, iconBadge } from "../../components/sections/Section"
import type { CardColumnsView } from "./view"

const columns = css`
  display: grid; gap: 2.5rem; ${mq.lg} { grid-template-columns: 1fr 1fr; }
  h3.col { font-size: 1.35rem; color: ${theme.color.navy}; margin: 0 0 1rem; }
  > div > ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
  article { position: relative; }
  article ul { margin: .75rem 0 0; padding-left: 1.1rem; color: ${theme.color.textMuted}; font-size: .92rem; }
  .featured { border-color: ${theme.color.primary}; box-shadow: 0 0 0 2px rgba(91,77,232,.25), ${theme.shadow.card}; }
`

/** Two columns of icon cards (challenges, solutions) under their titles; a solution with a badge ('Featured') is ringed. */
export function CardColumns({ data }: { data: CardColumnsView }) {
  return (
    <div css={columns}>
      <div>
        <h3 className="col">{data.challengesTitle}</h3>
        <ul>
          {data.challenges.map(challenge => (
            <li key={challenge.title}>
              <article css={cardStyle}>
                <span css={[iconBadge, css`background: rgba(185,28,28,.08); color: ${theme.color.danger};`]}><Icon name={challenge.icon} /></span>
                <h4 css={css`margin: 0 0 .4rem; font-size: 1.1rem; color: ${theme.color.navy};`}>{challenge.title}</h4>
                <p>{challenge.description}</p>
                <ul>{challenge.points.map(point => <li key={point}>{point}</li>)}</ul>
              </article>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="col">{data.solutionsTitle}</h3>
        <ul>
          {data.solutions.map(solution => (
            <li key={solution.title}>
              <article css={cardStyle} className={solution.badge ? "featured" : undefined}>
                {solution.badge && <span css={cornerBadge}>{solution.badge}</span>}
                <span css={iconBadge}><Icon name={solution.icon} /></span>
                <h4 css={css`margin: 0 0 .4rem; font-size: 1.1rem; color: ${theme.color.navy};`}>{solution.title}</h4>
                <p>{solution.description}</p>
                <ul>{solution.points.map(benefit => <li key={benefit}>{benefit}</li>)}</ul>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
