import { fireEvent, render, screen } from "@testing-library/react"
import { IMAGE_FAILED_TEXT, SizedImage } from "../../../src/components/sections/SizedImage"
import { initialOf, PlatformLogo } from "../../../src/components/ui/PlatformLogo"
import { LAZY_MARGIN_PX } from "../../../src/components/ui/ImageNearViewport"
import { HeroImage } from "../../../src/components/layout/hero/HeroImage"

// Gatsby's runtime is not available under Jest: the shared stand-in (its `graphql` tag for the fragment).
jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

type Callback = (entries: { isIntersecting: boolean }[]) => void
let observed: { callback: Callback; options: IntersectionObserverInit }[] = []
beforeEach(() => {
  observed = []
  ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: Callback, options: IntersectionObserverInit) {
      observed.push({ callback, options })
    }
    observe() {}
    disconnect() {}
  }
})

const plain = (src: string, alt = "") => ({ src, alt, image: null })

test("a lazy image waits until within 100 px of the viewport, shows a placeholder, then fades in on load", () => {
  const { container } = render(<SizedImage image={plain("/x.png", "X")} height={220} />)
  const box = container.firstElementChild as HTMLElement
  expect(container.querySelector("img")).toBeNull()
  expect(observed[0].options.rootMargin).toBe(`${LAZY_MARGIN_PX}px`)
  expect(LAZY_MARGIN_PX).toBe(100)
  const { act } = require("react") as typeof import("react")
  act(() => observed[0].callback([{ isIntersecting: true }]))
  const img = screen.getByRole("img", { name: "X" })
  expect(box).toHaveAttribute("data-status", "loading")
  expect(box.querySelector("[data-placeholder]")).not.toBeNull()
  fireEvent.load(img)
  expect(box).toHaveAttribute("data-status", "loaded")
  expect(box.querySelector("[data-placeholder]")).toBeNull()
})

test("a failed image says 'Failed to load image' in its sized box, instead of loading forever", () => {
  const { container } = render(<SizedImage image={plain("/missing.png")} height={180} eager />)
  const box = container.firstElementChild as HTMLElement
  fireEvent.error(container.querySelector("img")!)
  expect(screen.getByText(IMAGE_FAILED_TEXT)).toBeInTheDocument()
  expect(IMAGE_FAILED_TEXT).toBe("Failed to load image")
  expect(screen.queryByText(/Loading image/)).toBeNull()
  expect(container.querySelector("img")).toBeNull()
  // The box keeps its height: nothing below it moves.
  expect(getComputedStyle(box).height).toBe("180px")
})

test("an image with alt text that fails keeps its name for assistive technology", () => {
  render(<SizedImage image={plain("/missing.png", "Fleet dashboard")} height={200} eager />)
  fireEvent.error(screen.getByRole("img", { name: "Fleet dashboard" }))
  expect(screen.getByRole("img", { name: "Fleet dashboard" })).toHaveTextContent(IMAGE_FAILED_TEXT)
})

test("a platform logo that fails becomes a circle with the first letter", () => {
  render(<PlatformLogo src="/assets/platforms/n8n.svg" name="make" decorative={false} />)
  fireEvent.error(screen.getByRole("img", { name: "make" }))
  expect(screen.getByRole("img", { name: "make" }).textContent).toBe("M")
  expect(initialOf("  zapier")).toBe("Z")
})

test("a hero image that fails to load is hidden with a console warning", () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  const { container } = render(<HeroImage image={{ src: "/hero.png", alt: "", image: null }} />)
  fireEvent.error(container.querySelector("img")!)
  expect(container.querySelector("img")).toBeNull()
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("/hero.png"))
})
