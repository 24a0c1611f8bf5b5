// Replaced by the pages branch at merge.
import { css } from "@emotion/react"
import type { IconBenefitCard, SectionData } from "../../data/types/sections"
import { ICON_BENEFIT_GRID_MAX, STRIP } from "../../content/showcase"
import { mq, theme } from "../../styles/theme"
import { Container } from "../ui/Container"
import { Icon } from "../ui/Icon"
import { SectionHeading } from "../ui/SectionHeading"
import { HorizontalStrip } from "./HorizontalStrip"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem;
  ${mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`
const card = css`
  height: 100%; padding: 1.75rem; border-radius: ${theme.radius.lg}; background: #fff;
  border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card};
  svg { color: ${theme.color.primary}; }
  h3 { font-size: 1.15rem; margin: .75rem 0 .5rem; }
  p { margin: 0; color: ${theme.color.textMuted}; }
`

/** Icon benefit cards: a pinned horizontal strip above 4 cards, otherwise a grid. */
export function IconBenefitSection({ section, cards }: { section: SectionData; cards: IconBenefitCard[] }) {
  const items = cards.map(item => (
    <article key={item.title} css={card}>
      <Icon name={item.icon} size={32} />
      <h3>{item.title}</h3>
      <p>{item.description}</p>
    </article>
  ))
  return (
    <section css={css`padding: 4.5rem 0;`}>
      <Container>
        <SectionHeading title={section.heading} highlight={section.highlightedText} description={section.description} />
        {cards.length > ICON_BENEFIT_GRID_MAX ? (
          <HorizontalStrip label={section.heading} {...STRIP.iconBenefit}>{items}</HorizontalStrip>
        ) : (
          <ul css={grid} aria-label={section.heading} data-pinned="false">
            {items.map(item => <li key={item.key}>{item}</li>)}
          </ul>
        )}
      </Container>
    </section>
  )
}
