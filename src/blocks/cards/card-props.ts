/** How each card layout of block_cards draws one card (Cards.tsx): its view item as Card props, without markup. */
import type { CardLink, CardProps } from "../../components/sections/Card"
import type { HighlightCard, PlatformItem } from "../../content/types/sections"
import { coreFeatureText, techItemText } from "../../content/showcase"
import type { CheckedItem, IconCard, KeyFeaturesBlock, LinkCardItem, LogoPointCard, ModelTile, NumberedItem, SimpleCard } from "./view"
import type { LandingPlatformsBlock } from "../../content/landing"

/** An icon over a title and a text; its points and button, when it has any, a rem apart. */
export const iconCard = (card: IconCard): CardProps => ({
  media: { icon: card.icon }, title: card.title, text: card.description, spaced: true,
  gap: card.points.length > 0 || card.button !== null ? 1 : undefined,
  points: card.points.length > 0 ? { kind: "checked", strong: true, align: "middle", items: card.points } : undefined,
})

/** Its number across from its icon (or picture); title cut at 35, text at 120. */
export const numberedCard = (item: NumberedItem): CardProps => {
  const card = coreFeatureText(item)
  return {
    media: card.iconUrl ? { image: card.iconUrl } : { icon: card.icon }, number: card.cardNumber, title: card.title, titleSize: 1.15,
    text: card.description, gap: 0.75,
  }
}

/** A framed logo, the name, a bold line, a text and small tags. */
export const logoCard = (card: LandingPlatformsBlock["cards"][number]): CardProps => ({
  media: { logo: card.logo, name: card.name, size: 56, framed: true }, title: card.name, highlight: card.highlight, text: card.description,
  tags: { items: card.tags, label: card.tagsLabel }, padding: "md", gap: 0.75, textSize: 0.95,
})

/** A framed logo beside the name, a text and checked points. */
export const logoPointCard = (card: LogoPointCard): CardProps => ({
  media: { logo: card.iconPath, name: card.name, framed: true }, mediaAt: "title", title: card.name, text: card.description,
  points: { kind: "checked", tone: "primary", size: 0.95, items: card.features, label: card.featuresLabel }, gap: 0.9,
})

/** A logo beside the name and a text, on a flat card. */
export const logoRow = (item: PlatformItem): CardProps => ({
  media: { logo: item.logo, name: item.name }, mediaAt: "side", title: item.name, titleSize: 1.1, titleGap: 0.35, text: item.description,
  surface: "flat", padding: "md", textSize: 0.95,
})

/** A dark tile: a glowing icon, a title, a figure and a text. */
export const figureTile = (tile: HighlightCard): CardProps => ({
  media: { icon: tile.icon, tone: "glow" }, title: tile.title, titleSize: 1.15, titleGap: 0.25, figure: tile.metric, text: tile.description, surface: "navy",
})

/** A small centred tile: a logo, the name and what kind it is. */
export const logoTile = (model: ModelTile): CardProps => ({
  media: { logo: model.logo, name: model.name, size: 40 }, title: model.name, level: "none", titleSize: 0.95, caption: model.label,
  surface: "flat", radius: "md", padding: "tile", center: true, gap: 0.5,
})

/** A letter over a title and a text. */
export const letterCard = (card: SimpleCard): CardProps => ({ media: { letter: card.badge }, title: card.title, text: card.description })

/** A label, a name after a pin and a text. */
export const placeCard = (card: SimpleCard): CardProps => ({
  badge: { text: card.badge, at: "label" }, title: card.title, titleIcon: "map-pin", text: card.description,
})

/** A check mark beside a title and a text, on a flat card; title cut at 30, text at 120. */
export const checkedCard = (entry: CheckedItem): CardProps => {
  const item = techItemText(entry)
  return {
    media: { mark: "check" }, mediaAt: "side", title: item.title, titleSize: 1.05, titleGap: 0.25, text: item.description, textSize: 0.95,
    surface: "flat", radius: "md", padding: "compact",
  }
}

/** An icon, a title and a text; its points show on hover or focus; a highlighted card gets an accent ring. */
export const hoverPointCard = (benefitsLabel: string, hint: string) => (feature: KeyFeaturesBlock["features"][number], i: number): CardProps => ({
  media: { icon: feature.icon }, title: feature.title, titleId: `feature-${i}`, text: feature.description, focusable: true,
  ring: feature.highlighted ? "accent" : undefined, points: { kind: "revealed", heading: benefitsLabel, hint: hint || undefined, items: feature.benefits },
})

/** A link card's parts, each a row in line with the other cards' in its row: top line, title, text, points, footnote, links. */
export const LINK_CARD_ROWS = 6

/**
 * A dark card: its icon with its badge across the top line, a title, a text, points, a footnote, and two
 * links under a rule: its page (labelled by the block's link text) and its own button as a text link
 * (a site path or another site's; none for any other target).
 */
export const linkCard = (linkText: string) => (card: LinkCardItem): CardProps => {
  const { button: { text, target }, title } = card
  const label = `${text}: ${title}`
  const action: CardLink[] = target.kind === "internal" ? [{ text, label, to: target.to }] : target.kind === "external" ? [{ text, label, href: target.href }] : []
  return {
    media: { icon: card.icon, tone: "glow" }, badge: card.badge ? { text: card.badge, at: "top" } : undefined, title, text: card.description,
    points: { kind: "plain", size: 0.9, items: card.points }, footnote: card.footnote,
    links: [{ text: linkText, label: `${linkText} ${title}`, to: card.link }, ...action], surface: "dark", gap: 0.75,
  }
}
