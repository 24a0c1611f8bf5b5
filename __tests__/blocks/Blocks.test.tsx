import { fireEvent, render, screen } from "@testing-library/react"

jest.mock("gatsby", () => jest.requireActual("../../__mocks__/gatsby"))
import { Blocks } from "../../src/blocks/Blocks"
import { BLOCK_SPECS } from "../../src/blocks/contract"
import { BLOCK_TYPES } from "../../src/blocks/registry"
import { blockPage } from "../../src/blocks/types"
import { BLOCK_NAMES } from "../../plugins/gatsby-source-directus/src/collections"
import * as leadModal from "../../src/forms/lead/LeadModalProvider"
import { pageBlocks } from "../support/content-blocks"

const page = blockPage({ directusSettings: { calendlyLink: "https://cal.example.org/intro" }, projects: { nodes: [] } }, "Automation")

test("the registry maps every block collection of the contract", () => {
  expect(Object.keys(BLOCK_TYPES).sort()).toEqual([...BLOCK_NAMES].sort())
})

test("a block type the registry loads as static has only static layouts, an interactive one at least one interactive layout", () => {
  for (const spec of BLOCK_SPECS) {
    const allStatic = Object.values<{ hydrate: unknown }>(spec.layouts).every(layout => layout.hydrate === "never")
    expect([spec.name, BLOCK_TYPES[spec.name].static]).toEqual([spec.name, allStatic])
  }
})

test("a page's hero block renders its headline, and its button opens the lead modal with the page's context", async () => {
  const open = jest.fn()
  jest.spyOn(leadModal, "useLeadModal").mockReturnValue({ open, close: jest.fn(), preload: jest.fn() })
  const [hero] = pageBlocks("lp/ai-development-services")
  render(<Blocks blocks={[hero as never]} page={{ ...page, leadContext: "ai-development" }} />)
  expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Build Your AI-Powered App 10x Faster, at 70% Lower Cost")
  fireEvent.click(screen.getByRole("button", { name: /Get Your FREE AI Readiness Assessment/ }))
  expect(open).toHaveBeenCalledWith("ai-development", { keepOpenOnFailure: true })
})

test("a block without a title, or of an unknown type, logs an error and renders nothing (spec 000 §5.3)", () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {})
  const { container } = render(
    <Blocks blocks={[{ id: "a", blockType: "block_hero", heading: "" }, { id: "b", blockType: "block_video", heading: "Video" }]} page={page} />
  )
  expect(container).toBeEmptyDOMElement()
  expect(error.mock.calls.map(call => call[0])).toEqual([
    "Block block_hero a has no title, so it is not rendered",
    "Block block_video b is of an unknown type, so it is not rendered",
  ])
  error.mockRestore()
})
