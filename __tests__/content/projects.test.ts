import { featuredProjects, projectCardText, projectTags, toProjectCard } from "../../src/content/projects"

test("tags come from skills by name or title, else the technologies list", () => {
  expect(projectTags({ skills: [{ name: "React" }, { title: "n8n" }, { name: null, title: null }], technologies: ["PHP"] })).toEqual(["React", "n8n"])
  expect(projectTags({ skills: [], technologies: ["PHP", "", "MySQL"] })).toEqual(["PHP", "MySQL"])
})

test("a project without a slug uses the portfolio slug rule and the default image", () => {
  const card = toProjectCard({ id: "1", title: "Fleet Tracker: Live!" })
  expect(card.path).toBe("/portfolio/fleet-tracker-live")
  expect(card.image.src).toBe("/assets/portfolio/default.png")
})

test("card text is truncated at 50/120/20, every tag kept", () => {
  const card = toProjectCard({
    id: "1",
    title: "T".repeat(55),
    shortDescription: "d".repeat(130),
    technologies: ["A very long technology name", "B", "C", "D", "E", "F", "G"],
  })
  const text = projectCardText(card)
  expect(text.title).toBe("T".repeat(50) + "...")
  expect(text.description).toBe("d".repeat(120) + "...")
  // Every tag, each cut at 20; the card shows five (one on phones) and +N (card-props, TagList).
  expect(text.tags).toEqual(["A very long technolo...", "B", "C", "D", "E", "F", "G"])
})

test("featured projects are cut to the section limit", () => {
  const cards = ["a", "b", "c", "d", "e"].map((id, i) => toProjectCard({ id, title: id, isFeatured: i !== 1 }))
  expect(featuredProjects(cards, 3).map(c => c.id)).toEqual(["a", "c", "d"])
})
