import { industryCards, toIndustryCard } from "../../src/content/industries"

test("industries are sorted by name", () => {
  const cards = industryCards([
    { id: "1", name: "Retail & E-commerce", slug: "retail-e-commerce" },
    { id: "2", name: "Education", slug: "education" },
    { id: "3", name: "Healthcare & Biotech", slug: "healthcare-biotech" },
  ])
  expect(cards.map(card => card.title)).toEqual(["Education", "Healthcare & Biotech", "Retail & E-commerce"])
})

test("name falls back to title, the icon to the default path, and text is cut at 60/150", () => {
  const card = toIndustryCard({ id: "1", title: "A".repeat(70), shortDescription: "b".repeat(200) })
  expect(card.title).toBe("A".repeat(60) + "...")
  expect(card.shortDescription).toHaveLength(153)
  expect(card.icon.src).toBe(`/assets/industries/icons/${"a".repeat(70)}.svg`)
})
