import { render, screen, within } from "@testing-library/react"
import { LinkCards } from "../../../src/blocks/cards/LinkCards"
import { linkCardsView } from "../../../src/blocks/cards/view"
import { pageBlock } from "../../support/content-blocks"

// Gatsby's runtime is not available under Jest: the shared stand-in (plain anchors).
jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

test("every vertical card has the same rows, so titles and links line up whether or not it is featured", () => {
  const block = linkCardsView(pageBlock("industries", "block_cards", "link_cards"))
  render(<LinkCards {...block} />)
  const cards = screen.getAllByRole("article")
  expect(cards).toHaveLength(8)
  for (const [i, card] of cards.entries()) {
    const rows = [...card.children].map(row => row.tagName + (row.className ? `.${row.className}` : ""))
    expect(rows).toEqual(["DIV.top", "H3", "P", "UL", "P.count", "DIV.links"])
    const links = within(card.querySelector(".links") as HTMLElement).getAllByRole("link")
    expect(links.map(link => link.textContent)).toEqual(["Explore", block.cards[i].button.text])
    expect(links[0]).toHaveAttribute("href", expect.stringMatching(/^\/industries\/[a-z0-9-]+$/))
    expect(within(card.querySelector(".top") as HTMLElement).queryByText("Featured") !== null).toBe(i < 3)
  }
})
