import { shownProjects } from "../blocks/projects/view"
import { projectRelated } from "./portfolio-detail"
import { projectNamed } from "./projects"
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

/** A block of a page's list as the build's route query gives it (BLOCK_REFS: a hero's layout, a projects block's layout, limit and cards). */
export type BlockRef = {
  blockType: string
  layout?: string | null
  limit?: number | null
  every?: boolean | null
  items?: readonly { title: string | null }[] | null
}

/** The route query's selection of a page's blocks, for blockProjectIds, blockRecordIds (page-records.ts) and opensWithPageHero. */
export const BLOCK_REFS = "blocks { blockType ... on DirectusBlockHero { layout } ... on DirectusBlockProjects { layout limit every items { title } } ... on DirectusBlockRecords { layout limit } }"

/** The CMS projects one projects block shows; `current` is the slug of the page's own project (a case study). */
function shownIds(block: BlockRef, cards: readonly ProjectCard[], current: string): string[] {
  const titles = (block.items ?? []).flatMap(item => item.title ?? [])
  switch (block.layout) {
    case "success_stories": return named(titles, cards)
    case "related": return titles.length > 0 ? named(titles, cards) : projectRelated(current, cards).map(card => card.id)
    default: return shownProjects(block, cards).map(card => card.id)
  }
}

/**
 * A page's projects blocks: the CMS projects that written cards name (layouts success_stories,
 * related), a case study's other projects (related without cards), else every project or the
 * featured ones up to the block's limit (project_cards). No such block, no projects.
 */
export function blockProjectIds(blocks: readonly BlockRef[], cards: readonly ProjectCard[], current = ""): string[] {
  const ids = blocks.filter(block => block.blockType === "block_projects").flatMap(block => shownIds(block, cards, current))
  return [...new Set(ids)]
}
