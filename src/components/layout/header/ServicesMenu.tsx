/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import { mq, theme } from "../../../styles/theme"
import type { NavLink } from "../navigation"
import type { HeaderCopy } from "../../../content/shell"
import { menuHeading, menuLink } from "./styles"

// Two columns (Trending Solutions, All Services); three at 1367 px and wider (spec 000 §2.2).
const grid = css`
  display: grid; grid-template-columns: 250px 260px; gap: 1.5rem;
  ${mq.xxl} { grid-template-columns: 250px 520px; }
  ul { list-style: none; margin: 0; padding: 0; }
`
const allServices = css`
  ${mq.xxl} { columns: 2; column-gap: 1rem; li { break-inside: avoid; } }
`
const trendingCard = css`
  ${menuLink};
  padding: .75rem; margin-bottom: .5rem; background: ${theme.color.surfaceAlt};
  strong { display: block; color: ${theme.color.navy}; margin-bottom: .2rem; }
  span { display: block; font-size: .8125rem; color: ${theme.color.textMuted}; }
`

export function ServicesMenu({ trending, services, copy }: { trending: NavLink[]; services: NavLink[]; copy: Pick<HeaderCopy, "trending" | "allServices"> }) {
  return (
    <div css={grid}>
      <div>
        <p css={menuHeading} id="trending-heading">{copy.trending}</p>
        <ul aria-labelledby="trending-heading">
          {trending.map(link => (
            <li key={link.to}>
              <Link to={link.to} css={trendingCard}>
                <strong>{link.label}</strong>
                {link.description && <span>{link.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p css={menuHeading} id="all-services-heading">{copy.allServices}</p>
        <ul css={allServices} aria-labelledby="all-services-heading">
          {services.map(link => (
            <li key={link.to}>
              <Link to={link.to} css={menuLink}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

export function IndustriesMenu({ industries, allLabel }: { industries: NavLink[]; allLabel: string }) {
  return (
    <ul css={css`list-style: none; margin: 0; padding: 0; width: 280px;`}>
      {industries.map(link => (
        <li key={link.to}>
          <Link to={link.to} css={menuLink}>{link.label}</Link>
        </li>
      ))}
      <li>
        <Link to="/industries" css={[menuLink, css`font-weight: 600; color: ${theme.color.primary};`]}>{allLabel}</Link>
      </li>
    </ul>
  )
}
