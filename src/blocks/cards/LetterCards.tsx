/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { SimpleCardsBlock } from "./view"
import { mq, theme } from "../../styles/theme"
import { Section, sectionHeading, cardStyle } from "../../components/sections/Section"
import { Reveal } from "../../components/company/Reveal"

const list = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; ${mq.md} { grid-template-columns: repeat(2, 1fr); } ${mq.xl} { grid-template-columns: repeat(4, 1fr); }
  .letter { display: inline-flex; width: 52px; height: 52px; align-items: center; justify-content: center; border-radius: ${theme.radius.md};
    background: linear-gradient(135deg, ${theme.color.primary}, #0E7490); color: #fff; font-size: 1.6rem; font-weight: 800; margin-bottom: .9rem; }
`
const acronym = css`text-align: center; font-size: clamp(1.75rem, 6vw, 2.75rem); font-weight: 800; letter-spacing: .35em; color: ${theme.color.primary}; margin: -1rem 0 2rem;`

/** The word the cards' letters (badges) spell, then one card per letter. */
export function LetterCards({ id, headingId, block }: { id?: string; headingId: string; block: SimpleCardsBlock }) {
  const { section, cards } = block
  return (
    <Section tone="alt" id={id} heading={sectionHeading(headingId, section)}>
      <p css={acronym} aria-hidden="true">{cards.map(v => v.badge).join("")}</p>
      <ul css={list}>
        {cards.map((value, i) => (
          <Reveal as="li" key={`${value.badge}-${i}`}>
            <article css={cardStyle}><span className="letter" aria-hidden="true">{value.badge}</span><h3>{value.title}</h3><p>{value.description}</p></article>
          </Reveal>
        ))}
      </ul>
    </Section>
  )
}
