import { render, screen } from "@testing-library/react"
import { SectionHeading } from "../../../src/components/ui/SectionHeading"
import { GlobalStyles } from "../../../src/styles/GlobalStyles"

test("a heading keeps its text and highlight, and its hyphenated words are never broken", () => {
  // Its rules are global styles, in every page's head.
  render(<><GlobalStyles /><SectionHeading title="Run Your Business on Auto-Pilot, AI-First" highlight="Auto-Pilot" /></>)
  const heading = screen.getByRole("heading", { level: 2 })
  expect(heading.textContent).toBe("Run Your Business on Auto-Pilot, AI-First")
  expect(heading.querySelector("mark")).toHaveTextContent("Auto-Pilot")
  for (const word of ["Auto-Pilot", "AI-First"]) expect(screen.getByText(word)).toHaveStyle("white-space: nowrap")
  expect(screen.getByText(/^Run Your Business on/)).not.toHaveStyle("white-space: nowrap")
})
