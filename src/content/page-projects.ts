import type { IndustryDetail } from "../data/types/industry"
import type { PortfolioCaseStudy } from "../data/types/portfolio"
import { projectLimit } from "./blocks/projects"
import { projectRelated } from "./portfolio-detail"
import { featuredProjects, projectNamed } from "./projects"
import type { ProjectCard } from "./projects"

/*
 * The CMS projects a detail page shows, chosen with the rules its template applies to them. The page
 * queries only these (`projectIds` in its context), so its query and page data stay the same size
 * however many projects the CMS holds: asking every page for every project made a build of 1,000
 * items a collection write 1,000 project cards (and their image data) into each of ~3,000 pages.
 * `cards` are in the CMS's order, as the templates query them.
 */

/** The cards written copy names by title (the ones namedProject shows). */
const named = (titles: readonly string[], cards: readonly ProjectCard[]) =>
  titles.flatMap(title => projectNamed(title, cards)?.id ?? [])

/** A block of a page's list as the build's route query gives it (a projects block with its limit). */
export type BlockRef = { blockType: string; limit?: number | null }

/** A page's projects block (its first): the featured projects up to its limit; no such block, none. */
export function blockProjectIds(blocks: readonly BlockRef[], cards: readonly ProjectCard[]): string[] {
  const block = blocks.find(candidate => candidate.blockType === "block_projects")
  return block ? featuredProjects(cards, projectLimit(block)).map(card => card.id) : []
}

/** An industry page's success stories that name a CMS project. */
export const industryProjectIds = (copy: IndustryDetail | null, cards: readonly ProjectCard[]): string[] =>
  copy ? named(copy.successStories.projects.map(story => story.title), cards) : []

/** A case study's related projects: the written ones that name a CMS project, else the other CMS projects. */
export function portfolioProjectIds(copy: PortfolioCaseStudy | null, slug: string, cards: readonly ProjectCard[]): string[] {
  if (copy) return named(copy.relatedProjects.projects.map(project => project.title), cards)
  return projectRelated(slug, cards).map(card => card.id)
}
