/**
 * What the industry pages' blocks render (src/content/blocks view models -> src/components/industry):
 * pure data shapes, no React. The copy is in content/ (block_* items of each industries item).
 */
import type { LabeledStat, SectionData } from "./types/sections"

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
