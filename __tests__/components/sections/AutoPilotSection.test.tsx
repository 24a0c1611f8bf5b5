import { render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { AutoPilotSection } from "../../../src/components/sections/AutoPilotSection"
import { iconGridView } from "../../../src/content/blocks/cards"
import { pageBlock } from "../../support/content-blocks"
jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))


/** Home's auto-pilot section as content/ holds it. */
const block = iconGridView(pageBlock("home", "block_cards", "icon_grid"))
const withLink = (calendlyLink: string) => (useStaticQuery as jest.Mock).mockReturnValue({ directusSettings: { calendlyLink } })

test("the button is disabled with the title 'Invalid Calendly link' for a link off the scheduling domain", () => {
  withLink("https://example.com/book")
  render(<AutoPilotSection block={block} />)
  const button = screen.getByRole("button", { name: "Start Your Automation Journey" })
  expect(button).toBeDisabled()
  expect(button).toHaveAttribute("title", "Invalid Calendly link")
})

test("a scheduling link opens in a new tab", () => {
  withLink("https://calendly.com/lumenaut/30min")
  render(<AutoPilotSection block={block} />)
  const link = screen.getByRole("link", { name: "Start Your Automation Journey" })
  expect(link).toHaveAttribute("href", "https://calendly.com/lumenaut/30min")
  expect(link).toHaveAttribute("target", "_blank")
  expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(block.cards.length)
})
