import { render, screen } from "@testing-library/react"
import { FigureTiles } from "../../../src/components/sections/FigureTiles"
import { ABOUT_COUNT } from "../../../src/content/countup"
import { mockMatchMedia } from "../../support/matchMedia"

const stats = [{ value: "500+", label: "Projects delivered" }, { value: "95%", label: "Accuracy" }]

test("tiles are a list, each figure before its label", () => {
  render(<FigureTiles tone="alt" stats={stats} label="Impact" />)
  const items = screen.getAllByRole("listitem")
  expect(items.map(item => item.textContent)).toEqual(["500+Projects delivered", "95%Accuracy"])
  expect(screen.getByRole("list", { name: "Impact" })).not.toHaveAttribute("data-seen")
})

test.each(["plain", "boxed", "row"] as const)("%s figures are a description list, each label (term) read before its figure", tone => {
  const { container } = render(<FigureTiles tone={tone} stats={stats} label="Proven results" />)
  const list = container.querySelector("dl")!
  expect(list).toHaveAttribute("aria-label", "Proven results")
  expect(Array.from(list.querySelectorAll("div"), pair => [pair.querySelector("dt")?.textContent, pair.querySelector("dd")?.textContent]))
    .toEqual([["Projects delivered", "500+"], ["Accuracy", "95%"]])
  expect(screen.queryByRole("list")).not.toBeInTheDocument()
})

test("counting tiles hold each figure's counter and mark the list once seen (at once without IntersectionObserver)", () => {
  mockMatchMedia()
  const counting = [{ target: 50, suffix: "+", label: "Projects" }]
  render(<FigureTiles tone="hero" stats={counting} label="In numbers" countUp={{ timing: ABOUT_COUNT, threshold: 0.1 }} />)
  expect(screen.getByRole("list", { name: "In numbers" })).toHaveAttribute("data-seen", "true")
  expect(screen.getByRole("listitem")).toContainElement(screen.getByTestId("counter"))
})
