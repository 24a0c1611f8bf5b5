import { render, screen } from "@testing-library/react"
import { FigureTiles } from "../../../src/components/sections/FigureTiles"
import { ABOUT_COUNT, WHY_WORK_COUNT } from "../../../src/content/countup"

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

test.each([
  ["about", ABOUT_COUNT, 0.1, "2000ms", "125"],
  ["why-work", WHY_WORK_COUNT, 0.5, "1980ms", "60"],
])("%s tiles count each figure on the spec's schedule once the given share of the list is seen, the final value in the text", (_, timing, share, ms, steps) => {
  const counting = [{ target: 50, suffix: "+", label: "Projects" }]
  render(<FigureTiles tone="hero" stats={counting} label="In numbers" countUp={{ timing, threshold: share }} />)
  expect(screen.getByRole("list", { name: "In numbers" })).toHaveAttribute("data-seen-at", String(share))
  const counter = screen.getByTestId("counter")
  expect(screen.getByRole("listitem")).toContainElement(counter)
  expect(counter).toHaveTextContent(/^50\+$/)
  const count = counter.firstElementChild as HTMLElement
  expect([count.style.getPropertyValue("--count-to"), count.style.getPropertyValue("--count-steps"), count.style.getPropertyValue("--count-ms")]).toEqual(["50", steps, ms])
})
