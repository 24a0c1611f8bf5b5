import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ConsentProvider } from "../../src/lib/consent/ConsentProvider"
import { CONSENT_STORAGE_KEY, readConsent } from "../../src/lib/consent/consent"
import { ConsentBanner } from "../../src/components/consent/ConsentBanner"
import { CookieSettingsButton } from "../../src/components/consent/CookieSettingsButton"

const consentCalls = () => (window.dataLayer ?? []).map(args => Array.from(args as ArrayLike<unknown>)).filter(args => args[0] === "consent")

function App() {
  return (
    <ConsentProvider>
      <ConsentBanner />
      <CookieSettingsButton />
    </ConsentProvider>
  )
}

beforeEach(() => {
  localStorage.clear()
  delete window.dataLayer
})

test("Consent Mode v2 starts denied; Reject all keeps it denied and remembers the choice", async () => {
  const user = userEvent.setup()
  render(<App />)
  expect(consentCalls()[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" })])
  await user.click(await screen.findByRole("button", { name: "Reject all" }))
  expect(readConsent()).toEqual({ analytics: false, marketing: false })
  expect(screen.queryByRole("region", { name: "Your privacy choices" })).toBeNull()
})

test("Customize saves one category; Cookie settings reopens the banner with the saved choice", async () => {
  const user = userEvent.setup()
  render(<App />)
  await user.click(await screen.findByRole("button", { name: "Customize" }))
  await user.click(screen.getByRole("checkbox", { name: "Analytics (Google Analytics)" }))
  await user.click(screen.getByRole("button", { name: "Save choices" }))
  expect(readConsent()).toEqual({ analytics: true, marketing: false })
  expect(consentCalls().at(-1)).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" })])
  await user.click(screen.getByRole("button", { name: "Cookie settings" }))
  expect(screen.getByRole("region", { name: "Your privacy choices" })).toBeInTheDocument()
  expect(screen.getByRole("heading", { name: "Your privacy choices" })).toHaveFocus()
})

test("a stored choice is applied without showing the banner; junk in storage is ignored", async () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: true, marketing: true }))
  render(<App />)
  expect(consentCalls().at(-1)).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "granted", ad_storage: "granted" })])
  expect(screen.queryByRole("region")).toBeNull()
  localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":"yes"}')
  expect(readConsent()).toBeNull()
})
