/** View model of block_cards (src/blocks/CardsBlock.tsx), one function per variant. */
import { text, list, icon, sectionOf, optional, withName, buttonContent, blockImage } from "./common"
import type { IconName } from "../types/icon"
import type { ButtonContent, FeatureCard, HighlightCard, PlatformItem, SectionData } from "../types/sections"
import type { LandingPlatformsBlock } from "../landing"
import type { CoreFeatures, IconBenefitBlock, ServiceShowcase, SocialPlatformsBlock, TechList } from "../service-page"

type CardData = Queries.CardsBlockFragment["items"][number]
const cards = (block: Queries.CardsBlockFragment) => list(block.items)
/** An entry's number, else its place in the list (1-based). */
const numberOf = (card: CardData, index: number) => card.number ?? index + 1

/** Variant platforms: logo, highlight, description, tags. */
export function cardsView(block: Queries.CardsBlockFragment): LandingPlatformsBlock {
  return {
    section: sectionOf(block),
    cards: cards(block).map(card => ({
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

const simpleCard = (card: CardData): SimpleCard => ({
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
  return {
    ...simpleCardsView(block),
    image: blockImage(block),
    footnote: block.footnote ? { label: text(block.footnoteLabel), text: block.footnote } : null,
  }
}

/** Variant showcase: the service page's showcase items (display rules in src/content/showcase.ts); `logo` is an image icon. */
export function showcaseView(block: Queries.CardsBlockFragment, name: string): ServiceShowcase {
  return {
    section: sectionOf(block),
    moreHeading: withName(block.moreHeading, name),
    items: cards(block).map((card, index) => ({
      itemNumber: numberOf(card, index), mainTitle: text(card.title), secondaryTitle: optional(card.subtitle),
      shortDescription: optional(card.description), icon: card.icon ? icon(card.icon) : undefined, iconUrl: optional(card.logo),
    })),
  }
}

/** Variant tech_list: titled items and one button (no link: the booking link). */
export function techListView(block: Queries.CardsBlockFragment): TechList {
  return {
    section: sectionOf(block),
    ctaText: text(block.buttonText),
    ctaLink: optional(block.buttonLink),
    techItems: cards(block).map(card => ({ title: text(card.title), description: text(card.description) })),
  }
}

/** Variant core_features: numbered cards with an icon (`logo`, an image icon, wins over it). */
export function coreFeaturesView(block: Queries.CardsBlockFragment): CoreFeatures {
  return {
    section: sectionOf(block),
    cards: cards(block).map((card, index) => ({
      cardNumber: numberOf(card, index), title: text(card.title), description: text(card.description), icon: icon(card.icon),
      iconUrl: optional(card.logo),
    })),
  }
}

/** Variant icon_benefits: icon, title, description. */
export function iconBenefitsView(block: Queries.CardsBlockFragment): IconBenefitBlock {
  return {
    section: sectionOf(block),
    cards: cards(block).map(card => ({ icon: icon(card.icon), title: text(card.title), description: text(card.description) })),
  }
}

/** Variant social_platforms: logo, name, description, features. */
export function socialPlatformsView(block: Queries.CardsBlockFragment): SocialPlatformsBlock {
  return {
    section: sectionOf(block),
    platforms: cards(block).map(card => ({
      name: text(card.name), iconPath: text(card.logo), description: text(card.description), features: list(card.features),
    })),
  }
}

/** Variant check_list: short points, each after a check mark (each card's title). */
export function checkListView(block: Queries.CardsBlockFragment): { section: SectionData; points: string[] } {
  return { section: sectionOf(block), points: cards(block).flatMap(card => card.title ?? []) }
}

/** A card's logo, name and text. */
const platformItem = (card: CardData): PlatformItem => ({ name: text(card.name), logo: text(card.logo), description: text(card.description) })

export interface IconGridBlock extends IconBenefitBlock {
  button: ButtonContent
}

/** Variant icon_grid: icon cards, then the block's button (no link: the booking link). */
export function iconGridView(block: Queries.CardsBlockFragment): IconGridBlock {
  return { ...iconBenefitsView(block), button: buttonContent(block.buttonText, block.buttonLink) }
}

export interface PlatformGridBlock {
  section: SectionData
  platforms: PlatformItem[]
  button: ButtonContent
}

/** Variant platform_grid: logo, name and text, then the block's button (no link: the booking link). */
export function platformGridView(block: Queries.CardsBlockFragment): PlatformGridBlock {
  return { section: sectionOf(block), platforms: cards(block).map(platformItem), button: buttonContent(block.buttonText, block.buttonLink) }
}

export interface ToolsHighlightsBlock {
  section: SectionData
  tools: PlatformItem[]
  highlights: HighlightCard[]
}

/** Variant tools_highlights: the cards with a logo are tools (a grid); the others highlights (icon, title, figure, text). */
export function toolsHighlightsView(block: Queries.CardsBlockFragment): ToolsHighlightsBlock {
  const all = cards(block)
  return {
    section: sectionOf(block),
    tools: all.filter(card => card.logo).map(platformItem),
    highlights: all.filter(card => !card.logo).map(card => ({
      icon: icon(card.icon), title: text(card.title), metric: optional(card.highlight), description: text(card.description),
    })),
  }
}

/** Variant feature_cards: icon, title, text, points and each card's button (no link: the booking link). */
export function featureCardsView(block: Queries.CardsBlockFragment): { section: SectionData; cards: FeatureCard[] } {
  return {
    section: sectionOf(block),
    cards: cards(block).map(card => ({
      icon: icon(card.icon), title: text(card.title), description: text(card.description), points: list(card.features),
      button: buttonContent(card.buttonText, card.buttonLink),
    })),
  }
}

export interface ModelTile {
  name: string
  logo: string
  /** What kind of model (language, image, ...). */
  label: string
}

/** Variant model_tiles: logo, name and a small label (the badge). */
export function modelTilesView(block: Queries.CardsBlockFragment): { section: SectionData; models: ModelTile[] } {
  return { section: sectionOf(block), models: cards(block).map(card => ({ name: text(card.name), logo: text(card.logo), label: text(card.badge) })) }
}

export interface VerticalCard {
  icon: IconName
  title: string
  description: string
  /** What we build for it (a short list). */
  points: string[]
  /** A line at the card's foot (its case studies). */
  footnote: string
  /** Small label beside the icon (Featured), or none. */
  badge?: string
  /** The card's own page, labelled by the block's link text. */
  link: string
  button: ButtonContent
}

/** Variant verticals: the industry cards of /industries, each with its points, a link to its page and its own button. */
export function verticalsView(block: Queries.CardsBlockFragment): { section: SectionData; linkText: string; cards: VerticalCard[] } {
  return {
    section: sectionOf(block),
    linkText: text(block.buttonText),
    cards: cards(block).map(card => ({
      icon: icon(card.icon), title: text(card.title), description: text(card.description), points: list(card.features), footnote: text(card.subtitle),
      badge: optional(card.badge), link: text(card.link), button: buttonContent(card.buttonText, card.buttonLink),
    })),
  }
}

/** Variant key_features (a case study): cards whose points (the key benefits) show on hover or focus. */
export interface KeyFeaturesBlock {
  section: SectionData
  /** Title over each card's benefits. */
  benefitsLabel: string
  /** The line telling a visitor how to see them. */
  hint: string
  features: { title: string; description: string; icon: IconName; benefits: string[]; highlighted: boolean }[]
}

export function keyFeaturesView(block: Queries.CardsBlockFragment): KeyFeaturesBlock {
  return {
    section: sectionOf(block),
    benefitsLabel: text(block.footnoteLabel),
    hint: text(block.footnote),
    features: cards(block).map(card => ({
      title: text(card.title), description: text(card.description), icon: icon(card.icon), benefits: list(card.features), highlighted: Boolean(card.highlighted),
    })),
  }
}
