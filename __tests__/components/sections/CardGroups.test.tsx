import { render, screen, within } from "@testing-library/react"
import { CardGroups } from "../../../src/components/sections/CardGroups"

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const entries = (...titles: string[]) => titles.map(title => ({ title }))

test("each group is its name (h3), its text where it has one, then its own cards in a list", () => {
  render(
    <CardGroups arrange="top" columns={{ md: 2 }} gap={1.25} card={entry => ({ title: entry.title, level: 4 })}
      groups={[{ name: "Health", icon: "heart", text: "Clinics", entries: entries("Triage", "Booking") }, { name: "Retail", text: "", entries: entries("Stock") }]} />,
  )
  const names = screen.getAllByRole("heading", { level: 3 })
  expect(names.map(name => name.textContent)).toEqual(["Health", "Retail"])
  const [health, retail] = screen.getAllByRole("list")
  expect(within(health).getAllByRole("heading", { level: 4 }).map(h => h.textContent)).toEqual(["Triage", "Booking"])
  expect(within(retail).getAllByRole("heading", { level: 4 }).map(h => h.textContent)).toEqual(["Stock"])
  expect(screen.getByText("Clinics")).toBeInTheDocument()
})

test("a card knows its group's place, so side-by-side groups can draw their cards differently", () => {
  render(
    <CardGroups arrange="columns" columns={{}} gap={1} card={(entry, group) => ({ title: `${group}: ${entry.title}`, level: 4 })}
      groups={[{ name: "Challenges", entries: entries("Slow") }, { name: "Solutions", entries: entries("Fast") }]} />,
  )
  expect(screen.getAllByRole("heading", { level: 4 }).map(h => h.textContent)).toEqual(["0: Slow", "1: Fast"])
})
