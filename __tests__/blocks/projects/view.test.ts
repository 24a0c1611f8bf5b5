import { successStoryCards } from "../../../src/blocks/projects/view"
import { toProjectCard } from "../../../src/content/projects"

test("a success story named like a CMS project shows that project's image and links to it", () => {
  const projects = [toProjectCard({ id: "1", slug: "fintech-mobile", title: "FinTech Mobile Banking App", imageUrl: "/fintech.jpg" })]
  const story = (title: string) => ({ title, description: "", imageUrl: `/assets/stories/${title}.webp`, technologies: [], achievements: [] })
  const cards = successStoryCards([story("FinTech Mobile Banking App"), story("kyc")], projects)
  expect(cards.map(card => [card.image.src, card.path])).toEqual([["/fintech.jpg", "/portfolio/fintech-mobile"], ["/assets/stories/kyc.webp", null]])
})
