import { render, screen } from "@testing-library/react"
import { PortfolioSection } from "../../../src/components/sections/PortfolioSection"
import { toProjectCard } from "../../../src/content/projects"

const projects = (n: number) => Array.from({ length: n }, (_, i) => toProjectCard({ id: String(i), slug: `p-${i}`, title: `Project ${i}`, isFeatured: true }))

test("with no project to show it renders nothing: no heading, no empty list, no View All Projects", () => {
  for (const props of [{ limit: 6 }, { all: true }]) {
    const { container, unmount } = render(<PortfolioSection projects={[]} {...props} />)
    expect(container).toBeEmptyDOMElement()
    unmount()
  }
})

test("featured projects up to the limit, with the link to the full list", () => {
  render(<PortfolioSection projects={projects(5)} limit={3} />)
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Featured Projects")
  expect(screen.getAllByRole("heading", { level: 3 }).map(h => h.textContent)).toEqual(["Project 0", "Project 1", "Project 2"])
  expect(screen.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/portfolios#all")
})
