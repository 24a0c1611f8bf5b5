import { industryCards, successStoryCards, toIndustryCard } from "../../src/content/industries"
import { toProjectCard } from "../../src/content/projects"

test.each([
  ["by name", ["Retail & E-commerce", "Education", "Healthcare & Biotech"], ["Education", "Healthcare & Biotech", "Retail & E-commerce"]],
  ["ignoring case", ["Finance", "eLearning", "Education"], ["Education", "eLearning", "Finance"]],
])("industries are sorted %s", (_how, names, expected) => {
  const cards = industryCards(names.map((name, i) => ({ id: String(i + 1), name, slug: name.toLowerCase() })))
  expect(cards.map(card => card.title)).toEqual(expected)
})

test("name falls back to title, the icon to the default path, and text is cut at 60/150", () => {
  const card = toIndustryCard({ id: "1", title: "A".repeat(70), shortDescription: "b".repeat(200) })
  expect(card.title).toBe("A".repeat(60) + "...")
  expect(card.shortDescription).toHaveLength(153)
  expect(card.icon.src).toBe(`/assets/industries/icons/${"a".repeat(70)}.svg`)
})

test("a success story named like a CMS project shows that project's image and links to it", () => {
  const projects = [toProjectCard({ id: "1", slug: "fintech-mobile", title: "FinTech Mobile Banking App", imageUrl: "/fintech.jpg" })]
  const story = (title: string) => ({ title, description: "", imageUrl: `/assets/stories/${title}.webp`, technologies: [], achievements: [] })
  const cards = successStoryCards([story("FinTech Mobile Banking App"), story("kyc")], projects)
  expect(cards.map(card => [card.image.src, card.path])).toEqual([["/fintech.jpg", "/portfolio/fintech-mobile"], ["/assets/stories/kyc.webp", null]])
})
