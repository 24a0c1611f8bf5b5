/** View model of block_projects (src/blocks/ProjectsBlock.tsx). */
import { text, list, stats, sectionOf } from "./common"
import type { IndustrySuccessStories } from "../industry-page"

/** Variant success_stories: the figures, then the stories (their CMS projects resolved by successStoryCards). */
export function successStoriesView(block: Queries.ProjectsBlockFragment): IndustrySuccessStories {
  return {
    section: sectionOf(block),
    metrics: stats(block.stats),
    projects: list(block.items).map(item => ({
      title: text(item.title), description: text(item.description), imageUrl: text(item.image), technologies: list(item.tags), achievements: list(item.points),
    })),
  }
}
