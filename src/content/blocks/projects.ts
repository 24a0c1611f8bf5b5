/** View model of block_projects (src/blocks/ProjectsBlock.tsx). */
import { list, optional, sectionOf, stats, text, withName } from "./common"
import type { IndustrySuccessStories } from "../industry-page"
import type { ProjectsBlock } from "../service-page"
import { projectRelated, writtenRelated } from "../portfolio-detail"
import type { ProjectRecord, RelatedCard } from "../portfolio-detail"
import type { ProjectCard } from "../projects"

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

/** Spec 000 §9: a service page shows up to 6 featured projects. */
const DEFAULT_LIMIT = 6

/** The heading names the page's record through `{name}` ("{name} Projects"); the limit defaults to 6. */
export function projectsView(block: Queries.ProjectsBlockFragment, pageName: string): ProjectsBlock {
  return {
    heading: withName(block.heading, pageName), highlight: optional(block.highlightedText), description: optional(block.description), limit: projectLimit(block),
  }
}

/** How many projects the block shows (the build asks the page for no more: src/content/page-projects.ts). */
export const projectLimit = (block: { limit?: number | null }) => block.limit ?? DEFAULT_LIMIT

/**
 * Variant related: the block's written cards (one naming a CMS project shows its image and links to
 * it), else the page project's other CMS projects, featured first; at most 3, with 3 tags each.
 */
export interface RelatedBlock {
  heading: string
  cards: RelatedCard[]
  /** The button under the cards (the portfolio list); without text or link, none. `external`: not a site path. */
  button: { text: string; link: string; external: boolean } | null
}

export function relatedView(block: Queries.ProjectsBlockFragment, projects: readonly ProjectCard[], project?: ProjectRecord): RelatedBlock {
  const items = list(block.items)
  const cards = items.length > 0
    ? writtenRelated(items.map(item => ({ title: text(item.title), description: text(item.description), image: text(item.image), tags: list(item.tags) })), projects)
    : projectRelated(project?.card.slug ?? "", projects)
  const button = block.buttonText && block.buttonLink ? { text: block.buttonText, link: block.buttonLink, external: !block.buttonLink.startsWith("/") } : null
  return { heading: text(block.heading), cards, button }
}
