import { industryCards, toIndustryCard } from "../../src/content/industries"

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
