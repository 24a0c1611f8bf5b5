/**
 * What the industry pages' blocks render (src/content/blocks view models -> src/components/industry):
 * pure data shapes, no React. The copy is in content/ (block_* items of each industries item).
 */
import type { IconName } from "./types/icon"
import type { LabeledStat, SectionData } from "./types/sections"

export interface IndustryKeyStat {
  value: string
  label: string
  description: string
  icon: IconName
}

/** block_stats variant overview: the detailed text, market trends and key stats. */
export interface IndustryOverview {
  section: SectionData
  detailedDescription: string
  keyStats: IndustryKeyStat[]
  trendsTitle: string
  marketTrends: string[]
}

/** A challenge or a solution card; a badge ("Featured") marks the highlighted ones. */
export interface ChallengeCard {
  title: string
  description: string
  icon: IconName
  points: string[]
  badge?: string
}

/** block_comparison variant challenges_solutions. */
export interface IndustryChallengesSolutions {
  section: SectionData
  challengesTitle: string
  challenges: ChallengeCard[]
  solutionsTitle: string
  solutions: ChallengeCard[]
}

export interface IndustryService {
  name: string
  description: string
  features: string[]
  /** "Popular", when the service carries that badge. */
  badge?: string
}

export interface IndustryServiceCategory {
  name: string
  description: string
  icon: IconName
  services: IndustryService[]
}

/** block_tabs variant service_categories. */
export interface IndustryServices {
  section: SectionData
  categories: IndustryServiceCategory[]
}

/** A success story as written; successStoryCards gives it a CMS project's image and link. */
export interface IndustrySuccessProject {
  title: string
  description: string
  imageUrl: string
  technologies: string[]
  achievements: string[]
}

/** block_projects variant success_stories. */
export interface IndustrySuccessStories {
  section: SectionData
  metrics: LabeledStat[]
  projects: IndustrySuccessProject[]
}
