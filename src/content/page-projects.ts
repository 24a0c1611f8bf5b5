import type { PortfolioCaseStudy } from "../data/types/portfolio"
import type { ServicePageContent } from "../data/types/service-page"
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

/** A service page's portfolio section: its featured projects up to the page's limit. */
export const serviceProjectIds = (copy: ServicePageContent | null, cards: readonly ProjectCard[]): string[] =>
  copy ? featuredProjects(cards, copy.featuredPortfolioLimit).map(card => card.id) : []

/** An industry page's project cards (its blocks' items: block_projects) that name a CMS project. */
export const industryProjectIds = (blocks: readonly { items?: readonly { title: string | null }[] | null }[], cards: readonly ProjectCard[]): string[] =>
  named(blocks.flatMap(block => (block.items ?? []).flatMap(item => item.title ?? [])), cards)

/** A case study's related projects: the written ones that name a CMS project, else the other CMS projects. */
export function portfolioProjectIds(copy: PortfolioCaseStudy | null, slug: string, cards: readonly ProjectCard[]): string[] {
  if (copy) return named(copy.relatedProjects.projects.map(project => project.title), cards)
  return projectRelated(slug, cards).map(card => card.id)
}
