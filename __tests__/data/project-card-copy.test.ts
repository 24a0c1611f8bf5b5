/**
 * Every project card's copy fits the card's cuts (spec 000 §9: title 50, description 120, technology
 * tag 20), so no card on the site shows a project cut with '...': the CMS snapshot's projects (tags
 * from their skills, else their technologies list) and the related projects of the written case studies.
 */
import projects from "../../content/projects.json"
import skills from "../../content/skills.json"
import { LIMITS } from "../../src/content/limits"
import { projectTags } from "../../src/content/projects"
import { snapshotBlocks } from "../support/content-blocks"

interface CardCopy {
  where: string
  title: string
  description: string
  tags: string[]
}

const skillById = new Map(skills.map(skill => [skill.id, skill]))

const cards: CardCopy[] = [
  ...projects.map(project => ({
    where: `content/projects.json ${project.slug}`,
    title: project.title,
    description: project.short_description,
    tags: projectTags({ skills: project.project_skills.flatMap(link => skillById.get(link.skills_id) ?? []), technologies: project.technologies ?? [] }),
  })),
  ...snapshotBlocks("block_projects").filter(block => block.layout === "related").flatMap(block =>
    (block.items as { title: string; description: string; tags: string[] }[]).map(related => ({
      where: `${block.id} related: ${related.title}`,
      title: related.title,
      description: related.description,
      tags: related.tags,
    }))),
]

test("the walk finds the CMS projects with their tags and the case studies' related projects", () => {
  expect(cards.filter(card => card.where.startsWith("content/")).length).toBe(projects.length)
  expect(cards.filter(card => card.where.includes("related")).length).toBeGreaterThan(3)
  expect(cards.every(card => card.tags.length > 0)).toBe(true)
})

test.each(cards.map(card => [card.where, card] as const))("%s fits the project card", (_, card) => {
  expect(card.title.length).toBeLessThanOrEqual(LIMITS.projectCardTitle)
  expect(card.description.length).toBeLessThanOrEqual(LIMITS.projectCardDescription)
  expect(card.tags.filter(tag => tag.length > LIMITS.technologyTag)).toEqual([])
})
