import type { IndustryCard } from "../../content/industries"
import { LIMITS } from "../../content/limits"
import type { ServiceCard } from "../../content/services"
import { truncateAtWord } from "../../content/text"

export interface NavLink {
  label: string
  to: string
  description?: string
}

/** The two services the Services dropdown promotes as Trending Solutions (spec 000 §2.2). */
export const TRENDING_SLUGS = ["business-automation", "ai-development"] as const

export interface NavModel {
  trending: NavLink[]
  services: NavLink[]
  industries: NavLink[]
}

/** The header's menus from the content layer's view models. */
export function navModel(services: readonly ServiceCard[], industries: readonly IndustryCard[]): NavModel {
  // The Trending Solutions cards preview the description, cut at 100 characters (spec 000 §9).
  const toLink = (card: ServiceCard): NavLink => ({
    label: card.title,
    to: card.path,
    description: truncateAtWord(card.shortDescription, LIMITS.descriptionPreview),
  })
  const trending = TRENDING_SLUGS.map(slug => services.find(card => card.slug === slug)).filter(
    (card): card is ServiceCard => Boolean(card)
  )
  return {
    trending: trending.map(toLink),
    services: services.map(card => ({ label: card.title, to: card.path })),
    industries: industries.map(card => ({ label: card.title, to: card.path })),
  }
}
