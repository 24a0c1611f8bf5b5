import { render, screen } from "@testing-library/react"
import { ProjectCards } from "../../../src/blocks/projects/ProjectCards"
import { toProjectCard } from "../../../src/content/projects"

const projects = (n: number) => Array.from({ length: n }, (_, i) => toProjectCard({ id: String(i), slug: `p-${i}`, title: `Project ${i}`, isFeatured: true }))

test("with no project to show it renders nothing: no heading, no empty list, no View All Projects", () => {
  for (const props of [{ limit: 6 }, { all: true }]) {
    const { container, unmount } = render(<ProjectCards projects={[]} heading="Featured Projects" {...props} />)
    expect(container).toBeEmptyDOMElement()
    unmount()
  }
})

test("featured projects up to the limit, with the link to the full list", () => {
  render(<ProjectCards projects={projects(5)} limit={3} heading="Featured Projects" />)
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Featured Projects")
  expect(screen.getAllByRole("heading", { level: 3 }).map(h => h.textContent)).toEqual(["Project 0", "Project 1", "Project 2"])
  expect(screen.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/portfolios#all")
})

test("the full list never leaves a lone card on its last row", () => {
  for (const count of [3, 4, 7, 10]) {
    const { container, unmount } = render(<ProjectCards projects={projects(count)} all heading="All Projects" />)
    const spans = [...container.querySelectorAll("li[data-span]")].map(li => Number(li.getAttribute("data-span")))
    expect(spans).toHaveLength(count)
    // Six columns from lg: the last row is filled by two or three cards.
    const lastRow = spans.slice(-(6 / spans[spans.length - 1]))
    expect(lastRow.reduce((sum, span) => sum + span, 0)).toBe(6)
    expect(lastRow.length).toBeGreaterThan(1)
    unmount()
  }
})
