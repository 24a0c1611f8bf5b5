/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { ProjectOverviewBlock } from "../../content/blocks/stats"
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

/** The project text, its titled texts (The Challenge / Our Solution) and the project details sidebar. */
export function ProjectOverview({ id, overview }: { id: string; overview: ProjectOverviewBlock }) {
  const { details, services, cards } = overview
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <div css={layout}>
        <div className="text">
          <h2 id={`${id}-title`}>{overview.heading}</h2>
          <p>{overview.text}</p>
          {cards.length > 0 && (
            <div className="cs">
              {cards.map(card => <div key={card.title} css={cardStyle}><h3>{card.title}</h3><p>{card.text}</p></div>)}
            </div>
          )}
        </div>
        {(details.length > 0 || services.length > 0) && <aside aria-labelledby="details-title">
          <div css={cardStyle}>
            <h2 id="details-title">{overview.detailsTitle}</h2>
            <dl>
              {details.map(({ label, value }) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
              {services.length > 0 && (
                <div><dt>{overview.servicesLabel}</dt><dd><ul className="badges">{services.map(s => <li key={s}>{s}</li>)}</ul></dd></div>
              )}
            </dl>
          </div>
        </aside>}
      </div>
    </Section>
  )
}
