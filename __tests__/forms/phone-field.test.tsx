import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { PhoneField } from "../../src/forms/contact/PhoneField"
import { LanguageProvider } from "../../src/root/language"
import type { LanguageCode } from "../../src/content/languages"

// The phone stylesheet is read as text by webpack (raw-loader); here it is just an empty string.
jest.mock("!!raw-loader!react-phone-input-2/lib/style.css", () => ({ __esModule: true, default: "" }), { virtual: true })

const field = (language: LanguageCode) =>
  render(
    <LanguageProvider language={language}>
      <PhoneField id="phone" value="" country="ae" invalid={false} onChange={() => undefined} onBlur={() => undefined} />
      <button type="button">elsewhere</button>
    </LanguageProvider>
  )

/** A moment for the names' module to arrive. */
const settled = () => act(async () => new Promise(resolve => setTimeout(resolve, 20)))

/** The country list's names, opened from the flag's button. */
const countryNames = (container: HTMLElement) => {
  const list = container.querySelector(".country-list")
  if (!list) fireEvent.click(container.querySelector(".selected-flag")!)
  return [...container.querySelectorAll(".country-list .country-name")].map(name => name.textContent)
}

test("on an Arabic or Turkish page the country list names the countries in its language; on an English page in English", async () => {
  const arabic = field("ar")
  await settled()
  expect(countryNames(arabic.container)).toContain("الإمارات العربية المتحدة")
  arabic.unmount()
  const turkish = field("tr")
  await settled()
  expect(countryNames(turkish.container)).toContain("Birleşik Arap Emirlikleri")
  turkish.unmount()
  const english = field("en")
  expect(countryNames(english.container)).toContain("United Arab Emirates")
})

test("names that arrive while the visitor is in the field wait until they leave it", async () => {
  const { container } = field("ar")
  const input = screen.getByRole("textbox")
  act(() => input.focus())
  // The names have arrived, but the field keeps its English list and its focus.
  await settled()
  expect(document.activeElement).toBe(input)
  expect(countryNames(container)).toContain("United Arab Emirates")
  act(() => screen.getByRole("button", { name: "elsewhere" }).focus())
  await waitFor(() => expect(countryNames(container)).toContain("الإمارات العربية المتحدة"))
})
