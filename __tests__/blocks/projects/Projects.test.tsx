import { render, screen, within } from "@testing-library/react"
import { ProjectsBlock } from "../../../src/blocks/projects/Projects"
import { blockPage } from "../../../src/blocks/types"
import { pageBlock } from "../../support/content-blocks"

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const projects = (n: number, featured = true) => ({
  nodes: Array.from({ length: n }, (_, i) => ({ id: String(i), slug: `p-${i}`, title: `Project ${i}`, isFeatured: featured, technologies: ["A", "B"] })),
})
const pageWith = (n: number) => blockPage({ directusSettings: null, projects: projects(n) }, "Home")
const featured = pageBlock<Queries.ProjectsBlockFragment>("home", "block_projects", "project_cards")
const every = { ...featured, every: true, buttonText: null, buttonLink: null }

test("with no project to show a featured or full list renders nothing: no heading, no empty list, no View All Projects", () => {
  for (const block of [featured, every]) {
    const { container, unmount } = render(<ProjectsBlock block={block} page={pageWith(0)} />)
    expect(container).toBeEmptyDOMElement()
    unmount()
  }
})

test("featured projects up to the limit, each linked by its title, with the block's button to the full list", () => {
  render(<ProjectsBlock block={{ ...featured, limit: 3 }} page={pageWith(5)} />)
  const cards = screen.getAllByRole("article")
  expect(cards.map(card => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual(["Project 0", "Project 1", "Project 2"])
  expect(within(cards[0]).getByRole("link", { name: "Project 0" })).toHaveAttribute("href", "/portfolio/p-0")
  expect(within(within(cards[0]).getByRole("list", { name: "Technologies" })).getAllByRole("listitem").filter(li => !li.querySelector("button")).map(li => li.textContent)).toEqual(["A", "B"])
  expect(screen.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/portfolios#all")
})

test("every project: not only the featured ones, never a lone card on the last row, no button without one in the block", () => {
  for (const count of [3, 4, 7, 10]) {
    const { container, unmount } = render(<ProjectsBlock block={every} page={blockPage({ directusSettings: null, projects: projects(count, false) }, "Portfolio")} />)
    const spans = [...container.querySelectorAll("li[data-span]")].map(li => Number(li.getAttribute("data-span")))
    expect(spans).toHaveLength(count)
    // Six columns from lg: the last row is filled by two or three cards.
    const lastRow = spans.slice(-(6 / spans[spans.length - 1]))
    expect(lastRow.reduce((sum, span) => sum + span, 0)).toBe(6)
    expect(lastRow.length).toBeGreaterThan(1)
    expect(screen.queryByRole("link", { name: "View All Projects" })).toBeNull()
    unmount()
  }
})
