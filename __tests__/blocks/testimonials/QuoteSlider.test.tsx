import { act, fireEvent, render, screen } from "@testing-library/react"
import { QuoteSlider } from "../../../src/blocks/testimonials/QuoteSlider"
import { sliderView } from "../../../src/blocks/testimonials/view"
import { pageBlock } from "../../support/content-blocks"

/** Home's testimonials as content/ holds them. */
const slider = sliderView(pageBlock("home", "block_testimonials", "slider"))
const sampleTestimonials = slider.items

function mockReducedMotion(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
}

const current = () => screen.getByText(/^“/).textContent

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test("advances every 5000 ms", () => {
  mockReducedMotion(false)
  render(<QuoteSlider {...slider} />)
  expect(current()).toContain(sampleTestimonials[0].text)
  act(() => { jest.advanceTimersByTime(4999) })
  expect(current()).toContain(sampleTestimonials[0].text)
  act(() => { jest.advanceTimersByTime(1) })
  expect(current()).toContain(sampleTestimonials[1].text)
})

test("after an interaction it waits 1000 ms before the 5000 ms timer restarts", () => {
  mockReducedMotion(false)
  render(<QuoteSlider {...slider} />)
  fireEvent.click(screen.getByRole("button", { name: "Show testimonial 3 of 5" }))
  expect(current()).toContain(sampleTestimonials[2].text)
  act(() => { jest.advanceTimersByTime(1000) })
  act(() => { jest.advanceTimersByTime(4999) })
  expect(current()).toContain(sampleTestimonials[2].text)
  act(() => { jest.advanceTimersByTime(1) })
  expect(current()).toContain(sampleTestimonials[3].text)
})

test("the Pause button stops the rotation and Play resumes it", () => {
  mockReducedMotion(false)
  render(<QuoteSlider {...slider} />)
  fireEvent.click(screen.getByRole("button", { name: "Pause" }))
  act(() => { jest.advanceTimersByTime(20000) })
  expect(current()).toContain(sampleTestimonials[0].text)
  fireEvent.click(screen.getByRole("button", { name: "Play" }))
  act(() => { jest.advanceTimersByTime(1000) })
  act(() => { jest.advanceTimersByTime(5000) })
  expect(current()).toContain(sampleTestimonials[1].text)
})

test("hovering pauses it", () => {
  mockReducedMotion(false)
  render(<QuoteSlider {...slider} />)
  fireEvent.mouseEnter(screen.getByRole("region", { name: "Testimonials" }))
  act(() => { jest.advanceTimersByTime(12000) })
  expect(current()).toContain(sampleTestimonials[0].text)
})

test("with reduced motion it never advances on its own", () => {
  mockReducedMotion(true)
  render(<QuoteSlider {...slider} />)
  act(() => { jest.advanceTimersByTime(30000) })
  expect(current()).toContain(sampleTestimonials[0].text)
})
