/** How the records layouts draw one card (Records.tsx): a record as Card props, without markup. */
import type { CardProps } from "../../components/sections/Card"
import type { ServiceCard } from "../../content/services"
import { truncate } from "../../content/text"
import type { IndustryTile } from "./view"

/** A service's picture, title (linked), text cut at 150 and the call to read more (`learnMore`, the block's words); it lifts on hover. */
export const serviceCard = (learnMore: string) => (service: ServiceCard): CardProps => ({
  picture: { image: { ...service.image, alt: "" }, height: 200 }, title: service.title, link: service.path, titleSize: 1.25,
  text: truncate(service.shortDescription, 150), cue: { text: learnMore, icon: "rocket" }, padding: "md", gap: 0.5, lift: true,
})

/** An industry's logo, name (linked) and text on a dark tile; it lifts on hover. */
export const industryCard = (tile: IndustryTile): CardProps => ({
  media: { logo: tile.icon, name: tile.title, size: 44 }, title: tile.title, link: tile.path, titleSize: 1.15, text: tile.description,
  surface: "edged", gap: 0.75, lift: true,
})
