import { render, screen, within } from "@testing-library/react"
import { TagList } from "../../../src/components/sections/TagList"

test("shows up to five tags and a focusable +N whose description lists the rest", () => {
  render(<TagList items={["A", "B", "C", "D", "E", "F", "G"]} label="Technologies" max={{ all: 5, mobile: 1, more: "{count} more technologies" }} />)
  const buttons = screen.getAllByRole("button")
  const desktop = buttons.find(b => b.textContent === "+2")!
  expect(desktop).toHaveAccessibleDescription("F, G")
  expect(desktop).toHaveAccessibleName("2 more technologies")
  const mobile = buttons.find(b => b.textContent === "+6")!
  expect(mobile).toHaveAccessibleDescription("B, C, D, E, F, G")
})

test("no +N when every tag fits, and every tag without a maximum", () => {
  const { unmount } = render(<TagList items={["A", "B"]} max={{ all: 5, mobile: 2, more: "{count} more" }} />)
  expect(screen.queryByRole("button")).toBeNull()
  unmount()
  render(<TagList items={["A", "B", "C", "D", "E", "F", "G"]} label="Tags" />)
  expect(within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem").map(li => li.textContent)).toEqual(["A", "B", "C", "D", "E", "F", "G"])
  expect(screen.queryByRole("button")).toBeNull()
})

test("the +N is named in the page's language, with its count", () => {
  render(<TagList items={["A", "B", "C"]} label="التقنيات" max={{ all: 1, mobile: 1, more: "{count} تقنيات أخرى" }} />)
  expect(screen.getAllByRole("button")[0]).toHaveAccessibleName("2 تقنيات أخرى")
})
