import { render, screen, within } from "@testing-library/react"
import { RecordsBlock } from "../../../src/blocks/records/Records"
import { blockPage } from "../../../src/blocks/types"
import { pageBlock } from "../../support/content-blocks"

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

/** The careers page's jobs block, as content/ holds it. */
const block = pageBlock<Queries.RecordsBlockFragment>("careers", "block_records", "jobs")
const careers = (jobs: { id: string; title: string; description?: string; link?: string }[]) =>
  blockPage({ directusSettings: null, projects: { nodes: [] }, jobs: { nodes: jobs } }, "Careers")

test("with no jobs it shows No Open Positions and a Send Us Your Resume mail link", () => {
  render(<RecordsBlock block={block} page={careers([])} />)
  expect(screen.getByRole("heading", { name: "No Open Positions" })).toBeInTheDocument()
  const link = screen.getByRole("link", { name: "Send Us Your Resume" })
  expect(link.getAttribute("href")).toMatch(/^mailto:careers@lumenaut\.dev/)
  expect(screen.queryByRole("link", { name: /Apply Now/ })).toBeNull()
})

test("each job shows title, location, cut description and Apply Now to its link or a mail link", () => {
  render(<RecordsBlock block={block} page={careers([
    { id: "1", title: "Automation Engineer", description: "x".repeat(200), link: "https://jobs.example.org/1" },
    { id: "2", title: "UI Designer" },
  ])} />)
  const cards = screen.getAllByRole("article")
  expect(cards.map(card => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual(["Automation Engineer", "UI Designer"])
  expect(screen.getByText("x".repeat(150) + "...")).toBeInTheDocument()
  expect(screen.getAllByText("Lahore, Pakistan (Office)")).toHaveLength(2)
  const external = within(cards[0]).getByRole("link", { name: "Apply Now: Automation Engineer" })
  expect(external).toHaveAttribute("href", "https://jobs.example.org/1")
  expect(external).toHaveAttribute("target", "_blank")
  expect(within(cards[1]).getByRole("link", { name: "Apply Now: UI Designer" })).toHaveAttribute("href", "mailto:careers@lumenaut.dev?subject=UI%20Designer")
  expect(screen.queryByText("No Open Positions")).toBeNull()
})
