import { projectCard, relatedCard, successStoryCard } from "../../../src/blocks/projects/card-props"
import { toProjectCard } from "../../../src/content/projects"

const image = { src: "/p.webp", alt: "", image: null }
/** The block's words, as the settings give them in English. */
const words = { technologies: "Technologies", moreTechnologies: "{count} more technologies", achievements: "Achievements", successMetrics: "Success metrics" }

test("a project card: title cut at 50 and linked, text at 120, every tag kept for the +N", () => {
  const card = projectCard(words)(toProjectCard({ id: "1", slug: "p", title: "T".repeat(60), shortDescription: "d".repeat(200), technologies: ["A", "B", "C", "D", "E", "F"] }))
  expect(card.title).toBe(`${"T".repeat(50)}...`)
  expect(card.text).toBe(`${"d".repeat(120)}...`)
  expect(card.link).toBe("/portfolio/p")
  expect(card.tags).toMatchObject({ items: ["A", "B", "C", "D", "E", "F"], label: "Technologies", max: { all: 5, mobile: 1, more: "{count} more technologies" } })
})

test("a related or success story card links only when it names a CMS project", () => {
  expect(relatedCard(words)({ id: "1", title: "A", description: "", image, tags: [], path: null }).link).toBeUndefined()
  expect(relatedCard(words)({ id: "1", title: "A", description: "", image, tags: ["x"], path: "/portfolio/a" })).toMatchObject({ link: "/portfolio/a", tags: { items: ["x"], label: "Technologies" } })
  const story = successStoryCard({ ...words, technologies: "التقنيات", achievements: "الإنجازات" })({ title: "S", description: "", imageUrl: "", image, path: null, technologies: ["n8n"], achievements: ["Faster"] })
  expect(story).toMatchObject({ link: undefined, tags: { items: ["n8n"], label: "التقنيات" }, points: { kind: "checked", items: ["Faster"], label: "الإنجازات" } })
})
