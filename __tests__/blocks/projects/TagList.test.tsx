import { render, screen } from "@testing-library/react"
import { TagList } from "../../../src/blocks/projects/TagList"

test("shows up to five tags and a focusable +N whose description lists the rest", () => {
  render(<TagList tags={["A", "B", "C", "D", "E", "F", "G"]} max={5} mobileMax={1} />)
  const buttons = screen.getAllByRole("button")
  const desktop = buttons.find(b => b.textContent === "+2")!
  expect(desktop).toHaveAccessibleDescription("F, G")
  expect(desktop).toHaveAccessibleName("2 more technologies")
  const mobile = buttons.find(b => b.textContent === "+6")!
  expect(mobile).toHaveAccessibleDescription("B, C, D, E, F, G")
})

test("no +N when every tag fits", () => {
  render(<TagList tags={["A", "B"]} max={5} mobileMax={2} />)
  expect(screen.queryByRole("button")).toBeNull()
})
