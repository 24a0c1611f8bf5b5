import { DEFAULT_IMAGE, imageRef } from "./images"
import type { FileField, ImageRef } from "./images"
import { LIMITS } from "./limits"
import type { NodeInput, Selected } from "./node-input"
import { portfolioSlug } from "./slug"
import { truncate } from "./text"

/** A project's skill as the queries select it. */
export type SkillInput = Selected<Queries.DirectusSkill, "name" | "title">

/** A project node as the queries select it. */
export type ProjectInput = NodeInput<
  Queries.DirectusProject,
  | "slug" | "title" | "shortDescription" | "description" | "image" | "imageUrl" | "banner" | "bannerUrl"
  | "skills" | "technologies" | "isFeatured" | "link",
  { image: FileField; banner: FileField; skills: readonly SkillInput[] }
>

export interface ProjectCard {
  id: string
  title: string
  shortDescription: string
  description: string
  image: ImageRef
  tags: string[]
  featured: boolean
  slug: string
  path: string
  link: string | null
}

export const portfolioPath = (slug: string) => `/portfolio/${slug}`

/** Tags are the project's skills by name (or title); the technologies list stands in without skills. */
export function projectTags(project: Pick<ProjectInput, "skills" | "technologies">): string[] {
  const skills = (project.skills ?? [])
    .map(skill => skill.name ?? skill.title ?? "")
    .filter(name => name !== "")
  const tags = skills.length > 0 ? skills : (project.technologies ?? []).filter(tech => tech !== "")
  return tags
}

export function toProjectCard(project: ProjectInput): ProjectCard {
  const title = project.title ?? ""
  const slug = project.slug?.trim() || portfolioSlug(title)
  const file = project.image ?? project.banner
  const url = project.imageUrl ?? project.bannerUrl
  return {
    id: project.id,
    title,
    shortDescription: project.shortDescription ?? "",
    description: project.description ?? "",
    image: imageRef(file, url, DEFAULT_IMAGE.portfolio, title),
    tags: projectTags(project),
    featured: Boolean(project.isFeatured),
    slug,
    path: portfolioPath(slug),
    link: project.link ?? null,
  }
}

export interface CardText {
  title: string
  description: string
  /** Every tag, each cut; how many show is the card's (TagList's maximum). */
  tags: string[]
}

/** Card truncation of spec 000 §9: title 50, description 120, tags 20 each. */
export function projectCardText(card: ProjectCard): CardText {
  return {
    title: truncate(card.title, LIMITS.projectCardTitle),
    description: truncate(card.shortDescription || card.description, LIMITS.projectCardDescription),
    tags: card.tags.map(tag => truncate(tag, LIMITS.technologyTag)),
  }
}

/** The CMS project that static copy names by its title: the first in CMS order. */
export const projectNamed = (title: string, cards: readonly ProjectCard[]): ProjectCard | undefined =>
  cards.find(candidate => candidate.title === title)

/**
 * Static copy (a related project, a success story) that names a CMS project by its title shows that
 * project's image and links to its page; anything else keeps its own image path and no link.
 */
export function namedProject(title: string, imagePath: string, cards: readonly ProjectCard[]): { image: ImageRef; path: string | null } {
  const card = projectNamed(title, cards)
  return card ? { image: { ...card.image, alt: "" }, path: card.path } : { image: { src: imagePath, alt: "", image: null }, path: null }
}

/** Featured projects first (keeping CMS order), cut to the section's limit. */
export function featuredProjects(cards: readonly ProjectCard[], limit: number): ProjectCard[] {
  const featured = cards.filter(card => card.featured)
  return (featured.length > 0 ? featured : cards).slice(0, limit)
}
