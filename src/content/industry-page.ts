/**
 * What the industry pages' blocks render (src/content/blocks view models -> src/components/industry):
 * pure data shapes, no React. The copy is in content/ (block_* items of each industries item).
 */
import type { IconName } from "./types/icon"
import type { LabeledStat, SectionData } from "./types/sections"

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
