/** What each projects layout shows (Projects.tsx), from the block's data and the page's CMS projects: pure, unit-tested. */
import { fileSrc, list, optional, sectionOf, stats, text, withName } from "../../content/blocks/common"
import type { ImageRef } from "../../content/images"
import { linkButtons } from "../../content/blocks/link-buttons"
import type { LinkButton } from "../../content/blocks/link-buttons"
import { projectRelated, writtenRelated } from "../../content/portfolio-detail"
import type { ProjectRecord, RelatedCard } from "../../content/portfolio-detail"
import { featuredProjects, namedProject } from "../../content/projects"
import type { ProjectCard } from "../../content/projects"
import type { LabeledStat, SectionData } from "../../content/types/sections"

/** What the projects' cards read out around their lists: the settings' words in the block's language, placeholders unfilled. */
export interface ProjectWords {
  technologies: string
  /** A card's +N button ({count}). */
  moreTechnologies: string
  achievements: string
  successMetrics: string
}

export function projectWords(block: Queries.ProjectsBlockFragment): ProjectWords {
  const words = block.words
  return {
    technologies: text(words?.technologiesLabel), moreTechnologies: text(words?.moreTechnologiesLabel),
    achievements: text(words?.achievementsLabel), successMetrics: text(words?.successMetricsLabel),
  }
}

/** A success story as written; successStoryCards gives it a CMS project's image and link. */
export interface SuccessStory {
  title: string
  description: string
  imageUrl: string
  technologies: string[]
  achievements: string[]
}

/** Layout success_stories. */
export interface SuccessStoriesView {
  section: SectionData
  metrics: LabeledStat[]
  projects: SuccessStory[]
}

/** Layout success_stories: the figures, then the stories (their CMS projects resolved by successStoryCards). */
export function successStoriesView(block: Queries.ProjectsBlockFragment): SuccessStoriesView {
  return {
    section: sectionOf(block),
    metrics: stats(block.stats),
    projects: list(block.items).map(item => ({
      title: text(item.title), description: text(item.description), imageUrl: text(fileSrc(item.image, item.imageUrl)), technologies: list(item.tags), achievements: list(item.points),
    })),
  }
}

export interface SuccessStoryCard extends SuccessStory {
  image: ImageRef
  path: string | null
}

/** The success stories' cards; one that is a CMS project shows its image and links to it. */
export function successStoryCards(stories: readonly SuccessStory[], projects: readonly ProjectCard[]): SuccessStoryCard[] {
  return stories.map(story => ({ ...story, ...namedProject(story.title, story.imageUrl, projects) }))
}

/** Spec 000 §9: a service page shows up to 6 featured projects. */
const DEFAULT_LIMIT = 6

/** The block's button under the cards (View All Projects), a secondary one; without text or link, none. */
const buttonsOf = (block: Queries.ProjectsBlockFragment): LinkButton[] =>
  linkButtons([{ text: block.buttonText, link: block.buttonLink, variant: "secondary", action: null }], {})

/**
 * Layout project_cards: the heading names the page's record through `{name}` ("{name} Projects");
 * the featured projects up to the limit (6 unless given), or every project; the block's button.
 */
export interface ProjectCardsView {
  heading: string
  /** The part of the heading in the accent colour (none: the section's own). */
  highlight?: string
  description?: string
  buttons: LinkButton[]
}

export function projectCardsView(block: Queries.ProjectsBlockFragment, pageName: string): ProjectCardsView {
  return { heading: withName(block.heading, pageName), highlight: optional(block.highlightedText), description: optional(block.description), buttons: buttonsOf(block) }
}

/** How many featured projects the block shows. */
export const projectLimit = (block: { limit?: number | null }) => block.limit ?? DEFAULT_LIMIT

/**
 * The CMS projects a project_cards block shows, in the CMS's order: every one, or the featured ones
 * first up to its limit (the build asks the page for no more: src/content/page-projects.ts).
 */
export const shownProjects = (block: { every?: boolean | null; limit?: number | null }, cards: readonly ProjectCard[]): ProjectCard[] =>
  block.every ? [...cards] : featuredProjects(cards, projectLimit(block))

/**
 * Layout related: the block's written cards (one naming a CMS project shows its image and links to
 * it), else the page project's other CMS projects, featured first; at most 3, with 3 tags each.
 */
export interface RelatedBlock {
  heading: string
  cards: RelatedCard[]
  buttons: LinkButton[]
}

export function relatedView(block: Queries.ProjectsBlockFragment, projects: readonly ProjectCard[], project?: ProjectRecord): RelatedBlock {
  const items = list(block.items)
  const cards = items.length > 0
    ? writtenRelated(items.map(item => ({ title: text(item.title), description: text(item.description), image: text(fileSrc(item.image, item.imageUrl)), tags: list(item.tags) })), projects)
    : projectRelated(project?.card.slug ?? "", projects)
  return { heading: text(block.heading), cards, buttons: buttonsOf(block) }
}
