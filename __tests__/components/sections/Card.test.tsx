import { render, screen, within } from "@testing-library/react"
import { Card } from "../../../src/components/sections/Card"
import { CardGrid } from "../../../src/components/sections/CardGrid"

test("a card shows only the parts it is given, its title at the level asked for", () => {
  render(<Card title="Tiles" level="none" caption="Model" />)
  expect(screen.queryByRole("heading")).toBeNull()
  expect(screen.getByText("Tiles").tagName).toBe("STRONG")
  expect(screen.getByRole("article").querySelectorAll("p")).toHaveLength(0)
})

test("a card's tags and points: revealed points (still read by screen readers, after a hint only eyes need)", () => {
  render(<>
    <Card title="A" tags={{ items: ["x", "y"], label: "A strengths" }} />
    <Card title="B" titleId="b" focusable points={{ kind: "revealed", heading: "Benefits", hint: "Hover", items: ["z"] }} />
  </>)
  expect(within(screen.getByRole("list", { name: "A strengths" })).getAllByRole("listitem")).toHaveLength(2)
  const b = screen.getByRole("article", { name: "B" })
  expect(b).toHaveAttribute("tabindex", "0")
  expect(within(b).getByTestId("benefits")).toHaveTextContent("Benefitsz")
  expect(within(b).getByText("Hover")).toHaveAttribute("aria-hidden", "true")
})

test("a card grid is a named list, ordered when asked, with each item's own attributes", () => {
  render(
    <CardGrid items={["one", "two"]} keyOf={item => item} ordered label="Steps" columns={{ md: 2 }} data={{ "data-pinned": "false" }}
      itemProps={() => ({ "data-testid": "step" })}>
      {item => <Card title={item} />}
    </CardGrid>
  )
  const list = screen.getByRole("list", { name: "Steps" })
  expect(list.tagName).toBe("OL")
  expect(list).toHaveAttribute("data-pinned", "false")
  expect(screen.getAllByTestId("step")).toHaveLength(2)
})
