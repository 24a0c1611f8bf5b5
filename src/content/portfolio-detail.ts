import { caseStudySummary } from "./case-study"
import type { ImageRef } from "./images"
import { LIMITS } from "./limits"
import type { Selected } from "./node-input"
import { namedProject, toProjectCard } from "./projects"
import type { ProjectCard, ProjectInput } from "./projects"
import { stripHtml } from "./text"

/**
 * Benefit bar of a result card (spec 001, portfolio detail): as wide as the metric when the metric
 * contains a percent sign ("38%" → 38%), otherwise full width. Values are clamped to 0–100.
 */
export function metricBarWidth(value: string): string {
  if (!value.includes("%")) return "100%"
  const number = parseFloat(value.replace(/[^0-9.]/g, ""))
  if (!Number.isFinite(number)) return "100%"
  return `${Math.min(100, Math.max(0, number))}%`
}

export interface RelatedCard {
  id: string
  title: string
  description: string
  image: ImageRef
  tags: string[]
  path: string | null
}

/** At most 3 related projects, each with at most 3 tags. */
export function relatedCards(projects: readonly RelatedCard[]): RelatedCard[] {
  return projects.slice(0, LIMITS.relatedProjects).map(p => ({ ...p, tags: p.tags.slice(0, LIMITS.relatedProjectTags) }))
}

/** A written related project (a block's card): one that names a CMS project shows its image and links to its page. */
export interface WrittenRelated {
  title: string
  description: string
  image: string
  tags: string[]
}

/** Written related projects, each one naming a CMS project resolved to that project's image and page. */
export function writtenRelated(items: readonly WrittenRelated[], cards: readonly ProjectCard[]): RelatedCard[] {
  return relatedCards(items.map(item => ({
    id: item.title, title: item.title, description: item.description, tags: item.tags, ...namedProject(item.title, item.image, cards),
  })))
}

/** Other CMS projects as related cards for a project (featured first, the project itself excluded). */
export function projectRelated(current: string, cards: readonly ProjectCard[]): RelatedCard[] {
  const others = cards.filter(card => card.slug !== current)
  const ordered = [...others.filter(c => c.featured), ...others.filter(c => !c.featured)]
  return relatedCards(
    ordered.map(card => ({
      id: card.id,
      title: card.title,
      description: card.shortDescription || card.description,
      image: { ...card.image, alt: "" },
      tags: card.tags,
      path: card.path,
    }))
  )
}

/** A case study's own project record, as its blocks read it (its hero, overview, technologies, related projects). */
export interface ProjectRecord {
  card: ProjectCard
  /** The hero's text and the meta description: the record's summary, else its card text. */
  summary: string
  /** The record's description as plain text, else its card text: the overview of a block that has no text of its own. */
  overview: string
}

export function projectRecord(node: ProjectInput & Selected<Queries.DirectusProject, "summary">): ProjectRecord {
  const card = toProjectCard(node)
  return { card, summary: caseStudySummary(node), overview: stripHtml(card.description) || card.shortDescription }
}
