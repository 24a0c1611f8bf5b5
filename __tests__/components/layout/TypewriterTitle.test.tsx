import { act, render, screen } from "@testing-library/react"
import { TypewriterTitle } from "../../../src/components/layout/hero/TypewriterTitle"

const TITLE = "Automate the Busywork"

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia
}

/** The characters drawn visible; the others keep their place, invisible. */
const drawn = () => Array.from(document.querySelectorAll('h1 > [aria-hidden="true"] span'))
const typed = () => drawn().filter(char => !char.classList.contains("pending")).map(char => char.textContent).join("")

afterEach(() => jest.useRealTimers())

test("types after 200 ms at 50 ms per character, every character laid out from the start", () => {
  jest.useFakeTimers()
  mockReducedMotion(false)
  render(<TypewriterTitle title={TITLE} primary="Busywork" />)
  expect(typed()).toBe("")
  act(() => jest.advanceTimersByTime(199))
  expect(typed()).toBe("")
  act(() => jest.advanceTimersByTime(1 + 50 * 3))
  expect(typed()).toBe("Aut")
  expect(drawn().map(char => char.textContent).join("")).toBe(TITLE)
  // The caret stands before the next character; the highlighted part is marked.
  expect(document.querySelector("h1 .next")?.textContent).toBe("o")
  expect(document.querySelector("h1 mark")?.textContent).toBe("Busywork")
  act(() => jest.advanceTimersByTime(50 * TITLE.length))
  expect(typed()).toBe(TITLE)
  expect(screen.getByRole("heading").getAttribute("data-typing")).toBe("false")
  expect(document.querySelector("h1 .next")).toBeNull()
})

test("under prefers-reduced-motion the full title shows at once", () => {
  jest.useFakeTimers()
  mockReducedMotion(true)
  render(<TypewriterTitle title={TITLE} />)
  expect(typed()).toBe(TITLE)
})
