import type { PortfolioCaseStudy, PortfolioRelatedProject } from "../data/types/portfolio"
import type { ImageRef } from "./images"
import { LIMITS } from "./limits"
import { namedProject } from "./projects"
import type { ProjectCard } from "./projects"

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

/** Related projects of a case study; one that is also a CMS project shows its image and links to its page. */
export function caseStudyRelated(items: readonly PortfolioRelatedProject[], pages: readonly ProjectCard[]): RelatedCard[] {
  return relatedCards(
    items.map(item => ({
      id: String(item.id),
      title: item.title,
      description: item.description,
      tags: item.tags,
      ...namedProject(item.title, item.imagePath, pages),
    }))
  )
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

/**
 * A CMS project without a written case study still gets a detail page: its description becomes the
 * overview, its tags the technologies; details and sections the CMS has no data for are left empty
 * and not rendered (nothing is made up: the tags are technologies, not services).
 */
export function caseStudyFromProject(card: ProjectCard, plainDescription: string): PortfolioCaseStudy {
  return {
    id: 0,
    title: card.title,
    shortDescription: card.shortDescription,
    heroBannerUrl: card.image.src,
    overview: {
      client: "",
      industry: "",
      projectType: "",
      duration: "",
      teamSize: "",
      services: [],
      detailedDescription: plainDescription || card.shortDescription,
    },
    challengeSolution: { challenge: "", solution: "", keyFeatures: [] },
    technologies: card.tags.length > 0 ? { categories: [{ categoryName: "Stack", technologies: card.tags.map(name => ({ name, description: "" })) }] } : { categories: [] },
    results: { resultsDescription: "", metrics: [], achievements: [] },
    gallery: { images: [] },
    relatedProjects: { sectionTitle: "Related Projects", projects: [] },
    callToAction: {
      heading: "Have a Similar Project in Mind?",
      description: "Tell us what you want to build. We reply within 24 hours with next steps and a realistic estimate.",
      buttonText: "Start Your Project",
      buttonUrl: "/contact",
    },
    metadata: { tags: card.tags, launchDate: "", projectUrl: card.link, repositoryUrl: null, isFeatured: card.featured, status: "Live" },
  }
}
