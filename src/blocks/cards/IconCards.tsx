/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { Reveal } from "../../components/company/Reveal"
import { ActionButton } from "../../components/sections/ActionButton"
import { HorizontalStrip } from "../../components/sections/HorizontalStrip"
import { Section, sectionHeading, actions, cardStyle, iconBadge, sectionLead } from "../../components/sections/Section"
import { Icon } from "../../components/ui/Icon"
import { mq, theme } from "../../styles/theme"
import type { IconCard, IconCardsView } from "./view"

/** The strip's geometry (spec 000 §2.9, spec 001 §9) and the count it needs: more than 4 cards. */
const ICON_STRIP = { cardWidth: 392, gap: 32, stickyOffset: 80 } as const
const ICON_STRIP_AFTER = 4

// Two a row for two or four cards, three for a multiple of three, else up to four.
const grid = (count: number) => css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(${Math.min(count, 2)}, 1fr); }
  ${mq.lg} { grid-template-columns: repeat(${count % 3 === 0 ? 3 : Math.min(count, 4)}, 1fr); }
`

// A card with points and a button stacks them, the button at its foot.
const withPoints = css`
  display: flex; flex-direction: column; gap: 1rem;
  ul { margin: 0; padding: 0; list-style: none; display: grid; gap: .5rem; }
  ul li { display: flex; gap: .5rem; align-items: center; font-weight: 600; color: ${theme.color.navy}; }
  ul svg { color: ${theme.color.success}; }
  .cta { margin-top: auto; }
`

function IconCardBody({ card }: { card: IconCard }) {
  const more = card.points.length > 0 || card.button !== null
  return (
    <article css={[cardStyle, more && withPoints]}>
      <span css={iconBadge}><Icon name={card.icon} /></span>
      <h3>{card.title}</h3>
      <p>{card.description}</p>
      {card.points.length > 0 && <ul>{card.points.map(point => <li key={point}><Icon name="check" size={18} />{point}</li>)}</ul>}
      {card.button && <div className="cta"><ActionButton button={card.button} /></div>}
    </article>
  )
}

/**
 * Cards of an icon, a title and a text (points and a button each where they have them). With the
 * strip option, more than four slide sideways as the page scrolls; with reveal, each fades in.
 */
export function IconCards({ view, id, titleId }: { view: IconCardsView; id?: string; titleId: string }) {
  const { section, cards, tone, strip, reveal, button } = view
  // The introduction is a lead paragraph, never cut: some run past a heading description's 150 characters.
  const lead = section.description && <p css={sectionLead}>{section.description}</p>
  const item = (card: IconCard): ReactNode =>
    reveal ? <Reveal as="li" key={card.title}><IconCardBody card={card} /></Reveal> : <li key={card.title}><IconCardBody card={card} /></li>
  return (
    <Section tone={tone} id={id} heading={sectionHeading(titleId, section, { description: false })}>
      {heading => (
        <>
          {strip && cards.length > ICON_STRIP_AFTER ? (
            // Pinned, the heading and lead stay in view with the cards.
            <HorizontalStrip label={section.heading} {...ICON_STRIP} header={<>{heading}{lead}</>}>
              {cards.map(card => <IconCardBody key={card.title} card={card} />)}
            </HorizontalStrip>
          ) : (
            <>{heading}{lead}<ul css={grid(cards.length)} aria-label={section.heading}>{cards.map(item)}</ul></>
          )}
          {button && <div css={actions}><ActionButton button={button} strict /></div>}
        </>
      )}
    </Section>
  )
}
