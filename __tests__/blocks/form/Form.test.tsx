import { screen, within } from "@testing-library/react"
import { FormBlock } from "../../../src/blocks/form/Form"
import { blockPage } from "../../../src/blocks/types"
import { pageBlock } from "../../support/content-blocks"
import { renderOnPage, shellWith } from "../../support/on-page"

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const settings = {
  directusSettings: { calendlyLink: "https://cal.example.org/intro", footerEmail: "hello@example.org", footerPhone: "+1 (555) 010-0100", footerWhatsapp: "https://wa.example/1" },
}

test("contact details: a section named by its heading, the settings' email and phone as links, the offices line, the buttons and the map", () => {
  const page = blockPage({ ...settings, projects: { nodes: [] } }, "Contact")
  renderOnPage(<FormBlock block={pageBlock<Queries.FormBlockFragment>("contact", "block_form", "contact_details")} page={page} />, shellWith(settings.directusSettings))
  const section = screen.getByRole("region", { name: "Let's Talk" })
  expect(within(section).getByRole("heading", { level: 2 }).id).toBe("lets-talk")
  const href = (name: string) => within(section).getByRole("link", { name }).getAttribute("href")
  expect(href("hello@example.org")).toBe("mailto:hello@example.org")
  expect(href("+1 (555) 010-0100")).toBe("tel:+15550100100")
  expect(within(section).getByText("Lahore, Pakistan · Dubai, UAE · Riyadh, KSA")).toBeInTheDocument()
  expect(href("Book a Free Consultation")).toBe("https://cal.example.org/intro")
  expect(href("Chat on WhatsApp")).toBe("https://wa.example/1")
  expect(within(section).getByRole("img", { name: /Map of Lumenaut offices/ })).toBeInTheDocument()
})
