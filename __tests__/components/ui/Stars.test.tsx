import { render, screen } from "@testing-library/react"
import { Stars } from "../../../src/components/ui/Stars"

const starsOf = (svg: Element) => (svg.querySelector("path")?.getAttribute("d")?.match(/M[\d.]+ 2/g) ?? []).map(move => Number(move.slice(1, -2)))

test("a rating's stars are one drawing: as many as the rating rounds to, each its size and the gap apart", () => {
  const { container } = render(<Stars count={4.6} />)
  const svg = container.querySelector("svg")!
  expect(container.querySelectorAll("svg, path")).toHaveLength(2)
  expect(svg).toHaveAttribute("width", String(5 * 18 + 4 * 2))
  expect(svg).toHaveAttribute("height", "18")
  // In the drawing's units (24 a star), each star's top point 20 px (26.667 units) after the last.
  expect(starsOf(svg)).toEqual([12, 38.667, 65.333, 92, 118.667])
  expect(svg.getAttribute("viewBox")).toBe("0 0 130.667 24")
})

test("beside the rating as text they are hidden; with a label they are read out as it", () => {
  const { container, rerender } = render(<Stars count={5} />)
  expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
  expect(screen.queryByRole("img")).toBeNull()
  rerender(<Stars count={4} gap={2.4} outlined label="4 out of 5" />)
  const named = screen.getByRole("img", { name: "4 out of 5" })
  expect(starsOf(named)).toHaveLength(4)
  expect(named).toHaveAttribute("stroke", "currentColor")
  expect(named).not.toHaveAttribute("aria-hidden")
})

test("no rating draws nothing wide", () => {
  const { container } = render(<Stars count={0} />)
  expect(container.querySelector("svg")).toHaveAttribute("width", "0")
  expect(starsOf(container.querySelector("svg")!)).toEqual([])
})
