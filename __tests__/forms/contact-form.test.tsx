import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import ContactForm from "../../src/forms/contact/ContactForm"
import { DRAFT_KEY } from "../../src/forms/contact/draft"
import { MIN_FILL_MS } from "../../src/forms/spam"
import { contactFormCopy } from "../../src/forms/contact/copy"
import { LanguageProvider } from "../../src/root/language"
import { snapshotContactForm } from "../support/content-blocks"

const COPY = contactFormCopy(snapshotContactForm())

// Typing into a dozen fields with user-event is slow on a loaded machine.
jest.setTimeout(30000)

// The phone stylesheet is read as text by webpack (raw-loader); here it is just an empty string.
jest.mock("!!raw-loader!react-phone-input-2/lib/style.css", () => ({ __esModule: true, default: "" }), { virtual: true })

beforeEach(() => {
  sessionStorage.clear()
  global.fetch = jest.fn().mockRejectedValue(new TypeError("offline")) as unknown as typeof fetch
})
afterEach(() => jest.restoreAllMocks())

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), "Amina")
  await user.type(screen.getByLabelText(/^Last name/), "Khan")
  await user.type(screen.getByLabelText(/^Work email/), "amina@northwind.io")
  const phone = screen.getByLabelText(/^Phone number/)
  await user.click(phone)
  await user.keyboard("{End}2025550143")
  await user.selectOptions(screen.getByLabelText(/^Your role/), "business-owner")
  await user.selectOptions(screen.getByLabelText(/^How did you hear about us?/), "other")
  await user.click(screen.getByRole("checkbox", { name: /I allow contact/ }))
}

test("a parent's submit handler replaces the webhook POST and receives every field plus submittedAt", async () => {
  const start = Date.now()
  const now = jest.spyOn(Date, "now").mockReturnValue(start)
  const user = userEvent.setup()
  const onSubmit = jest.fn().mockResolvedValue(undefined)
  render(<ContactForm copy={COPY} onSubmit={onSubmit} />)
  await fill(user)
  now.mockReturnValue(start + MIN_FILL_MS + 1)
  await user.click(screen.getByRole("button", { name: "Send Message" }))
  await screen.findByText("Thank you! We'll get back to you soon.")
  expect(onSubmit).toHaveBeenCalledWith(
    expect.objectContaining({ firstName: "Amina", phoneNumber: "+12025550143", role: "business-owner", heardFrom: "other", consent: true, submittedAt: expect.any(String) })
  )
  expect((global.fetch as jest.Mock).mock.calls.filter(([address]) => String(address).includes("webhook"))).toHaveLength(0)
  expect(screen.getByLabelText(/^First name/)).toHaveValue("")
})

test("a parent's handler that rejects is a failure: message shown, values kept", async () => {
  const start = Date.now()
  const now = jest.spyOn(Date, "now").mockReturnValue(start)
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  const user = userEvent.setup()
  render(<ContactForm copy={COPY} onSubmit={() => Promise.reject(new Error("down"))} />)
  await fill(user)
  now.mockReturnValue(start + MIN_FILL_MS + 1)
  await user.click(screen.getByRole("button", { name: "Send Message" }))
  await screen.findByText("Something went wrong. Please try again.")
  await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue("Amina"))
})

test("a restored draft with a phone number submits as it is: the number's own country validates it", async () => {
  const draft = {
    firstName: "Amina", lastName: "Khan", email: "amina@northwind.io", phoneNumber: "+447400123456", companyName: "",
    role: "business-owner", heardFrom: "other", message: "", consent: true,
  }
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  const user = userEvent.setup()
  const onSubmit = jest.fn().mockResolvedValue(undefined)
  render(<ContactForm copy={COPY} onSubmit={onSubmit} />)
  await user.click(screen.getByRole("button", { name: "Send Message" }))
  await screen.findByText("Thank you! We'll get back to you soon.")
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ ...draft, submittedAt: expect.any(String) }))
})

test("typing a country code over the selected dial code keeps every digit shown", async () => {
  const user = userEvent.setup()
  render(<ContactForm copy={COPY} onSubmit={jest.fn()} />)
  const phone = screen.getByLabelText(/^Phone number/) as HTMLInputElement
  await user.clear(phone)
  // "+20" is a whole dial code (Egypt): the form has no number yet, but the field must not go blank.
  await user.keyboard("20")
  expect(phone.value.replace(/\D/g, "")).toBe("20")
  await user.keyboard("1001234567")
  expect(phone.value.replace(/\D/g, "")).toBe("201001234567")
})

test("on an Arabic page the form speaks Arabic and sends the same values with the page's locale", async () => {
  const draft = {
    firstName: "أمينة", lastName: "خان", email: "amina@northwind.io", phoneNumber: "+447400123456", companyName: "",
    role: "business-owner", heardFrom: "other", message: "", consent: true,
  }
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  const user = userEvent.setup()
  const onSubmit = jest.fn().mockResolvedValue(undefined)
  const arabic = contactFormCopy(snapshotContactForm("ar"))
  render(<LanguageProvider language="ar"><ContactForm copy={arabic} onSubmit={onSubmit} /></LanguageProvider>)
  expect(screen.getByRole("form", { name: "نموذج التواصل" })).toBeInTheDocument()
  expect(screen.getByLabelText(/^منصبك/)).toHaveDisplayValue("صاحب عمل")
  // The privacy policy exists in English only: its link says so.
  const privacy = screen.getByRole("link", { name: arabic.consent.link })
  expect([privacy.getAttribute("href"), privacy.getAttribute("hreflang")]).toEqual(["/privacy-policy", "en"])
  await user.click(screen.getByRole("button", { name: "أرسل رسالتك" }))
  await screen.findByText("شكرًا لك! سنتواصل معك قريبًا.")
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ ...draft, locale: "ar", submittedAt: expect.any(String) }))
})
