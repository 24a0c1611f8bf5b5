import { render, screen } from "@testing-library/react"
import { ServicesGrid } from "../../../src/blocks/records/ServicesGrid"
import { toServiceCard } from "../../../src/content/services"

const services = (n: number) => Array.from({ length: n }, (_, i) => toServiceCard({ id: String(i), slug: `s-${i}`, title: `Service ${i}` }))

test("cards link to their service page and the limit slices the list", () => {
  render(<ServicesGrid section={{ heading: "Our Services" }} services={services(5)} limit={2} />)
  const links = screen.getAllByRole("link")
  expect(links).toHaveLength(2)
  expect(links[0]).toHaveAttribute("href", "/services/s-0")
  expect(links.map(l => l.closest("li")?.getAttribute("data-span"))).toEqual(["3", "3"])
})
