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

/** A block of a page's list as the build's route query gives it (BLOCK_REFS: a projects block's variant, limit and cards). */
export type BlockRef = {
  blockType: string
  variant?: string | null
  limit?: number | null
  items?: readonly { title: string | null }[] | null
}

/** The route query's selection of a page's blocks, for blockProjectIds and blockRecordIds (page-records.ts). */
export const BLOCK_REFS = "blocks { blockType ... on DirectusBlockProjects { variant limit items { title } } ... on DirectusBlockRecords { variant limit } }"

/**
 * A page's projects blocks: the CMS projects that written story cards name (variant success_stories),
 * else the featured projects up to the block's limit. No such block, no projects.
 */
export function blockProjectIds(blocks: readonly BlockRef[], cards: readonly ProjectCard[]): string[] {
  const ids = blocks
    .filter(block => block.blockType === "block_projects")
    .flatMap(block => block.variant === "success_stories"
      ? named((block.items ?? []).flatMap(item => item.title ?? []), cards)
      : featuredProjects(cards, projectLimit(block)).map(card => card.id))
  return [...new Set(ids)]
}

/** A case study's related projects: the written ones that name a CMS project, else the other CMS projects. */
export function portfolioProjectIds(copy: PortfolioCaseStudy | null, slug: string, cards: readonly ProjectCard[]): string[] {
  if (copy) return named(copy.relatedProjects.projects.map(project => project.title), cards)
  return projectRelated(slug, cards).map(card => card.id)
}
