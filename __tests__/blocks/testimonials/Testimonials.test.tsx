import { render, screen, within } from "@testing-library/react"
import { TestimonialsBlock } from "../../../src/blocks/testimonials/Testimonials"
import { blockPage } from "../../../src/blocks/types"
import { pageBlock } from "../../support/content-blocks"

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const page = blockPage({ directusSettings: null, projects: { nodes: [] } }, "Automation")

test("quote cards: each client's words with its rating, outcome, kind of business, city and source, and no personal name", () => {
  const block = pageBlock<Queries.TestimonialsBlockFragment>("lp/automation-solutions", "block_testimonials", "cards")
  render(<TestimonialsBlock block={block} page={page} />)
  const items = within(screen.getByRole("region")).getAllByRole("listitem")
  expect(items).toHaveLength(block.items?.length ?? 0)
  items.forEach((item, i) => {
    const source = block.items?.[i]
    const figure = within(item).getByRole("figure")
    // The settings' rating words in the block's language ("{rating} out of {max}" in English).
    expect(within(figure).getByRole("img")).toHaveAccessibleName(`${source?.rating ?? 5} out of 5`)
    expect(figure.querySelector("blockquote")).toHaveTextContent(`“${source?.quote}”`)
    expect(within(figure).getByText(source?.outcome ?? "")).toBeInTheDocument()
    expect(figure.querySelector("figcaption")).toHaveTextContent(`${source?.businessType}${source?.city}${source?.source}`)
    // A quote card has no heading of its own: the section's heading is the only one.
    expect(within(item).queryByRole("heading")).toBeNull()
  })
})
