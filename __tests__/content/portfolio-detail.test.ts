import { metricBarWidth, projectRecord, projectRelated, relatedCards, writtenRelated } from "../../src/content/portfolio-detail"
import { toProjectCard } from "../../src/content/projects"

test("a metric with a percent sign sets the bar width; anything else is full width", () => {
  expect(metricBarWidth("38%")).toBe("38%")
  expect(metricBarWidth("99.9%")).toBe("99.9%")
  expect(metricBarWidth("+150%")).toBe("100%")
  expect(metricBarWidth("8 min")).toBe("100%")
  expect(metricBarWidth("3x")).toBe("100%")
  expect(metricBarWidth("%")).toBe("100%")
})

const card = (n: number, tags = ["a", "b", "c", "d", "e"]) => ({ id: String(n), title: `P${n}`, description: "", image: { src: "/i.png", alt: "", image: null }, tags, path: null })

test("at most 3 related projects, each with at most 3 tags", () => {
  const related = relatedCards([card(1), card(2), card(3), card(4)])
  expect(related.map(r => r.id)).toEqual(["1", "2", "3"])
  related.forEach(r => expect(r.tags).toEqual(["a", "b", "c"]))
})

test("case-study related items show the image of, and link to, the CMS project with the same title", () => {
  const pages = [toProjectCard({ id: "x", title: "Fleet Control Tower", slug: "fleet-control-tower", imageUrl: "/fleet.jpg" })]
  const related = writtenRelated(
    [
      { title: "Fleet Control Tower", description: "d", image: "/a.png", tags: [] },
      { title: "Unknown", description: "d", image: "/own.webp", tags: [] },
    ],
    pages
  )
  expect(related.map(r => r.path)).toEqual(["/portfolio/fleet-control-tower", null])
  expect(related.map(r => r.image.src)).toEqual(["/fleet.jpg", "/own.webp"])
})

test("project related cards exclude the project itself and prefer featured ones", () => {
  const cards = [
    toProjectCard({ id: "1", slug: "a", title: "A", isFeatured: true }),
    toProjectCard({ id: "2", slug: "b", title: "B" }),
    toProjectCard({ id: "3", slug: "c", title: "C", isFeatured: true }),
  ]
  expect(projectRelated("a", cards).map(r => r.id)).toEqual(["3", "2"])
  // The card keeps the project's processed image, not only its path.
  const withImage = toProjectCard({ id: "4", slug: "d", title: "D", image: { publicURL: "/d.jpg", childImageSharp: { gatsbyImageData: { width: 1 } as never } } })
  expect(projectRelated("a", [withImage])[0].image.image).toEqual({ width: 1 })
})

test("a project's hero text is its summary, else its card text; its overview its description as text, else the card text", () => {
  const written = projectRecord({ id: "1", title: "A", shortDescription: "Card", summary: "Summary", description: "<p>About <b>A</b></p>" })
  expect([written.summary, written.overview]).toEqual(["Summary", "About A"])
  const bare = projectRecord({ id: "2", title: "B", shortDescription: "Card", summary: null, description: null })
  expect([bare.summary, bare.overview]).toEqual(["Card", "Card"])
})
