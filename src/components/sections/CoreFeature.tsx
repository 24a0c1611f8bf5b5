/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { FeatureCard, SectionData } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { ActionButton } from "./ActionButton"
import { Section, cardStyle, iconBadge } from "./Section"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem; ${mq.md} { grid-template-columns: repeat(2, 1fr); }
  article { display: flex; flex-direction: column; gap: 1rem; }
  ul { margin: 0; padding: 0; list-style: none; display: grid; gap: .5rem; }
  ul li { display: flex; gap: .5rem; align-items: center; font-weight: 600; color: ${theme.color.navy}; }
  ul svg { color: ${theme.color.success}; }
  .cta { margin-top: auto; }
`

/** Feature cards, each with its points and button (the home page's 'Core Feature'). */
export function CoreFeature({ block: { section, cards }, id }: { block: { section: SectionData; cards: FeatureCard[] }; id?: string }) {
  return (
    <Section tone="alt" id={id} heading={{
      id: "core-feature-title", title: section.heading, highlight: section.highlightedText,
      description: section.description,
    }}>
      <ul css={grid}>
        {cards.map(card => (
          <li key={card.title}>
            <article css={cardStyle}>
              <span css={iconBadge}><Icon name={card.icon} /></span>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <ul>{card.points.map(point => <li key={point}><Icon name="check" size={18} />{point}</li>)}</ul>
              <div className="cta"><ActionButton button={card.button} /></div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
