/** How each projects layout draws one card (Projects.tsx): its view item as Card props, without markup. */
import type { CardProps } from "../../components/sections/Card"
import { LIMITS } from "../../content/limits"
import type { RelatedCard } from "../../content/portfolio-detail"
import { projectCardText } from "../../content/projects"
import type { ProjectCard } from "../../content/projects"
import type { ProjectWords, SuccessStoryCard } from "./view"

/** Its picture, title (cut at 50, linked), text (120) and up to five tags (one on phones), then +N; `words` are the block's. */
export const projectCard = (words: ProjectWords) => (project: ProjectCard): CardProps => {
  const text = projectCardText(project)
  return {
    picture: { image: { ...project.image, alt: "" }, height: 220 }, title: text.title, link: project.path, titleSize: 1.15, titleLeading: 1.35,
    text: text.description, padding: "snug", gap: 0.75,
    tags: {
      items: text.tags, label: words.technologies, tone: "primary",
      max: { all: LIMITS.projectCardTags, mobile: LIMITS.projectCardTagsMobile, more: words.moreTechnologies },
    },
  }
}

/** A related project: its picture, title (linked when it is a CMS project's), text and technologies (already cut to three). */
export const relatedCard = (words: ProjectWords) => (project: RelatedCard): CardProps => ({
  picture: { image: project.image, height: 180 }, title: project.title, link: project.path ?? undefined, titleSize: 1.1,
  text: project.description, textSize: 0.93, padding: "snug", gap: 0.6,
  tags: { items: project.tags, label: words.technologies, tone: "primary", size: "sm" },
})

/** A success story on a dark band: its picture, title, text, technologies and checked achievements. */
export const successStoryCard = (words: ProjectWords) => (story: SuccessStoryCard): CardProps => ({
  picture: { image: story.image, height: 200 }, title: story.title, link: story.path ?? undefined, titleSize: 1.2,
  text: story.description, surface: "edged", padding: "md", gap: 0.75,
  tags: { items: story.technologies, label: words.technologies, tone: "accent", size: "sm" },
  points: { kind: "checked", tone: "accent", size: 0.92, items: story.achievements, label: words.achievements },
})
