import { fireEvent, screen, within } from "@testing-library/react"
import type { ReactElement } from "react"
import { CtaBlock } from "../../../src/blocks/cta/Cta"
import { blockPage } from "../../../src/blocks/types"
import * as leadModal from "../../../src/forms/lead/LeadModalProvider"
import { pageBlock, pageBlocks } from "../../support/content-blocks"
import { renderOnPage, shellWith } from "../../support/on-page"

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const bookingLink = "https://cal.example.org/intro"
const settings = { directusSettings: { calendlyLink: bookingLink } }
const page = { ...blockPage({ ...settings, projects: { nodes: [] } }, "Home"), leadContext: "automation" as const }
const render = (ui: ReactElement) => renderOnPage(ui, shellWith(settings.directusSettings))
const block = (layout: string, route = "home", owner: "pages" | "services" = "pages") => pageBlock<Queries.CtaBlockFragment>(route, "block_cta", layout, owner)
/** Home's panel of a look: figures beside the booking button on a band, or the light lead box. */
const homePanel = (look: string) => {
  const found = pageBlocks("home").find(candidate => candidate.blockType === "block_cta" && candidate.layout === "panel" && candidate.look === look)
  if (!found) throw new Error(`home has no ${look} panel`)
  return found as unknown as Queries.CtaBlockFragment
}

test("a panel is a section named by its heading, its sentence and its link buttons in a row", () => {
  render(<CtaBlock block={block("panel", "about")} page={page} />)
  const section = screen.getByRole("region", { name: block("panel", "about").heading ?? "" })
  expect(within(section).getByRole("heading", { level: 2 })).toBeInTheDocument()
  expect(within(section).getByText(block("panel", "about").description ?? "")).toBeInTheDocument()
  expect(within(section).getAllByRole("link").map(link => link.textContent)).toEqual((block("panel", "about").buttons ?? []).map(button => button?.text))
})

test("a boxed panel and a band panel hold the same copy; only where they sit differs", () => {
  const boxed = block("panel", "automation", "services")
  const { container, unmount } = render(<CtaBlock block={boxed} page={page} />)
  // The box sits inside the page's width; the band is the section itself.
  expect(container.firstElementChild?.tagName).toBe("DIV")
  const boxedLinks = screen.getAllByRole("link").map(link => link.textContent)
  unmount()
  const band = render(<CtaBlock block={{ ...boxed, look: "band" }} page={page} />)
  expect(band.container.firstElementChild?.tagName).toBe("SECTION")
  expect(screen.getAllByRole("link").map(link => link.textContent)).toEqual(boxedLinks)
})

test("a panel with figures: the booking button and each figure read label first", () => {
  const beside = homePanel("band")
  render(<CtaBlock block={beside} page={page} />)
  const section = screen.getByRole("region", { name: beside.heading ?? "" })
  expect(within(section).getAllByRole("term").map(term => term.textContent)).toEqual((beside.stats ?? []).map(stat => stat?.label))
  expect(within(section).getAllByRole("definition").map(value => value.textContent)).toEqual((beside.stats ?? []).map(stat => stat?.value))
  expect(within(section).getByRole("link", { name: beside.buttons[0]?.text ?? "" })).toHaveAttribute("href", bookingLink)
})

test("a light panel: a section heading with its accent, and a button (not a link) that opens the lead form, kept open on a failed send", () => {
  const open = jest.fn()
  jest.spyOn(leadModal, "useLeadModal").mockReturnValue({ open, close: jest.fn(), preload: jest.fn() })
  const lead = homePanel("light")
  render(<CtaBlock block={lead} page={page} />)
  const heading = screen.getByRole("heading", { level: 2 })
  expect(heading).toHaveTextContent(lead.heading ?? "")
  if (lead.highlightedText) expect(heading.querySelector("mark")).toHaveTextContent(lead.highlightedText)
  expect(screen.queryByRole("link")).toBeNull()
  fireEvent.click(screen.getByRole("button", { name: lead.buttonText ?? "" }))
  expect(open).toHaveBeenCalledWith("automation", { keepOpenOnFailure: true })
})

test("an offer: a glowing band with the offer over a tagged button that opens the lead form, its reassurances under it and the trust marks named for screen readers", () => {
  const open = jest.fn()
  jest.spyOn(leadModal, "useLeadModal").mockReturnValue({ open, close: jest.fn(), preload: jest.fn() })
  const offer = block("offer", "lp/automation-solutions")
  render(<CtaBlock block={offer} page={page} />)
  // Named by its heading, whose accented part reads as a word of its own.
  const section = screen.getByRole("region", { name: name => name.replace(/\s+(?=\?$)/, "") === offer.heading })
  expect(within(section).getByText(offer.offer ?? "")).toBeInTheDocument()
  const button = within(section).getByRole("button", { name: new RegExp(`^${offer.buttonText}`) })
  for (const tag of offer.buttonTags ?? []) expect(button).toHaveTextContent(tag ?? "")
  fireEvent.click(button)
  expect(open).toHaveBeenCalledWith("automation", { keepOpenOnFailure: true })
  const [reassurances, marks] = within(section).getAllByRole("list")
  expect(within(reassurances).getAllByRole("listitem").map(item => item.textContent)).toEqual((offer.reassurances ?? []).map(line => line?.label))
  expect(marks).toHaveAccessibleName("Why businesses trust us")
  expect(within(marks).getAllByRole("listitem").map(item => item.textContent)).toEqual((offer.trustStrip ?? []).map(mark => mark?.label))
})
