import { render, screen } from "@testing-library/react"
import { IndustriesSection, industryTiles } from "../../../src/blocks/records/IndustriesSection"
import { industryCards } from "../../../src/content/industries"

test("with no industries in the store the eight fallback cards are shown", () => {
  const tiles = industryTiles([])
  expect(tiles).toHaveLength(8)
  expect(tiles.map(t => t.title)).toEqual(expect.arrayContaining(["Financial Services", "Technology"]))
})

test("store industries replace the fallback", () => {
  render(<IndustriesSection section={{ heading: "Industries" }} industries={industryCards([{ id: "1", slug: "education", name: "Education" }])} />)
  expect(screen.getByRole("link", { name: /Education/ })).toHaveAttribute("href", "/industries/education")
  expect(screen.getAllByRole("link")).toHaveLength(1)
})
