import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FaqSection } from "../../../src/blocks/faq/FaqSection"
import { faqView } from "../../../src/blocks/faq/view"
import { pageBlock } from "../../support/content-blocks"

/** Home's FAQ as content/ holds it. */
const homeFaq = faqView(pageBlock("home", "block_faq"))

test("every question is a native disclosure (keyboard-operable in browsers), with its answer in the markup", async () => {
  const user = userEvent.setup()
  const { container } = render(<FaqSection section={homeFaq.section} items={homeFaq.items} />)
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Frequently Asked Questions")
  const details = container.querySelectorAll("details")
  expect(details).toHaveLength(homeFaq.items.length)
  // Answers are rendered (for search engines) even while closed.
  expect(container).toHaveTextContent(homeFaq.items[0].answer)
  expect(details[0].open).toBe(false)
  expect(details[0].firstElementChild?.tagName).toBe("SUMMARY")
  await user.click(screen.getByText(homeFaq.items[0].question))
  expect(details[0].open).toBe(true)
})
