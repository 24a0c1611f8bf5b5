import { optionalImageRef } from "./images"
import type { FileField, ImageRef } from "./images"
import type { NodeInput, Selected } from "./node-input"
import { slugOrTitle } from "./slug"

/**
 * What an industry's own page reads of its record, apart from the cards' mapping (industries.ts),
 * which only its sections' code needs.
 */
type IndustryRecord = NodeInput<Queries.DirectusIndustry, "slug" | "name" | "title" | "shortDescription">

/** The industry's slug, falling back to its lower-cased, hyphenated name. */
export const industrySlug = (industry: Pick<IndustryRecord, "slug" | "name" | "title">) =>
  slugOrTitle(industry.slug, industry.name ?? industry.title ?? "")

/** An industry page's hero: the record's own name, summary (else its short description) and banner. */
export interface IndustryHero {
  slug: string
  name: string
  summary: string
  banner: ImageRef | null
}

export function industryHero(
  industry: IndustryRecord & Selected<Queries.DirectusIndustry, "summary" | "banner" | "bannerUrl", { banner: FileField }>
): IndustryHero {
  return {
    slug: industrySlug(industry),
    name: industry.name ?? industry.title ?? "",
    summary: industry.summary || industry.shortDescription || "",
    banner: optionalImageRef(industry.banner, industry.bannerUrl),
  }
}
