/**
 * The view models of the service pages' blocks (spec 001 §2 "Service pages" and §3): what their
 * components receive, built from the blocks' GraphQL data by src/content/blocks/*. Each service's
 * page is its services item's block list (after the page hero): showcase, tech list, core features,
 * process, stats, platforms, why-choose, benefits, social platforms, featured portfolio, closing
 * call to action, in the editor's order.
 */
import type { IconName } from "./types/icon"
import type { IconBenefitCard, SectionData } from "./types/sections"

export type { IconBenefitCard, SectionData, Stat } from "./types/sections"

/**
 * Showcase item. Display rules (spec 001 §5), applied by src/content/showcase.ts:
 * - shown only with a `mainTitle` and at least one of `secondaryTitle` / `shortDescription`;
 * - ordered by completeness: secondary title AND icon first, then one of them missing, then both
 *   missing (stable within a tier); an item "has an icon" when `icon` or `iconUrl` is set;
 * - capped at 4;
 * - `shortDescription` cut at 280 characters at a word boundary, with an ellipsis.
 */
export interface ServiceShowcaseItem {
  itemNumber: number
  mainTitle: string
  secondaryTitle?: string
  shortDescription?: string
  /** Image icon (spec field); either it or `icon` counts as "has icon". */
  iconUrl?: string
  /** Icon from the site's icon set. */
  icon?: IconName
}

export interface ServiceShowcase {
  section: SectionData
  /** The heading of the items past the showcase's cap. */
  moreHeading: string
  items: ServiceShowcaseItem[]
}

/** Technologies / tools list. Item titles cut at 30 characters, descriptions at 120. */
export interface TechItem {
  title: string
  description: string
}

export interface TechList {
  section: SectionData
  ctaText: string
  /** A site path; none: the external scheduling (booking) link. */
  ctaLink?: string
  techItems: TechItem[]
}

/** Core feature card. Title cut at 35 characters, description at 120. */
export interface CoreFeatureCard {
  cardNumber: number
  title: string
  description: string
  icon: IconName
  /** Optional image icon (spec field); when set it wins over `icon`. */
  iconUrl?: string
}

/** Core features: 6 or more cards switch to the horizontal scroll layout (spec 001 §9). */
export interface CoreFeatures {
  section: SectionData
  cards: CoreFeatureCard[]
}

/** Automation platform card; the page shows at most 4 features (spec 001 §9). */
export interface AutomationPlatform {
  name: string
  iconUrl: string
  description: string
  benefitMetric: string
  benefitDescription: string
  /** Up to 6 in the content; the page shows the first 4. */
  features: string[]
}

export interface AutomationPlatformCategory {
  name: string
  description: string
  icon: IconName
  platforms: AutomationPlatform[]
}

export interface PlatformsBlock {
  section: SectionData
  categories: AutomationPlatformCategory[]
}

/** More than 4 cards -> pinned horizontal strip; otherwise a grid. */
export interface IconBenefitBlock {
  section: SectionData
  cards: IconBenefitCard[]
}

export interface SocialPlatform {
  name: string
  iconPath: string
  description: string
  features: string[]
}

export interface SocialPlatformsBlock {
  section: SectionData
  platforms: SocialPlatform[]
}

/** The featured portfolio: "<service title> Projects", up to `limit` (6, or 3 on automated-social-media). */
export interface ProjectsBlock {
  heading: string
  /** The part of the heading in the accent colour (none: the section's own). */
  highlight?: string
  description?: string
  limit: number
}
