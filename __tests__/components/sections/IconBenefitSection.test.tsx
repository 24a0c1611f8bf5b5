import { render, screen } from "@testing-library/react"
import { IconBenefitSection } from "../../../src/components/sections/IconBenefitSection"
import type { IconBenefitCard } from "../../../src/content/types/sections"

const cards = (n: number): IconBenefitCard[] => Array.from({ length: n }, (_, i) => ({ icon: "bolt", title: `Card ${i}`, description: "d" }))

beforeEach(() => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: false, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }))
})

test("four cards or fewer are a plain grid", () => {
  const { container } = render(<IconBenefitSection section={{ heading: "Benefits" }} cards={cards(4)} />)
  expect(container.querySelector("[data-pinned]")).toBeNull()
  expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(4)
})

test("more than four cards use the horizontal strip", () => {
  const { container } = render(<IconBenefitSection section={{ heading: "Benefits" }} cards={cards(5)} />)
  expect(container.querySelector("[data-pinned]")).not.toBeNull()
  expect(screen.getByRole("list", { name: "Benefits" }).children).toHaveLength(5)
})

test("the strip carries the section heading and lead, so they pin with the cards", () => {
  const { container } = render(<IconBenefitSection section={{ heading: "Benefits", description: "Why it pays" }} cards={cards(5)} />)
  const strip = container.querySelector("[data-pinned]")
  expect(strip).toContainElement(screen.getByRole("heading", { level: 2, name: "Benefits" }))
  expect(strip).toContainElement(screen.getByText("Why it pays"))
})
