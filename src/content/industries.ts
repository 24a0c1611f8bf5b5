import { DEFAULT_IMAGE, imageRef } from "./images"
import type { FileField, ImageRef } from "./images"
import { LIMITS, ORDER_FALLBACK } from "./limits"
import type { NodeInput } from "./node-input"
import { industrySlug } from "./industry-hero"
import { truncate } from "./text"

/** An industry node as the queries select it. */
export type IndustryInput = NodeInput<
  Queries.DirectusIndustry,
  "slug" | "name" | "title" | "shortDescription" | "description" | "featured" | "icon" | "iconUrl" | "sort",
  { icon: FileField }
>

export interface IndustryCard {
  id: string
  slug: string
  path: string
  title: string
  shortDescription: string
  description: string
  featured: boolean
  icon: ImageRef
  order: number
}

/** The nine industry routes of spec 001's route table, built even before the CMS has their items. */
export const INDUSTRY_SLUGS = [
  "vacation-rentals-hospitality", "retail-e-commerce", "healthcare-biotech", "education", "logistics-supply-chain",
  "community-public-services", "manufacturing-3d-printing", "construction-real-estate", "financial-services",
] as const

/** Industry routes accept this alias (spec 001, industry detail). */
export const INDUSTRY_ALIASES: Record<string, string> = { "retail-ecommerce": "retail-e-commerce" }

export const industryPath = (slug: string) => `/industries/${slug}`


export function toIndustryCard(industry: IndustryInput): IndustryCard {
  const title = industry.name ?? industry.title ?? ""
  const slug = industrySlug(industry)
  return {
    id: industry.id,
    slug,
    path: industryPath(slug),
    title: truncate(title, LIMITS.industryCardTitle),
    shortDescription: truncate(industry.shortDescription, LIMITS.industryCardDescription),
    description: industry.description ?? "",
    featured: Boolean(industry.featured),
    icon: imageRef(industry.icon, industry.iconUrl, DEFAULT_IMAGE.industryIcon(slug), ""),
    order: industry.sort ?? ORDER_FALLBACK,
  }
}

/**
 * Alphabetical regardless of case. Not `localeCompare`/Intl.Collator: the header sorts the industries
 * while it hydrates, and loading the locale's collation data cost ~20 ms of that first task.
 */
function byName(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()]
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0
}

/** Industries are listed by name (spec 000 §9). */
export function industryCards(industries: readonly IndustryInput[]): IndustryCard[] {
  return industries.map(toIndustryCard).sort((a, b) => byName(a.title, b.title))
}

