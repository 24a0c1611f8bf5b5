/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { IconGridBlock } from "../../content/blocks/cards"
import { isSchedulingLink } from "../../content/settings"
import { mq } from "../../styles/theme"
import { Button } from "../ui/Button"
import { Icon } from "../ui/Icon"
import { Section, actions, cardStyle, iconBadge } from "./Section"
import { useSiteSettings } from "../../lib/useSiteSettings"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(2, 1fr); }
  ${mq.lg} { grid-template-columns: repeat(3, 1fr); }
`

/** Title (tooltip) of the disabled button (spec 000 §2.9). */
const INVALID_LINK_TITLE = "Invalid Calendly link"

/** Capability cards and a booking button, disabled with 'Invalid Calendly link' unless the link is a scheduling link. */
export function AutoPilotSection({ block: { section, cards, button }, id = "auto-pilot" }: { block: IconGridBlock; id?: string }) {
  const { bookingLink } = useSiteSettings()
  const valid = isSchedulingLink(bookingLink)
  return (
    <Section id={id} heading={{
      id: `${id}-title`, title: section.heading, highlight: section.highlightedText,
      description: section.description,
    }}>
      <ul css={grid}>
        {cards.map(card => (
          <li key={card.title}>
            <div css={cardStyle}>
              <span css={iconBadge}><Icon name={card.icon} /></span>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <div css={actions}>
        {valid ? <Button href={bookingLink}>{button.text}</Button> : <Button disabled title={INVALID_LINK_TITLE}>{button.text}</Button>}
      </div>
    </Section>
  )
}
