import { render, screen, within } from "@testing-library/react"
import { StepsBlock } from "../../../src/blocks/steps/Steps"
import { blockPage } from "../../../src/blocks/types"
import { pageBlock } from "../../support/content-blocks"

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const page = blockPage({ directusSettings: null, projects: { nodes: [] } }, "Process")

test("cards: numbered steps on a dark band, with their durations and the total where the block has them", () => {
  render(<StepsBlock block={pageBlock<Queries.StepsBlockFragment>("lp/ai-development-services", "block_steps", "cards")} page={page} />)
  const steps = within(screen.getByRole("list")).getAllByRole("listitem")
  expect(steps).toHaveLength(4)
  expect(steps[0]).toHaveTextContent(/^Step 01AI Strategy & Requirements2-3 days/)
  expect(screen.getByText(/Total time to launch/)).toHaveTextContent("Total time to launch:2-6 weeks")
})

test("cards without durations show none, and no total", () => {
  const { container } = render(<StepsBlock block={pageBlock<Queries.StepsBlockFragment>("business-automation", "block_steps", "cards", "services")} page={page} />)
  expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(6)
  expect(container.querySelector(".duration")).toBeNull()
  expect(screen.queryByText(/Total/)).toBeNull()
})

test("rows: each step in full, with what it delivers under the block's label", () => {
  render(<StepsBlock block={pageBlock<Queries.StepsBlockFragment>("process", "block_steps", "rows")} page={page} />)
  const rows = screen.getAllByRole("listitem").filter(item => item.parentElement?.tagName === "OL")
  expect(rows).toHaveLength(5)
  expect(within(rows[0]).getByRole("heading", { level: 4 })).toHaveTextContent("Deliverables")
  expect(within(rows[0]).getByRole("heading", { level: 3 })).toHaveTextContent(/^Step 1: /)
})

test("milestones: each marked by its year on a line", () => {
  const { container } = render(<StepsBlock block={pageBlock<Queries.StepsBlockFragment>("about", "block_steps", "milestones")} page={page} />)
  expect([...container.querySelectorAll(".mark")].map(mark => mark.textContent)).toEqual(["2019", "2020", "2022", "2023", "2024"])
})

test("a layout the type does not have renders nothing (the build has dropped such a block already)", () => {
  const block = pageBlock<Queries.StepsBlockFragment>("about", "block_steps", "milestones")
  const { container } = render(<StepsBlock block={{ ...block, layout: "journey" }} page={page} />)
  expect(container).toBeEmptyDOMElement()
})

test("a block's heading id comes from its anchor, else its heading, as every block type's", () => {
  render(<StepsBlock block={pageBlock<Queries.StepsBlockFragment>("process", "block_steps", "rows")} page={page} />)
  expect(screen.getByRole("region", { name: /Five-Step Automation Framework/ })).toHaveAttribute("aria-labelledby", "our-five-step-automation-framework-title")
  render(<StepsBlock block={pageBlock<Queries.StepsBlockFragment>("about", "block_steps", "milestones")} page={page} />)
  expect(screen.getByRole("heading", { name: "Our Journey" })).toHaveAttribute("id", "journey-title")
})
