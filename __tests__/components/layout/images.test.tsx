import { fireEvent, render } from "@testing-library/react"
import { SizedImage } from "../../../src/components/sections/SizedImage"
import { IMAGE_FAILED_TEXT } from "../../../src/data/image-messages"
import { initialOf, PlatformLogo } from "../../../src/components/ui/PlatformLogo"
import { LAZY_MARGIN_PX, NEAR_SRC_ATTRIBUTE } from "../../../src/lib/near-images"
import { HeroImage } from "../../../src/components/layout/hero/HeroImage"
import { IMAGE_FAILURE_ATTRIBUTE, IMAGE_STATE_ATTRIBUTE, IMAGE_STATES_SCRIPT, PLACEHOLDER_ATTRIBUTE } from "../../../src/lib/image-states"

// Gatsby's runtime is not available under Jest: the shared stand-in (its `graphql` tag for the fragment).
jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const plain = (src: string, alt = "") => ({ src, alt, image: null })

describe("with the head's image-states script (src/lib/image-states.ts)", () => {
  beforeAll(() => new Function(IMAGE_STATES_SCRIPT)())

  test("a card's image waits for the near-images script, its placeholder shown until it has loaded", () => {
    const { container } = render(<SizedImage image={{ ...plain("/x.png", "X"), placeholder: "data:image/png;base64,AA" }} height={220} />)
    const box = container.firstElementChild as HTMLElement
    const img = box.querySelector(`img:not([${PLACEHOLDER_ATTRIBUTE}])`)!
    expect(img).toHaveAttribute("alt", "X")
    // Requested within 100 px of the viewport (src/lib/near-images.ts), as its placeholder is.
    expect(img).not.toHaveAttribute("src")
    expect(img).toHaveAttribute(NEAR_SRC_ATTRIBUTE, "/x.png")
    expect(box.querySelector(`img[${PLACEHOLDER_ATTRIBUTE}]`)).toHaveAttribute(NEAR_SRC_ATTRIBUTE, "data:image/png;base64,AA")
    expect(LAZY_MARGIN_PX).toBe(100)
    // The placeholder's own load says nothing; the image's makes the box loaded (the styles then fade it in).
    fireEvent.load(box.querySelector(`img[${PLACEHOLDER_ATTRIBUTE}]`)!)
    expect(box).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "")
    fireEvent.load(img)
    expect(box).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "loaded")
  })

  test("a failed image's box is marked failed; 'Failed to load image' is there, named for assistive technology, and the box keeps its height", () => {
    const { container } = render(<SizedImage image={plain("/missing.png", "Fleet dashboard")} height={180} largestPaint />)
    const box = container.firstElementChild as HTMLElement
    expect(box.querySelector("img")).toHaveAttribute("src", "/missing.png")
    fireEvent.error(box.querySelector("img")!)
    expect(box).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "failed")
    expect(box.querySelector("[data-failed]")).toHaveTextContent(IMAGE_FAILED_TEXT)
    expect(box.querySelector("[data-failed]")).toHaveAttribute("aria-label", "Fleet dashboard")
    expect(IMAGE_FAILED_TEXT).toBe("Failed to load image")
    expect(getComputedStyle(box).height).toBe("180px")
  })

  test("a platform logo that fails is marked failed, its circle with the first letter in the HTML already", () => {
    const { container } = render(<PlatformLogo src="/assets/platforms/n8n.svg" name="make" decorative={false} />)
    const logo = container.firstElementChild as HTMLElement
    expect(logo).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "")
    expect(container.querySelector("[data-fallback]")).toHaveAttribute("aria-label", "make")
    expect(container.querySelector("[data-fallback]")?.textContent).toBe("M")
    fireEvent.error(container.querySelector("img")!)
    expect(logo).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "failed")
    expect(initialOf("  zapier")).toBe("Z")
  })

  test("a logo without an address is its circle from the start", () => {
    const { container } = render(<PlatformLogo src="" name="zapier" />)
    expect(container.firstElementChild).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "failed")
    expect(container.querySelector("img")).toBeNull()
    expect(container.textContent).toBe("Z")
  })

  test("a hero image that fails to load is marked to be hidden, with a console warning", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const { container } = render(<HeroImage image={{ src: "/hero.png", alt: "", image: null }} />)
    const img = container.querySelector("img")!
    fireEvent.load(img)
    expect(img).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "loaded")
    expect(warn).not.toHaveBeenCalled()
    fireEvent.error(img)
    expect(img).toHaveAttribute(IMAGE_STATE_ATTRIBUTE, "failed")
    expect(img).toHaveAttribute(IMAGE_FAILURE_ATTRIBUTE)
    expect(warn).toHaveBeenCalledWith("Hero image failed to load: /hero.png")
  })
})
