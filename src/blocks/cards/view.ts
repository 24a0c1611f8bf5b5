/** View model of block_cards (Cards.tsx): what each layout shows of a block. */
import { text, list, icon, sectionOf, optional, withName, buttonContent, blockImage, fileSrc } from "../../content/blocks/common"
import type { Maybe } from "../../content/blocks/common"
import type { IconName } from "../../content/types/icon"
import type { ButtonContent, HighlightCard, PlatformItem, SectionData } from "../../content/types/sections"
import type { LandingPlatformsBlock } from "../../content/landing"
import { fillIn } from "../../content/words"

/**
 * Showcase item. Display rules (spec 001 §5), applied by src/content/showcase.ts:
 * - shown only with a `mainTitle` and at least one of `secondaryTitle` / `shortDescription`;
 * - ordered by completeness: secondary title AND icon first, then one of them missing, then both
 *   missing (stable within a tier); an item "has an icon" when `icon` or `iconUrl` is set;
 * - capped at 4;
 * - `shortDescription` cut at 280 characters at a word boundary, with an ellipsis.
 */
export interface PaneItem {
  itemNumber: number
  mainTitle: string
  secondaryTitle?: string
  shortDescription?: string
  /** Image icon (spec field); either it or `icon` counts as "has icon". */
  iconUrl?: string
  /** Icon from the site's icon set. */
  icon?: IconName
}

export interface ListWithPaneView {
  section: SectionData
  /** The heading of the items past the showcase's cap. */
  moreHeading: string
  items: PaneItem[]
  /** The list's name and the pane's (`{heading}` unfilled), read out, and the line over each pane section (`{number}` unfilled): the settings' in the block's language. */
  words: { list: string; pane: string; item: string }
}

/** Technologies / tools list. Item titles cut at 30 characters, descriptions at 120. */
export interface CheckedItem {
  title: string
  description: string
}

export interface CheckedCardsView {
  section: SectionData
  ctaText: string
  /** A site path; none: the external scheduling (booking) link. */
  ctaLink?: string
  techItems: CheckedItem[]
}

/** Core feature card. Title cut at 35 characters, description at 120. */
export interface NumberedItem {
  cardNumber: number
  title: string
  description: string
  icon: IconName
  /** Optional image icon (spec field); when set it wins over `icon`. */
  iconUrl?: string
}

/** Core features: 6 or more cards switch to the horizontal scroll layout (spec 001 §9). */
export interface NumberedCardsView {
  section: SectionData
  cards: NumberedItem[]
}

export interface LogoPointCard {
  name: string
  iconPath: string
  description: string
  features: string[]
  /** The features' name, read out ("{name} features", filled). */
  featuresLabel: string
}

export interface LogoPointCardsView {
  section: SectionData
  platforms: LogoPointCard[]
}

type CardData = Queries.CardsBlockFragment["items"][number]
const cards = (block: Queries.CardsBlockFragment) => list(block.items)
/** An entry's number, else its place in the list (1-based). */
const numberOf = (card: CardData, index: number) => card.number ?? index + 1
/** A card's logo (or the picture in place of its icon). */
const logoOf = (card: CardData) => fileSrc(card.logo, card.logoUrl)

export interface IconCard {
  icon: IconName
  title: string
  description: string
  /** Checked points under the text (none: not shown). */
  points: string[]
  /** The card's own button, or none. */
  button: ButtonContent | null
}

export interface IconCardsView {
  section: SectionData
  cards: IconCard[]
  tone: "light" | "alt"
  /** More than four cards slide sideways as the page scrolls (spec 000 §2.9). */
  strip: boolean
  /** The cards fade in as they come into view (spec 001, about). */
  reveal: boolean
  /** The button under the cards, or none. */
  button: ButtonContent | null
}

const buttonOf = (label: Maybe<string>, link: Maybe<string>) => (label ? buttonContent(label, link) : null)
/** The band's tone: light unless the block asks for the tinted one. */
const toneOf = (block: Queries.CardsBlockFragment) => (block.tone === "alt" ? "alt" : "light")

/** Layout icons: an icon, a title and a text each, and the block's options. */
export function iconCardsView(block: Queries.CardsBlockFragment): IconCardsView {
  return {
    section: sectionOf(block),
    cards: cards(block).map(card => ({
      icon: icon(card.icon), title: text(card.title), description: text(card.description), points: list(card.features),
      button: buttonOf(card.buttonText, card.buttonLink),
    })),
    tone: toneOf(block),
    strip: Boolean(block.strip),
    reveal: Boolean(block.reveal),
    button: buttonOf(block.buttonText, block.buttonLink),
  }
}

/** Layout logo_cards: logo, highlight, description, tags. */
export function logoCardsView(block: Queries.CardsBlockFragment): LandingPlatformsBlock {
  return {
    section: sectionOf(block),
    cards: cards(block).map(card => ({
      name: text(card.title), logo: text(logoOf(card)), highlight: text(card.highlight), description: text(card.description), tags: list(card.tags),
      tagsLabel: fillIn(text(block.words?.strengthsLabel), { name: text(card.title) }),
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
  badge: text(card.badge), icon: icon(card.icon), title: text(card.title), description: text(card.description),
})

/** Layout letters: a letter badge, a title and a text each. */
export function lettersView(block: Queries.CardsBlockFragment): SimpleCardsBlock {
  return { section: sectionOf(block), cards: list(block.items).map(simpleCard) }
}

export interface PlacesBlock extends SimpleCardsBlock {
  image: { src: string; alt: string } | null
  footnote: { label: string; text: string } | null
}

/** Layout beside_image: cards of places (badge, name, text) beside a map, and a labelled line under them. */
export function besideImageView(block: Queries.CardsBlockFragment): PlacesBlock {
  return {
    ...lettersView(block),
    image: blockImage(block),
    footnote: block.footnote ? { label: text(block.footnoteLabel), text: block.footnote } : null,
  }
}

/** Layout list_with_pane: the service page's showcase items (display rules in src/content/showcase.ts); `logo` is an image icon. */
export function listWithPaneView(block: Queries.CardsBlockFragment, name: string): ListWithPaneView {
  return {
    section: sectionOf(block),
    moreHeading: withName(block.moreHeading, name),
    words: { list: text(block.words?.showcaseListLabel), pane: text(block.words?.showcasePaneLabel), item: text(block.words?.showcaseItemLabel) },
    items: cards(block).map((card, index) => ({
      itemNumber: numberOf(card, index), mainTitle: text(card.title), secondaryTitle: optional(card.subtitle),
      shortDescription: optional(card.description), icon: card.icon ? icon(card.icon) : undefined, iconUrl: logoOf(card),
    })),
  }
}

/** Layout checked_cards: titled items and one button (no link: the booking link). */
export function checkedCardsView(block: Queries.CardsBlockFragment): CheckedCardsView {
  return {
    section: sectionOf(block),
    ctaText: text(block.buttonText),
    ctaLink: optional(block.buttonLink),
    techItems: cards(block).map(card => ({ title: text(card.title), description: text(card.description) })),
  }
}

/** Layout numbered: numbered cards with an icon (`logo`, an image icon, wins over it). */
export function numberedView(block: Queries.CardsBlockFragment): NumberedCardsView {
  return {
    section: sectionOf(block),
    cards: cards(block).map((card, index) => ({
      cardNumber: numberOf(card, index), title: text(card.title), description: text(card.description), icon: icon(card.icon),
      iconUrl: logoOf(card),
    })),
  }
}

/** Layout logo_points: logo, name, description, features. */
export function logoPointsView(block: Queries.CardsBlockFragment): LogoPointCardsView {
  return {
    section: sectionOf(block),
    platforms: cards(block).map(card => ({
      name: text(card.title), iconPath: text(logoOf(card)), description: text(card.description), features: list(card.features),
      featuresLabel: fillIn(text(block.words?.featuresLabel), { name: text(card.title) }),
    })),
  }
}

/** Layout checks: short points, each after a check mark (each card's title). */
export function checksView(block: Queries.CardsBlockFragment): { section: SectionData; points: string[] } {
  return { section: sectionOf(block), points: cards(block).flatMap(card => card.title ?? []) }
}

/** A card's logo, name and text. */
const platformItem = (card: CardData): PlatformItem => ({ name: text(card.title), logo: text(logoOf(card)), description: text(card.description) })

export interface LogoRowsView {
  section: SectionData
  /** The cards with a logo: a logo beside a name and a text. */
  logos: PlatformItem[]
  /** The cards without: dark tiles of an icon, a title, a figure and a text. */
  tiles: HighlightCard[]
  tone: "light" | "alt"
  /** The button under them (no link: the booking link), or none. */
  button: ButtonContent | null
}

/** Layout logo_rows: logo rows, then tiles of the cards without a logo, then the block's button. */
export function logoRowsView(block: Queries.CardsBlockFragment): LogoRowsView {
  const all = cards(block)
  return {
    section: sectionOf(block),
    logos: all.filter(card => logoOf(card)).map(platformItem),
    tiles: all.filter(card => !logoOf(card)).map(card => ({
      icon: icon(card.icon), title: text(card.title), metric: optional(card.highlight), description: text(card.description),
    })),
    tone: toneOf(block),
    button: buttonOf(block.buttonText, block.buttonLink),
  }
}

export interface ModelTile {
  name: string
  logo: string
  /** What kind of model (language, image, ...). */
  label: string
}

/** Layout logo_tiles: logo, name and a small label (the badge). */
export function logoTilesView(block: Queries.CardsBlockFragment): { section: SectionData; models: ModelTile[] } {
  return { section: sectionOf(block), models: cards(block).map(card => ({ name: text(card.title), logo: text(logoOf(card)), label: text(card.badge) })) }
}

export interface LinkCardItem {
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

/** Layout link_cards: the industry cards of /industries, each with its points, a link to its page and its own button. */
export function linkCardsView(block: Queries.CardsBlockFragment): { section: SectionData; linkText: string; cards: LinkCardItem[] } {
  return {
    section: sectionOf(block),
    linkText: text(block.buttonText),
    cards: cards(block).map(card => ({
      icon: icon(card.icon), title: text(card.title), description: text(card.description), points: list(card.features), footnote: text(card.subtitle),
      badge: optional(card.badge), link: text(card.link), button: buttonContent(card.buttonText, card.buttonLink),
    })),
  }
}

/** Layout hover_points (a case study): cards whose points (the key benefits) show on hover or focus. */
export interface KeyFeaturesBlock {
  section: SectionData
  /** Title over each card's benefits. */
  benefitsLabel: string
  /** The line telling a visitor how to see them. */
  hint: string
  features: { title: string; description: string; icon: IconName; benefits: string[]; highlighted: boolean }[]
}

export function hoverPointsView(block: Queries.CardsBlockFragment): KeyFeaturesBlock {
  return {
    section: sectionOf(block),
    benefitsLabel: text(block.footnoteLabel),
    hint: text(block.footnote),
    features: cards(block).map(card => ({
      title: text(card.title), description: text(card.description), icon: icon(card.icon), benefits: list(card.features), highlighted: Boolean(card.highlighted),
    })),
  }
}
