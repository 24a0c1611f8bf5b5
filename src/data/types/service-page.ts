/**
 * Static copy of the ten service pages (/services/<slug>), spec 001 §2 "Service pages" and §3.
 * Each page has a hero from per-route SEO data (not here), then the blocks below in this order:
 * showcase, tech list, core features, process, stats, platforms, why-choose, benefits,
 * social platforms, featured portfolio, closing call to action. Absent blocks are not rendered.
 */
import type { IconName } from "./icon"
import type { CtaContent, IconBenefitCard, ProcessStep, SectionData, Stat } from "./sections"

export type { CtaContent, IconBenefitCard, ProcessStep, SectionData, Stat } from "./sections"

/**
 * Showcase item. Display rules (spec 001 §5), applied by the view model, not by this data:
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
  /** Image icon (spec field). The static copy uses `icon` instead; either counts as "has icon". */
  iconUrl?: string
  /** Icon from the site's icon set. */
  icon?: IconName
}

export interface ServiceShowcase {
  section: SectionData
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
  /** Internal route (starts with "/") or "booking" for the external scheduling link. */
  ctaLink: string
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

export interface ProcessBlock {
  section: SectionData
  steps: ProcessStep[]
}

/** Automation platform card; the page shows at most 4 features (spec 001 §9). */
export interface AutomationPlatform {
  name: string
  iconUrl: string
  description: string
  benefitMetric: string
  benefitDescription: string
  /** Up to 6 in the data; the page shows the first 4. */
  features: string[]
}

export interface AutomationPlatformCategory {
  id: string
  name: string
  description: string
  icon: IconName
  platforms: AutomationPlatform[]
}

export interface PlatformsBlock {
  section: SectionData
  categories: AutomationPlatformCategory[]
}

export interface IconBenefitBlock {
  section: SectionData
  /** More than 4 items -> pinned horizontal strip; otherwise a grid. */
  items: IconBenefitCard[]
}

export interface BenefitsBlock {
  section: SectionData
  /** More than 4 cards -> pinned horizontal strip; otherwise a grid. */
  cards: IconBenefitCard[]
}

export type SocialPlatformId = "facebook" | "instagram" | "x" | "linkedin" | "tiktok" | "youtube"

export interface SocialPlatform {
  id: SocialPlatformId
  name: string
  iconPath: string
  description: string
  features: string[]
}

export interface SocialPlatformsBlock {
  section: SectionData
  platforms: SocialPlatform[]
}

/** The ten service routes, in route-table order (spec 001 §2). */
export type ServiceSlug =
  | "product-development"
  | "ai-apps-integrations"
  | "automation"
  | "business-automation"
  | "ai-development"
  | "cloud-services"
  | "devops-services"
  | "web-mobile-dev"
  | "ui-ux-design"
  | "automated-social-media"

export interface ServicePageContent {
  /** Route segment: /services/<slug>. */
  slug: ServiceSlug
  /** Service title (as in the services collection); the hero itself comes from per-route SEO data. */
  title: string
  showcase: ServiceShowcase
  techList?: TechList
  coreFeatures?: CoreFeatures
  process?: ProcessBlock
  stats?: Stat[]
  platforms?: PlatformsBlock
  whyChoose?: IconBenefitBlock
  benefits?: BenefitsBlock
  socialPlatforms?: SocialPlatformsBlock
  /** How many featured portfolio items to show: 6, or 3 on automated-social-media. */
  featuredPortfolioLimit: number
  /** Closing scheduling call to action (button opens the booking link in a new tab). */
  cta: CtaContent
}
