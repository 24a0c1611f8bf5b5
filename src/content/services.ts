import { imageRef } from "./images"
import type { FileField, ImageRef } from "./images"
import { DEFAULT_IMAGE } from "./images"
import { ORDER_FALLBACK } from "./limits"
import type { NodeInput } from "./node-input"
import { DEFAULT_SERVICES } from "./default-services"
import { slugOrTitle } from "./slug"

/** A service node as the queries select it (and the default services below). */
export type ServiceInput = NodeInput<
  Queries.DirectusService,
  | "slug" | "title" | "titleHtml" | "shortDescription" | "description" | "banner" | "bannerUrl" | "icon" | "iconUrl"
  | "featured" | "order" | "sort" | "showWideBanner",
  { banner: FileField; icon: FileField }
>

export interface ServiceCard {
  id: string
  title: string
  slug: string
  path: string
  shortDescription: string
  fullDescription: string
  image: ImageRef
  icon: ImageRef | null
  titleHtml: string | null
  isWide: boolean
  featured: boolean
  order: number
}

export const servicePath = (slug: string) => `/services/${slug}`

/**
 * The ten service routes of spec 001 §2's route table, in its order: each exists even when the CMS
 * has no item for it (its page is then the service's intro, src/templates/service.tsx).
 */
export const SERVICE_SLUGS = [
  "product-development",
  "ai-apps-integrations",
  "automation",
  "business-automation",
  "ai-development",
  "cloud-services",
  "devops-services",
  "web-mobile-dev",
  "ui-ux-design",
  "automated-social-media",
] as const

/** Order of spec 000 §9: the item's order, else its manual sort, else 999. */
export function orderOf(item: Pick<ServiceInput, "order" | "sort">): number {
  return item.order ?? item.sort ?? ORDER_FALLBACK
}

export function toServiceCard(service: ServiceInput): ServiceCard {
  const title = service.title ?? ""
  const slug = slugOrTitle(service.slug, title)
  const hasIcon = Boolean(service.icon?.publicURL || service.iconUrl)
  return {
    id: service.id,
    title,
    slug,
    path: servicePath(slug),
    shortDescription: service.shortDescription ?? "",
    fullDescription: service.description ?? "",
    image: imageRef(service.banner, service.bannerUrl, DEFAULT_IMAGE.service(slug), title),
    icon: hasIcon ? imageRef(service.icon, service.iconUrl, "", "") : null,
    titleHtml: service.titleHtml ?? null,
    isWide: Boolean(service.showWideBanner),
    featured: Boolean(service.featured),
    order: orderOf(service),
  }
}

/** Service cards in display order, with the default services appended when missing. */
export function serviceCards(services: readonly ServiceInput[]): ServiceCard[] {
  const cards = services.map(toServiceCard)
  const slugs = new Set(cards.map(card => card.slug))
  const missing = DEFAULT_SERVICES.map(toServiceCard).filter(card => !slugs.has(card.slug))
  const sorted = [...cards].sort((a, b) => a.order - b.order)
  return [...sorted, ...missing]
}
