import { fireEvent, render, screen } from "@testing-library/react"
import { Image, IMAGE_FAILED_TEXT } from "../../../src/components/ui/Image"
import { initialOf, PlatformLogo } from "../../../src/components/ui/PlatformLogo"
import { LAZY_MARGIN_PX } from "../../../src/components/ui/ImageNearViewport"
import { HeroImage } from "../../../src/components/layout/hero/HeroImage"

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

test("a lazy image waits until within 100 px of the viewport, then fades in on load", () => {
  const { container } = render(<Image src="/x.png" alt="X" width={400} height={300} />)
  expect(container.querySelector("img")).toBeNull()
  expect(observed[0].options.rootMargin).toBe(`${LAZY_MARGIN_PX}px`)
  expect(LAZY_MARGIN_PX).toBe(100)
  const { act } = require("react") as typeof import("react")
  act(() => observed[0].callback([{ isIntersecting: true }]))
  const img = screen.getByRole("img", { name: "X" })
  expect(container.firstElementChild).toHaveAttribute("data-status", "loading")
  fireEvent.load(img)
  expect(container.firstElementChild).toHaveAttribute("data-status", "loaded")
})

test("a failed image says 'Failed to load image'", () => {
  render(<Image src="/missing.png" alt="" width={4} height={3} lazy={false} />)
  fireEvent.error(document.querySelector("img")!)
  expect(screen.getByText(IMAGE_FAILED_TEXT)).toBeInTheDocument()
  expect(IMAGE_FAILED_TEXT).toBe("Failed to load image")
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
