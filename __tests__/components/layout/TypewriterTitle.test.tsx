import { act, render, screen } from "@testing-library/react"
import { TypewriterTitle } from "../../../src/components/layout/hero/TypewriterTitle"

const TITLE = "Automate the Busywork"

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia
}

const typed = () => document.querySelector('h1 > [aria-hidden="true"] > span:last-child')?.textContent

afterEach(() => jest.useRealTimers())

test("types after 200 ms at 50 ms per character, over a reserved full-title box", () => {
  jest.useFakeTimers()
  mockReducedMotion(false)
  render(<TypewriterTitle title={TITLE} primary="Busywork" />)
  expect(typed()).toBe("")
  act(() => jest.advanceTimersByTime(199))
  expect(typed()).toBe("")
  act(() => jest.advanceTimersByTime(1 + 50 * 3))
  expect(typed()).toBe("Aut")
  const reserve = document.querySelector('h1 > [aria-hidden="true"] > span:first-child')
  expect(reserve?.textContent).toBe(TITLE)
  act(() => jest.advanceTimersByTime(50 * TITLE.length))
  expect(typed()).toBe(TITLE)
  expect(screen.getByRole("heading").getAttribute("data-typing")).toBe("false")
})

test("under prefers-reduced-motion the full title shows at once", () => {
  jest.useFakeTimers()
  mockReducedMotion(true)
  render(<TypewriterTitle title={TITLE} />)
  expect(typed()).toBe(TITLE)
})
