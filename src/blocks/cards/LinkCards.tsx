/** @jsxImportSource @emotion/react */
import { Link } from "gatsby"
import { css } from "@emotion/react"
import type { VerticalCard } from "./view"
import type { SectionData } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { Section, sectionHeading, darkCardStyle, iconBadge, sectionLead } from "../../components/sections/Section"

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
const lead = css`color: ${theme.color.textOnDarkMuted};`

/** Cards on a dark band, each with points, a link to its page and a button: icon and badge on one line, then the same rows in every card. */
export function LinkCards({ section, cards, linkText, id = "verticals" }: { section: SectionData; cards: VerticalCard[]; linkText: string; id?: string }) {
  return (
    <Section tone="dark" id={id} heading={sectionHeading(`${id}-title`, section, { description: false })}>
      {section.description && <p css={[sectionLead, lead]}>{section.description}</p>}
      <ul css={grid}>
        {cards.map(vertical => (
          <li key={vertical.title}>
            <article css={[darkCardStyle, card]}>
              <div className="top">
                <span css={[iconBadge, iconTone]}><Icon name={vertical.icon} /></span>
                {vertical.badge && <span className="badge">{vertical.badge}</span>}
              </div>
              <h3>{vertical.title}</h3>
              <p>{vertical.description}</p>
              <ul>{vertical.points.map(point => <li key={point}>{point}</li>)}</ul>
              <p className="count">{vertical.footnote}</p>
              <div className="links">
                <Link to={vertical.link} aria-label={`${linkText} ${vertical.title}`}>{linkText}</Link>
                <ActionLink button={vertical.button} title={vertical.title} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** A card's own button as a text link: a site path through the router, another site's a plain link; without a link, none. */
function ActionLink({ button, title }: { button: VerticalCard["button"]; title: string }) {
  const label = `${button.text}: ${title}`
  if (button.target.kind === "internal") return <Link to={button.target.to} aria-label={label}>{button.text}</Link>
  return button.target.kind === "external" ? <a href={button.target.href} aria-label={label}>{button.text}</a> : null
}
