import { screen, within } from "@testing-library/react"
import { RecordsBlock } from "../../../src/blocks/records/Records"
import { blockPage } from "../../../src/blocks/types"
import { industryTiles } from "../../../src/blocks/records/view"
import { pageBlock } from "../../support/content-blocks"
import { renderOnPage, shellWith } from "../../support/on-page"

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const bookingLink = "https://calendly.com/lumenaut/30min"
const page = blockPage({
  directusSettings: { calendlyLink: bookingLink },
  projects: { nodes: [] },
  services: { nodes: Array.from({ length: 5 }, (_, i) => ({ id: String(i), slug: `s-${i}`, title: `Service ${i}` })) },
  industries: { nodes: [{ id: "1", slug: "education", name: "Education" }] },
  reviews: { nodes: [{ id: "r1", personName: "Sara", feedback: "Great work." }, { id: "r2", personName: "Omar", feedback: "Fast." }] },
}, "Home")
const block = (layout: string) => pageBlock<Queries.RecordsBlockFragment>("home", "block_records", layout)

const shell = shellWith({ calendlyLink: bookingLink })

test("the industries block shows the page's industries and its button, Discover More to /industries", () => {
  renderOnPage(<RecordsBlock block={block("industries")} page={page} />, shell)
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Industries We Serve")
  expect(screen.getByRole("link", { name: /Education/ })).toHaveAttribute("href", "/industries/education")
  expect(screen.getByRole("link", { name: "Discover More" })).toHaveAttribute("href", "/industries")
})

test("the reviews block shows each review with the block's booking link text, then its buttons (booking link, /portfolios)", () => {
  renderOnPage(<RecordsBlock block={block("reviews")} page={page} />, shell)
  const slides = screen.getAllByRole("listitem").filter(item => item.getAttribute("aria-roledescription") === "slide")
  expect(slides).toHaveLength(2)
  expect(within(slides[0]).getByRole("link", { name: /Book a free consultation/ })).toHaveAttribute("href", bookingLink)
  expect(screen.getByRole("link", { name: "Start Collaboration" })).toHaveAttribute("href", bookingLink)
  expect(screen.getByRole("link", { name: "View Our Work" })).toHaveAttribute("href", "/portfolios")
})

test("a limit cuts the records the block shows", () => {
  renderOnPage(<RecordsBlock block={{ ...block("reviews"), limit: 1 }} page={page} />, shell)
  expect(screen.getAllByRole("listitem").filter(item => item.getAttribute("aria-roledescription") === "slide")).toHaveLength(1)
})

test("the services block links each card, by its title, to its service page; a limit slices the list", () => {
  renderOnPage(<RecordsBlock block={{ ...block("services"), limit: 2 }} page={page} />, shell)
  const cards = screen.getAllByRole("article")
  expect(cards).toHaveLength(2)
  expect(within(cards[0]).getByRole("link", { name: "Service 0" })).toHaveAttribute("href", "/services/s-0")
  expect(cards.map(card => card.closest("li")?.getAttribute("data-span"))).toEqual(["3", "3"])
})

test("with no industries in the store the eight fallback tiles are shown", () => {
  const tiles = industryTiles([])
  expect(tiles).toHaveLength(8)
  expect(tiles.map(t => t.title)).toEqual(expect.arrayContaining(["Financial Services", "Technology"]))
})
