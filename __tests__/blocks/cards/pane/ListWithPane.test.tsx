import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { ListWithPane } from "../../../../src/blocks/cards/pane/ListWithPane"
import { demoShowcase, servicePage } from "../../../support/service-pages"
import { snapshotSettings } from "../../../support/content-blocks"

const uiUxDesign = { title: "UI/UX Design", showcase: servicePage("ui-ux-design").showcase }
const devopsServices = { title: "DevOps Services", showcase: servicePage("devops-services").showcase }
import { mockMatchMedia } from "../../../support/matchMedia"
import { FakeIntersectionObserver } from "../../../support/intersection-observer"

// The list shows from the lg breakpoint; jsdom applies no media queries, so it is found by its label.
const showcaseList = () => document.querySelector<HTMLElement>('ol[aria-label="Services in this showcase"]')!

beforeEach(() => {
  mockMatchMedia()
  Element.prototype.scrollTo = jest.fn()
  // jsdom has none; a test that watches the pane's sections installs the fake.
  Object.assign(window, { IntersectionObserver: undefined })
})

describe("ListWithPane", () => {
  test("lists the displayable items in completeness order, capped at 4, with cut text", () => {
    render(<ListWithPane showcase={demoShowcase()} />)
    const list = showcaseList()
    const names = within(list).getAllByRole("button", { hidden: true }).map(button => button.querySelector(".main")?.textContent)
    expect(names).toEqual(["UX Research", "UI Design", "Accessibility & Inclusive Design", "Design Systems"])
    expect(screen.queryByText("Design Sprints")).toBeNull()
    expect(within(list).queryByText("Usability Testing & Optimization")).toBeNull()
    expect(screen.getAllByTestId("showcase-item")).toHaveLength(4)
    expect(screen.getByText(/^We audit your website/).textContent).toMatch(/\.\.\.$/)
  })

  test("services past the cap follow as compact cards under 'More … Services'", () => {
    render(<ListWithPane showcase={devopsServices.showcase} />)
    expect(within(showcaseList()).getAllByRole("button", { hidden: true })).toHaveLength(4)
    const more = screen.getByRole("list", { name: "More DevOps Services" })
    expect(within(more).getAllByRole("heading", { level: 4 }).map(h => h.textContent)).toEqual(["DevSecOps", "Site Reliability Engineering"])
  })

  test("a showcase within the cap has no More Services block", () => {
    render(<ListWithPane showcase={uiUxDesign.showcase} />)
    expect(screen.queryByTestId("more-services")).toBeNull()
    expect(screen.getAllByTestId("showcase-item")).toHaveLength(4)
  })

  test("the first item starts active; a click makes another active and scrolls the pane to it", () => {
    render(<ListWithPane showcase={devopsServices.showcase} />)
    const buttons = within(showcaseList()).getAllByRole("button", { hidden: true })
    expect(buttons).toHaveLength(4)
    expect(buttons[0]).toHaveAttribute("aria-current", "true")
    fireEvent.click(buttons[2])
    expect(buttons[2]).toHaveAttribute("aria-current", "true")
    expect(buttons[0]).not.toHaveAttribute("aria-current")
    expect(Element.prototype.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: "smooth" }))
  })

  test("the active item is the section most in view of all the pane's, though the pane reports only those that changed", () => {
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver })
    render(<ListWithPane showcase={devopsServices.showcase} />)
    const pane = screen.getByTestId("showcase-pane")
    const sections = FakeIntersectionObserver.all.find(observer => observer.options.root === pane)!
    const [first, second, third] = Array.from(pane.children)
    const current = () => within(showcaseList()).getAllByRole("button", { hidden: true }).findIndex(button => button.hasAttribute("aria-current"))
    act(() => sections.reportShares([[first, 1], [second, 0], [third, 0]]))
    expect(current()).toBe(0)
    // Every section in view at once (a page captured whole): the first stays active.
    act(() => sections.reportShares([[second, 1], [third, 1]]))
    expect(current()).toBe(0)
    act(() => sections.reportShares([[first, 0.3], [second, 0.7], [third, 0]]))
    expect(current()).toBe(1)
    // Under half in view, none takes over.
    act(() => sections.reportShares([[second, 0.4], [third, 0.45]]))
    expect(current()).toBe(1)
  })

  test("the pane is a keyboard-reachable region", () => {
    render(<ListWithPane showcase={uiUxDesign.showcase} />)
    expect(screen.getByRole("region", { name: /UI\/UX Design Services: details/ })).toHaveAttribute("tabindex", "0")
  })

  test("each pane section's line numbers it in the settings' words of the block's language; empty words show no line", () => {
    const lines = () => screen.getAllByTestId("showcase-item").map(item => item.querySelector("h3")?.previousElementSibling?.textContent)
    const { unmount } = render(<ListWithPane showcase={uiUxDesign.showcase} />)
    expect(lines()).toEqual(["Service 01", "Service 02", "Service 03", "Service 04"])
    unmount()
    const arabic = { ...uiUxDesign.showcase, words: { ...uiUxDesign.showcase.words, item: String(snapshotSettings("ar").showcaseItemLabel) } }
    const { unmount: unmountArabic } = render(<ListWithPane showcase={arabic} />)
    expect(lines()).toEqual(["الخدمة 01", "الخدمة 02", "الخدمة 03", "الخدمة 04"])
    unmountArabic()
    render(<ListWithPane showcase={{ ...uiUxDesign.showcase, words: { ...uiUxDesign.showcase.words, item: "" } }} />)
    // The icon has no text: a section's text starts with its title.
    expect(screen.getAllByTestId("showcase-item").map(item => item.textContent?.startsWith(String(item.querySelector("h3")?.textContent)))).toEqual([true, true, true, true])
  })
})
