import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { PageHero } from "../../../src/components/layout/PageHero"

// Gatsby's runtime is not available under Jest: the shared stand-in (plain anchors, mocked queries).
jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

// No hero record in the content layer: the page's own fallback is shown.
beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue({ allDirectusPage: { nodes: [] } }))

test("a detail page's buttons and picture sit in the hero itself, the picture sized and loaded eagerly", () => {
  render(
    <PageHero pageKey="education" fallback={{ title: "Education", description: "Schools and academies.", labelText: "Industries" }}
      picture={{ src: "/assets/industries/heroes/education.webp", alt: "", image: null, width: 960, height: 720 }}
      actions={<a href="/portfolios">Explore Our Work</a>} />
  )
  const hero = screen.getByRole("heading", { level: 1 }).closest("section")!
  expect(within(hero).getByRole("link", { name: "Explore Our Work" })).toBeInTheDocument()
  const picture = hero.querySelector("figure img")!
  expect(picture).toHaveAttribute("src", "/assets/industries/heroes/education.webp")
  expect(picture).toHaveAttribute("width", "960")
  expect(picture).toHaveAttribute("height", "720")
  expect(picture).toHaveAttribute("loading", "eager")
  expect(document.querySelectorAll("section")).toHaveLength(1)
})

test("the hero's own button and the page's buttons share one row", () => {
  render(<PageHero pageKey="careers" actions={<a href="#mission">Our Mission</a>} />)
  const button = screen.getByRole("link", { name: "See Open Positions" })
  expect(button.parentElement).toBe(screen.getByRole("link", { name: "Our Mission" }).parentElement)
})
