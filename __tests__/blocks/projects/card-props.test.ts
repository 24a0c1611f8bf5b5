import { projectCard, relatedCard, successStoryCard } from "../../../src/blocks/projects/card-props"
import { toProjectCard } from "../../../src/content/projects"

const image = { src: "/p.webp", alt: "", image: null }

test("a project card: title cut at 50 and linked, text at 120, every tag kept for the +N", () => {
  const card = projectCard(toProjectCard({ id: "1", slug: "p", title: "T".repeat(60), shortDescription: "d".repeat(200), technologies: ["A", "B", "C", "D", "E", "F"] }))
  expect(card.title).toBe(`${"T".repeat(50)}...`)
  expect(card.text).toBe(`${"d".repeat(120)}...`)
  expect(card.link).toBe("/portfolio/p")
  expect(card.tags).toMatchObject({ items: ["A", "B", "C", "D", "E", "F"], max: { all: 5, mobile: 1 } })
})

test("a related or success story card links only when it names a CMS project", () => {
  expect(relatedCard({ id: "1", title: "A", description: "", image, tags: [], path: null }).link).toBeUndefined()
  expect(relatedCard({ id: "1", title: "A", description: "", image, tags: ["x"], path: "/portfolio/a" })).toMatchObject({ link: "/portfolio/a", tags: { items: ["x"] } })
  const story = successStoryCard({ title: "S", description: "", imageUrl: "", image, path: null, technologies: ["n8n"], achievements: ["Faster"] })
  expect(story).toMatchObject({ link: undefined, tags: { items: ["n8n"], label: "Technologies" }, points: { kind: "checked", items: ["Faster"], label: "Achievements" } })
})
