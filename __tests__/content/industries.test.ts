import { industryCards, successStoryCards, toIndustryCard } from "../../src/content/industries"
import { toProjectCard } from "../../src/content/projects"

test("industries are sorted by name", () => {
  const cards = industryCards([
    { id: "1", name: "Retail & E-commerce", slug: "retail-e-commerce" },
    { id: "2", name: "Education", slug: "education" },
    { id: "3", name: "Healthcare & Biotech", slug: "healthcare-biotech" },
  ])
  expect(cards.map(card => card.title)).toEqual(["Education", "Healthcare & Biotech", "Retail & E-commerce"])
})

test("the order ignores case", () => {
  const cards = industryCards([
    { id: "1", name: "Finance", slug: "finance" },
    { id: "2", name: "eLearning", slug: "elearning" },
    { id: "3", name: "Education", slug: "education" },
  ])
  expect(cards.map(card => card.title)).toEqual(["Education", "eLearning", "Finance"])
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
