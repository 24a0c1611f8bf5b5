import { sectionOf } from "../../../src/content/blocks/common"
import { projectsView, relatedView } from "../../../src/content/blocks/projects"

const long = (n: number) => "word ".repeat(n).trim()

test("a section heading arrives cut to the spec's limits: title 45 characters, description 150, with an ellipsis", () => {
  const section = sectionOf({ heading: long(20), highlightedText: "word", description: long(60) })
  expect(section.heading).toBe(`${long(20).slice(0, 45).trimEnd()}...`)
  expect(section.description).toBe(`${long(60).slice(0, 150).trimEnd()}...`)
  expect(sectionOf({ heading: "Short Title", highlightedText: null, description: "Short text." })).toEqual({ heading: "Short Title", highlightedText: undefined, description: "Short text." })
  expect(sectionOf({ heading: "Title", highlightedText: null, description: null }).description).toBeUndefined()
})

test("headings built from a record's name are cut the same way", () => {
  const header = { variant: null, anchor: null, highlightedText: null, description: null, limit: null, items: null }
  const featured = projectsView({ ...header, heading: "{name} Projects" } as unknown as Queries.ProjectsBlockFragment, long(12))
  expect(featured.heading).toBe(`${`${long(12)} Projects`.slice(0, 45).trimEnd()}...`)
  const related = relatedView({ ...header, heading: long(15), buttonText: null, buttonLink: null } as unknown as Queries.ProjectsBlockFragment, { projects: [] })
  expect(related.heading).toBe(`${long(15).slice(0, 45).trimEnd()}...`)
})
