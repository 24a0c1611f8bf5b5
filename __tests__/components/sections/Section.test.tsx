import { render, screen } from "@testing-library/react"
import { Section, sectionHeading } from "../../../src/components/sections/Section"

let error: jest.SpyInstance
beforeEach(() => {
  error = jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => error.mockRestore())

test("a section block with no title logs an error and renders nothing, content included (spec 000 §5.3)", () => {
  for (const title of ["", "   ", null, undefined]) {
    const { container, unmount } = render(
      <Section id="reviews" heading={{ id: "reviews-title", title, description: "Text" }}><p>Slides</p></Section>
    )
    expect(container).toBeEmptyDOMElement()
    unmount()
  }
  expect(error).toHaveBeenCalledTimes(4)
  expect(error.mock.calls[0][0]).toContain("reviews")
})

test("a section whose block copy has no heading renders nothing either", () => {
  const { container } = render(<Section id="platforms" heading={sectionHeading("platforms-heading", { heading: "" })}><p>Cards</p></Section>)
  expect(container).toBeEmptyDOMElement()
  expect(error).toHaveBeenCalledTimes(1)
})

test("with a title the section is named by its heading and shows its content", () => {
  render(<Section id="reviews" tone="dark" heading={{ id: "reviews-title", title: "What Our Clients Say", highlight: "Clients" }}><p>Slides</p></Section>)
  expect(screen.getByRole("region", { name: "What Our Clients Say" })).toHaveAttribute("id", "reviews")
  expect(screen.getByRole("heading", { level: 2 })).toHaveAttribute("id", "reviews-title")
  expect(screen.getByText("Slides")).toBeInTheDocument()
  expect(error).not.toHaveBeenCalled()
})

test("content given as a function places the heading itself", () => {
  render(<Section heading={{ id: "cta-title", title: "Ready to Scale" }}>{heading => <div data-testid="box">{heading}<button>Go</button></div>}</Section>)
  expect(screen.getByTestId("box")).toContainElement(screen.getByRole("heading", { name: "Ready to Scale" }))
})

test("a section's heading from its section data leaves out only the parts asked to", () => {
  const section = { heading: "Our Work", highlightedText: "Work", description: "Text" }
  expect(sectionHeading("work-title", section)).toEqual({ id: "work-title", title: "Our Work", highlight: "Work", description: "Text" })
  expect(Object.keys(sectionHeading("work-title", section, { description: false }))).toEqual(["id", "title", "highlight"])
  expect(Object.keys(sectionHeading("work-title", section, { highlight: false }))).toEqual(["id", "title", "description"])
})

test("a section without a heading can be named by a label only screen readers read", () => {
  render(<Section id="figures" label="Design in numbers"><p>Figures</p></Section>)
  expect(screen.getByRole("region", { name: "Design in numbers" })).toHaveAttribute("id", "figures")
  expect(screen.queryByRole("heading")).not.toBeInTheDocument()
})
