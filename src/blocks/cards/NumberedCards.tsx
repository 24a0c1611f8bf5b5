/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { NumberedCardsView as CoreFeaturesData } from "./view"
import { CORE_FEATURES_STRIP, CORE_FEATURES_STRIP_FROM, coreFeatureText } from "../../content/showcase"
import { mq } from "../../styles/theme"
import { HorizontalStrip } from "../../components/sections/HorizontalStrip"
import { Band } from "../../components/service/Band"
import { NumberedCard } from "./NumberedCard"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem;
  ${mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.lg} { grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); }
`

/**
 * Numbered cards (titles cut at 35, descriptions at 120). From 6 cards they slide sideways in
 * a pinned strip on desktop (352 px cards, 32 px gap, 2500 px extra scroll, 80 px offset).
 */
export function NumberedCards({ coreFeatures, id = "core-features" }: { coreFeatures: CoreFeaturesData; id?: string }) {
  const cards = coreFeatures.cards.map(coreFeatureText)
  const label = coreFeatures.section.heading
  const content = cards.map(card => (
    <NumberedCard key={card.cardNumber} number={card.cardNumber} icon={card.icon} iconUrl={card.iconUrl} title={card.title} description={card.description} />
  ))
  const strip = cards.length >= CORE_FEATURES_STRIP_FROM
  return (
    <Band id={id} section={coreFeatures.section} tone="alt">
      {heading => strip ? (
        // Pinned, the heading stays in view with the cards.
        <HorizontalStrip label={label} {...CORE_FEATURES_STRIP} header={heading}>
          {content}
        </HorizontalStrip>
      ) : (
        <>
          {heading}
          <ul css={grid} aria-label={label} data-pinned="false">
            {content.map(item => <li key={item.key}>{item}</li>)}
          </ul>
        </>
      )}
    </Band>
  )
}
