import { graphql } from "gatsby"
import { CompanyValues } from "../components/company/CompanyValues"
import { GlobalFootprint } from "../components/company/GlobalFootprint"
import { IconCards } from "../components/company/IconCards"
import { PlatformCards } from "../components/landing/PlatformCards"
import { cardsView, placesView, simpleCardsView } from "../content/blocks/cards"
import { headingId } from "../content/blocks/common"
import type { BlockProps } from "./types"

/**
 * A grid of cards: platforms (logo, highlight, description, tags), icon_cards (icon, title, text),
 * values (a letter badge each, spelling a word) or places (beside a map, with a footnote).
 */
export function CardsBlock({ block }: BlockProps<Queries.CardsBlockFragment>) {
  const id = block.anchor ?? undefined
  const titleId = headingId(block.anchor, "cards")
  if (block.variant === "icon_cards") return <IconCards id={id} headingId={titleId} block={simpleCardsView(block)} />
  if (block.variant === "values") return <CompanyValues id={id} headingId={titleId} block={simpleCardsView(block)} />
  if (block.variant === "places") return <GlobalFootprint id={id} headingId={titleId} block={placesView(block)} />
  return <PlatformCards id={block.anchor ?? "platforms"} platforms={cardsView(block)} />
}

export const fragment = graphql`
  fragment CardsBlock on DirectusBlockCards {
    variant anchor heading highlightedText description
    items { name title badge icon logo highlight description tags }
    image { publicURL }
    imageUrl imageAlt footnoteLabel footnote
  }
`
