import { render, screen, within } from "@testing-library/react"
import { LegalDocument } from "../../../src/blocks/rich-text/LegalDocument"
import { richTextView } from "../../../src/blocks/rich-text/view"
import { pageBlock } from "../../support/content-blocks"

test("the privacy policy's contents link to its numbered section headings, and each section holds its text", () => {
  render(<LegalDocument document={richTextView(pageBlock("privacy-policy", "block_rich_text", "legal_document"))} />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Privacy Policy")
  expect(screen.getByRole("note")).toHaveTextContent("draft pending legal review")
  const links = within(screen.getByRole("navigation", { name: "Policy sections" })).getAllByRole("link")
  const headings = screen.getAllByRole("heading", { level: 2 })
  expect(links).toHaveLength(15)
  links.forEach((link, i) => {
    expect(link.getAttribute("href")).toBe(`#${headings[i].id}`)
    expect(headings[i]).toHaveTextContent(`${i + 1}. ${link.textContent}`)
  })
  const collect = screen.getByRole("region", { name: "3. Information We Collect" })
  expect(within(collect).getAllByRole("listitem").length).toBe(6)
  expect(collect).toHaveTextContent("Contact form: first name, last name")
})
