import { screen, within } from "@testing-library/react"
import type { ReactElement } from "react"
import { CardsBlock } from "../../../src/blocks/cards/Cards"
import { blockPage } from "../../../src/blocks/types"
import { pageBlock } from "../../support/content-blocks"
import { renderOnPage, shellWith } from "../../support/on-page"

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const page = blockPage({ directusSettings: null, projects: { nodes: [] } }, "Automation")
const cards = (route: string, nth = 0, owner: "pages" | "services" = "pages") =>
  pageBlock<Queries.CardsBlockFragment>(route, "block_cards", "icons", owner, nth)
/** The booking link in the settings of the page the blocks render on. */
let shell = shellWith()
const withLink = (calendlyLink: string) => (shell = shellWith({ calendlyLink }))
const render = (ui: ReactElement) => renderOnPage(ui, shell)
/** Many icon cards of one block, with the strip option as given. */
const many = (strip: boolean, count: number): Queries.CardsBlockFragment => {
  const block = cards("devops-services", 1, "services")
  const items = Array.from({ length: count }, (_, i) => ({ ...block.items[0], title: `Card ${i}` }))
  return { ...block, items, strip }
}

beforeEach(() => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: false, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }))
  window.IntersectionObserver = jest.fn().mockImplementation(() => ({ observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn() }))
  withLink("https://calendly.com/lumenaut/30min")
})

test("icons: an icon, a title and a text each, under the heading and its lead", () => {
  render(<CardsBlock block={cards("about")} page={page} />)
  const list = screen.getByRole("list", { name: "Mission & Vision" })
  expect(within(list).getAllByRole("heading", { level: 3 })).toHaveLength(2)
  expect(list.querySelectorAll("svg")).toHaveLength(2)
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Mission & Vision")
})

test("icons with the strip option: more than four cards slide in a pinned strip that carries the heading and lead", () => {
  const block = many(true, 5)
  const { container } = render(<CardsBlock block={block} page={page} />)
  const strip = container.querySelector("[data-pinned]")
  expect(strip).not.toBeNull()
  expect(strip).toContainElement(screen.getByRole("heading", { level: 2 }))
  expect(strip).toContainElement(screen.getByText(block.description!))
})

test("icons: four cards, or any number without the strip option, are a grid", () => {
  for (const block of [many(true, 4), many(false, 6)]) {
    const { container, unmount } = render(<CardsBlock block={block} page={page} />)
    expect(container.querySelector("[data-pinned]")).toBeNull()
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(block.items.length)
    unmount()
  }
})

test("icons: a card's points and its own button", () => {
  render(<CardsBlock block={cards("home", 1)} page={page} />)
  const [automation, ai] = screen.getAllByRole("article")
  expect(within(automation).getAllByRole("listitem").length).toBeGreaterThan(0)
  expect(within(automation).getByRole("link", { name: "Start Collaboration" })).toHaveAttribute("href", "https://calendly.com/lumenaut/30min")
  expect(within(ai).getByRole("link", { name: "View Our Work" })).toHaveAttribute("href", "/portfolios")
})

test("icons: the booking button under the cards is disabled, titled 'Invalid Calendly link', for a link off the scheduling domain", () => {
  withLink("https://example.com/book")
  render(<CardsBlock block={cards("home")} page={page} />)
  const button = screen.getByRole("button", { name: "Start Your Automation Journey" })
  expect(button).toBeDisabled()
  expect(button).toHaveAttribute("title", "Invalid Calendly link")
})

test("icons: a scheduling link opens in a new tab", () => {
  render(<CardsBlock block={cards("home")} page={page} />)
  const link = screen.getByRole("link", { name: "Start Your Automation Journey" })
  expect(link).toHaveAttribute("href", "https://calendly.com/lumenaut/30min")
  expect(link).toHaveAttribute("target", "_blank")
})

test("link_cards: every card has the same rows in line across its row of cards, each with a link to its page and its own button", () => {
  const block = pageBlock<Queries.CardsBlockFragment>("industries", "block_cards", "link_cards")
  const { container } = render(<CardsBlock block={block} page={page} />)
  expect(container.querySelector("section")).toHaveAttribute("id", "verticals")
  expect(screen.getByRole("heading", { level: 2 })).toHaveAttribute("id", "verticals-title")
  const cards = screen.getAllByRole("article")
  expect(cards).toHaveLength(8)
  for (const [i, card] of cards.entries()) {
    const item = block.items[i]
    const rows = [...card.children].map(row => row.tagName + (row.classList.length > 0 ? `.${row.classList[0]}` : ""))
    expect(rows.slice(1)).toEqual(["H3.title", "P.text", "UL.plain", "P.footnote", "DIV.links"])
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(item.title!)
    const links = within(card.querySelector(".links") as HTMLElement).getAllByRole("link")
    expect(links.map(link => link.textContent)).toEqual([block.buttonText, item.buttonText])
    expect(links.map(link => link.getAttribute("aria-label"))).toEqual([`${block.buttonText} ${item.title}`, `${item.buttonText}: ${item.title}`])
    expect(links[0]).toHaveAttribute("href", expect.stringMatching(/^\/industries\/[a-z0-9-]+$/))
    // The badge ('Featured') across from the icon on the top line: the top line is one row either way.
    expect(within(card.children[0] as HTMLElement).queryByText("Featured") !== null).toBe(i < 3)
  }
})

test("a layout the type does not have renders nothing (the build has dropped such a block already)", () => {
  const { container } = render(<CardsBlock block={{ ...cards("about"), layout: "icon_cards" }} page={page} />)
  expect(container).toBeEmptyDOMElement()
})
