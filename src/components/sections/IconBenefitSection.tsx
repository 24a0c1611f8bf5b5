/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { IconBenefitCard, SectionData } from "../../content/types/sections"
import { mq } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { HorizontalStrip } from "./HorizontalStrip"
import { Section, cardStyle, iconBadge, sectionLead } from "./Section"
import type { SectionTone } from "./Section"

/** Benefit strip geometry of spec 000 §2.9 / spec 001 §9. */
export const BENEFIT_STRIP = { cardWidth: 392, gap: 32, stickyOffset: 80 } as const
export const STRIP_THRESHOLD = 4

const grid = (count: number) => css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(${Math.min(count, 2)}, 1fr); }
  ${mq.lg} { grid-template-columns: repeat(${count % 3 === 0 ? 3 : Math.min(count, 4)}, 1fr); }
`

function BenefitCard({ card }: { card: IconBenefitCard }) {
  return (
    <div css={cardStyle}>
      <span css={iconBadge}><Icon name={card.icon} /></span>
      <h3>{card.title}</h3>
      <p>{card.description}</p>
    </div>
  )
}

/**
 * Icon benefit block: more than 4 cards become the pinned horizontal strip driven by vertical scroll
 * (cards 392 px, gap 32 px, offset 80 px); otherwise a grid.
 */
export function IconBenefitSection({ section, cards, tone = "light", id, grid: forceGrid = false }: {
  section: SectionData
  cards: IconBenefitCard[]
  tone?: SectionTone
  id?: string
  /** Tiles that are not a benefit strip (the industries capabilities) stay a grid. */
  grid?: boolean
}) {
  const titleId = `${id ?? section.heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-title`
  const lead = section.description && <p css={sectionLead}>{section.description}</p>
  const strip = cards.length > STRIP_THRESHOLD && !forceGrid
  return (
    <Section tone={tone} id={id} heading={{ id: titleId, title: section.heading, highlight: section.highlightedText }}>
      {heading => strip ? (
        // Pinned, the heading and lead stay in view with the cards.
        <HorizontalStrip label={section.heading} {...BENEFIT_STRIP} header={<>{heading}{lead}</>}>
          {cards.map(card => <BenefitCard key={card.title} card={card} />)}
        </HorizontalStrip>
      ) : (
        <>
          {heading}
          {lead}
          <ul css={grid(cards.length)} aria-label={section.heading}>
            {cards.map(card => <li key={card.title}><BenefitCard card={card} /></li>)}
          </ul>
        </>
      )}
    </Section>
  )
}
