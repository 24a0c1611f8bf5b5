import { graphql } from "gatsby"
import { PlatformCards } from "../components/landing/PlatformCards"
import { cardsView } from "../content/blocks/cards"
import type { BlockProps } from "./types"

/** A grid of cards (variant platforms: logo, highlight, description, tags). */
export function CardsBlock({ block }: BlockProps<Queries.CardsBlockFragment>) {
  return <PlatformCards id={block.anchor ?? "platforms"} platforms={cardsView(block)} />
}

export const fragment = graphql`
  fragment CardsBlock on DirectusBlockCards {
    variant anchor heading highlightedText description
    items { name logo highlight description tags }
  }
`
