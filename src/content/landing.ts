/**
 * The view models of the landing blocks (spec 001 §2 "Automation landing page", "AI development
 * landing page", §3 "Landing-page static content"): what their components receive, built from the
 * blocks' GraphQL data by src/content/blocks.ts. Every call to action opens the lead modal with the
 * page's context.
 */
import type { IconName } from "./types/icon"
import type { IconLabel, LabeledStat, SectionData } from "./types/sections"

/** Page context passed to the lead modal and sent as `page_context` in the lead payload. */
export type LeadPageContext = "automation" | "ai-development"

export type LandingButtonTag = "FREE" | "LIMITED"

export type LandingHeroStat = LabeledStat

export interface LandingHero {
  badge: string
  headline: string
  /** Substring of `headline` rendered in the accent colour. */
  highlightedText?: string
  subheadline: string
  stats: LandingHeroStat[]
  primaryButton: { text: string; tags: LandingButtonTag[] }
  /** Short lines under the button (e.g. "Free 30-minute consultation"). */
  reassurances: IconLabel[]
}

/** Platform / tool card (logo from /assets/platforms/<name>.svg). */
export interface LandingPlatformCard {
  name: string
  logo: string
  /** Headline capability, e.g. "400+ integrations" or "Visual automation". */
  highlight: string
  description: string
  /** Short chips; e.g. "Self-hosted". */
  tags: string[]
}

export interface LandingPlatformsBlock {
  section: SectionData
  cards: LandingPlatformCard[]
}

/** Before/after comparison item (spec 001 §3). */
export interface BeforeAfterItem {
  shortTitle: string
  longTitle: string
  shortDescription: string
  longDescription: string
  icon: IconName
}

export interface BeforeAfterBlock {
  section: SectionData
  problemsTitle: string
  solutionsTitle: string
  problems: BeforeAfterItem[]
  solutions: BeforeAfterItem[]
  /** Under 768 px only this many of each list show until the toggle is pressed (expands once). */
  mobileVisibleCount: number
  showMoreProblemsText: string
  showMoreSolutionsText: string
}


export interface LandingTestimonial {
  source: string
  quote: string
  /** Kind of business, e.g. "Multi-clinic dental group". No personal names. */
  businessType: string
  city: string
  /** One-line outcome, e.g. "32 hours a week saved on appointment admin". */
  outcome: string
  rating: number
}

export interface TestimonialsBlock {
  section: SectionData
  items: LandingTestimonial[]
}

/** Automation industry use case: hours saved per week and an ROI figure. */
export interface AutomationUseCase {
  title: string
  description: string
  hoursSavedPerWeek: number
  /** ROI figure as displayed, e.g. "320%". */
  roi: string
}

/** AI development use case (spec 001 §3). */
export interface AiUseCase {
  title: string
  description: string
  /** e.g. "2-3 weeks". */
  timeline: string
  /** e.g. "$15K-25K". */
  costRange: string
  features: string[]
  icon: IconName
}

/** A tab: industry (automation page) or use-case category (AI page). */
export interface UseCaseCategory<U> {
  name: string
  icon: IconName
  description: string
  useCases: U[]
}

export interface UseCaseTabsBlock<U> {
  section: SectionData
  /** First tab selected initially. */
  categories: UseCaseCategory<U>[]
  /** Mobile (< 768 px): first N tabs and first M use cases until the button is pressed. */
  mobileVisibleTabs: number
  mobileVisibleUseCases: number
  showMoreText: string
}

export interface RoiBlock {
  section: SectionData
  /** Headline figure, e.g. "400%". */
  headlineValue: string
  /** Caption of the headline figure, e.g. "Average ROI within 6 months". */
  headlineLabel: string
  /** Per-employee figures (automation page only). */
  perEmployeeTitle?: string
  perEmployee?: LandingHeroStat[]
  /** Proof figures: projects, savings, uptime or accuracy, rating. */
  proof: LandingHeroStat[]
}

/** Traditional vs AI-assisted development (AI page). */
export interface ComparisonColumn {
  label: string
  cost: string
  costCaption: string
  timeline: string
  points: string[]
}

export interface ComparisonBlock {
  section: SectionData
  traditional: ComparisonColumn
  ai: ComparisonColumn
  savingsValue: string
  savingsLabel: string
}

export interface FinalCtaBlock {
  heading: string
  highlightedText?: string
  description: string
  /** The limited offer sentence, verbatim from the spec. */
  offer: string
  buttonText: string
  buttonTags: LandingButtonTag[]
  reassurances: IconLabel[]
}

/** A bar's name, e.g. "audit" or "consultation" (the showcase shows each). */
export type StickyBarVariantName = string

export interface StickyBarVariant {
  /** Main line of the bar. */
  headline: string
  /** Second, smaller line. */
  subline: string
  buttonText: string
}

/** Sticky bottom bar, mobile only. `default` is what the page shows unless told otherwise. */
export interface StickyBarContent {
  /** The bar's accessible name (the block's heading). */
  label: string
  defaultVariant: StickyBarVariantName
  variants: Record<StickyBarVariantName, StickyBarVariant>
}
