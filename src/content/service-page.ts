/**
 * View models of service pages' blocks not yet in a block type's folder (spec 001 §2 "Service pages"
 * and §3): what their components receive, built from the blocks' GraphQL data by src/content/blocks/*.
 */
import type { IconName } from "./types/icon"
import type { SectionData } from "./types/sections"

export type { SectionData, Stat } from "./types/sections"

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

/** The featured portfolio: "<service title> Projects", up to `limit` (6, or 3 on automated-social-media). */
export interface ProjectsBlock {
  heading: string
  /** The part of the heading in the accent colour (none: the section's own). */
  highlight?: string
  description?: string
  limit: number
}
