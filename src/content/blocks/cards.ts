/** View model of block_cards (src/blocks/CardsBlock.tsx). */
import { text, list, icon, sectionOf } from "./common"
import type { IconName } from "../../data/types/icon"
import type { SectionData } from "../../data/types/sections"
import type { LandingPlatformsBlock } from "../landing"

type Card = NonNullable<Queries.CardsBlockFragment["items"]>[number]

/** Variant platforms: logo, highlight, description, tags. */
export function cardsView(block: Queries.CardsBlockFragment): LandingPlatformsBlock {
  return {
    section: sectionOf(block),
    cards: list(block.items).map(card => ({
      name: text(card.name), logo: text(card.logo), highlight: text(card.highlight), description: text(card.description), tags: list(card.tags),
    })),
  }
}

export interface SimpleCard {
  /** A short label in a badge (a letter, a place's role). */
  badge: string
  icon: IconName
  title: string
  description: string
}
export interface SimpleCardsBlock {
  section: SectionData
  cards: SimpleCard[]
}

const simpleCard = (card: Card): SimpleCard => ({
  badge: text(card.badge), icon: icon(card.icon), title: text(card.title || card.name), description: text(card.description),
})

/** Variants icon_cards (icon, title, text) and values (a letter badge, title, text). */
export function simpleCardsView(block: Queries.CardsBlockFragment): SimpleCardsBlock {
  return { section: sectionOf(block), cards: list(block.items).map(simpleCard) }
}

export interface PlacesBlock extends SimpleCardsBlock {
  image: { src: string; alt: string } | null
  footnote: { label: string; text: string } | null
}

/** Variant places: cards of places (badge, name, text) beside a map, and a labelled line under them. */
export function placesView(block: Queries.CardsBlockFragment): PlacesBlock {
  const src = block.image?.publicURL ?? block.imageUrl
  return {
    ...simpleCardsView(block),
    image: src ? { src, alt: text(block.imageAlt) } : null,
    footnote: block.footnote ? { label: text(block.footnoteLabel), text: block.footnote } : null,
  }
}

