/** View model of block_cards (src/blocks/CardsBlock.tsx). */
import { text, list, sectionOf } from "./common"
import type { LandingPlatformsBlock } from "../landing"

export function cardsView(block: Queries.CardsBlockFragment): LandingPlatformsBlock {
  return {
    section: sectionOf(block),
    cards: list(block.items).map(card => ({
      name: text(card.name), logo: text(card.logo), highlight: text(card.highlight), description: text(card.description), tags: list(card.tags),
    })),
  }
}
