import { fireEvent, render, screen } from "@testing-library/react"
import { ComparedColumns } from "../../src/blocks/comparison/ComparedColumns"
import { beforeAfterColumns } from "../../src/blocks/comparison/column-props"
import { LeadButton } from "../../src/forms/lead/LeadButton"
import { TabbedCards } from "../../src/blocks/tabs/TabbedCards"
import { beforeAfterView } from "../../src/blocks/comparison/view"
import { tabbedCardsView } from "../../src/blocks/tabs/view"
import * as leadModal from "../../src/forms/lead/LeadModalProvider"
import { mockMatchMedia } from "../support/matchMedia"
import { pageBlock } from "../support/content-blocks"

const AUTOMATION = "lp/automation-solutions"
const industries = tabbedCardsView(pageBlock(AUTOMATION, "block_tabs"))
const beforeAfter = beforeAfterView(pageBlock(AUTOMATION, "block_comparison", "before_after"))

beforeEach(() => mockMatchMedia())

test("a landing call to action prevents the default action and opens the lead modal with the page context", () => {
  const open = jest.fn()
  jest.spyOn(leadModal, "useLeadModal").mockReturnValue({ open, close: jest.fn(), preload: jest.fn() })
  render(<form onSubmit={e => e.preventDefault()}><LeadButton context="ai-development" tags={[{ name: "FREE", label: "FREE" }]}>Get Started</LeadButton></form>)
  const button = screen.getByRole("button", { name: /Get Started/ })
  expect(button.tagName).toBe("BUTTON")
  const event = new MouseEvent("click", { bubbles: true, cancelable: true })
  button.dispatchEvent(event)
  expect(event.defaultPrevented).toBe(true)
  expect(open).toHaveBeenCalledWith("ai-development", { keepOpenOnFailure: true })
})

describe("use-case tabs", () => {
  const renderTabs = () =>
    render(<TabbedCards id="t" titleId="t-title" block={industries} />)

  test("a tablist with the first tab selected and its panel", () => {
    renderTabs()
    const tabs = screen.getAllByRole("tab")
    expect(tabs.map(t => t.textContent)).toEqual(["Healthcare", "E-commerce", "Manufacturing", "Finance", "Education", "Logistics"])
    expect(tabs[0]).toHaveAttribute("aria-selected", "true")
    expect(screen.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "t-tab-0")
    expect(screen.getAllByTestId("use-case")).toHaveLength(4)
    // Each card's figures, each above its label: the automation use cases' hours and ROI.
    const [hours, roi] = screen.getAllByRole("definition").slice(0, 2).map(figure => [figure.previousSibling?.textContent, figure.textContent])
    expect([hours, roi]).toEqual([["Saved per week", "15 hrs"], ["Return on investment", "340% ROI"]])
  })

  test("arrow keys, Home and End move the selection and focus (roving tabindex)", () => {
    renderTabs()
    const tabs = screen.getAllByRole("tab")
    fireEvent.keyDown(tabs[0], { key: "ArrowRight" })
    expect(tabs[1]).toHaveAttribute("aria-selected", "true")
    expect(tabs[1]).toHaveFocus()
    expect(tabs[1]).toHaveAttribute("tabindex", "0")
    expect(tabs[0]).toHaveAttribute("tabindex", "-1")
    fireEvent.keyDown(tabs[1], { key: "End" })
    expect(tabs[5]).toHaveAttribute("aria-selected", "true")
    fireEvent.keyDown(tabs[5], { key: "ArrowRight" })
    expect(tabs[0]).toHaveAttribute("aria-selected", "true")
    fireEvent.keyDown(tabs[0], { key: "ArrowLeft" })
    expect(tabs[5]).toHaveAttribute("aria-selected", "true")
    expect(screen.getByText("Shipment Tracking Updates")).toBeInTheDocument()
  })

  test("Show More Use Cases goes away once pressed and comes back after a tab change", () => {
    renderTabs()
    fireEvent.click(screen.getByRole("button", { name: "Show More Use Cases" }))
    expect(screen.queryByRole("button", { name: "Show More Use Cases" })).toBeNull()
    fireEvent.click(screen.getAllByRole("tab")[2])
    expect(screen.getByRole("button", { name: "Show More Use Cases" })).toBeInTheDocument()
  })
})

test("before/after: each Show More button expands its list once, disappears and moves focus to the first entry it revealed", async () => {
  render(<ComparedColumns {...beforeAfterColumns(beforeAfter)} />)
  expect(screen.getAllByTestId("problem")).toHaveLength(5)
  expect(screen.getByRole("button", { name: "Show More Problems" })).toHaveAttribute("aria-controls", "before-list")
  fireEvent.click(screen.getByRole("button", { name: "Show More Problems" }))
  expect(screen.queryByRole("button", { name: "Show More Problems" })).toBeNull()
  await new Promise(resolve => requestAnimationFrame(resolve))
  expect(screen.getAllByTestId("problem")[3]).toHaveFocus()
  expect(screen.getByRole("button", { name: "Show More Solutions" })).toHaveAttribute("aria-controls", "after-list")
})
