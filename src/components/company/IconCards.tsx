/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { SimpleCardsBlock } from "../../content/blocks/cards"
import { mq } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { Section, cardStyle, iconBadge } from "../sections/Section"
import { Reveal } from "./Reveal"

const two = css`display: grid; gap: 1.5rem; ${mq.md} { grid-template-columns: 1fr 1fr; }`

/** Cards of an icon, a title and a text, two a row (the about page's mission and vision). */
export function IconCards({ id, headingId, block }: { id?: string; headingId: string; block: SimpleCardsBlock }) {
  const { section, cards } = block
  return (
    <Section id={id} heading={{ id: headingId, title: section.heading, highlight: section.highlightedText, description: section.description }}>
      <div css={two}>
        {cards.map(card => (
          <Reveal key={card.title}>
            <article css={cardStyle}><span css={iconBadge}><Icon name={card.icon} /></span><h3>{card.title}</h3><p>{card.description}</p></article>
          </Reveal>
        ))}
      </div>
    </Section>
  )
}
