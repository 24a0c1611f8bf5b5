import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CONSENT_ASK_ATTRIBUTE } from "../../src/lib/consent/ask-early"
import { CONSENT_STORAGE_KEY, readConsent } from "../../src/lib/consent/consent"
import { ConsentApp as App } from "../support/consent-app"

// Gatsby's runtime is not available under Jest: the shared stand-in.
jest.mock("gatsby", () => jest.requireActual("../../__mocks__/gatsby"))

const consentCalls = () => (window.dataLayer ?? []).map(args => Array.from(args as ArrayLike<unknown>)).filter(args => args[0] === "consent")

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

test("the document says whether the visitor is being asked: on a first visit, not after a choice, again from Cookie settings", async () => {
  const user = userEvent.setup()
  const asked = () => document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE)
  document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE)
  render(<App />)
  await screen.findByRole("region", { name: "Your privacy choices" })
  expect(asked()).toBe(true)
  await user.click(screen.getByRole("button", { name: "Accept all" }))
  expect(asked()).toBe(false)
  await user.click(screen.getByRole("button", { name: "Cookie settings" }))
  expect(asked()).toBe(true)
})

test("the banner reads its copy from content/: the text's privacy policy link opens in a new tab, and an edit shows", async () => {
  const { unmount } = render(<App />)
  const banner = await screen.findByRole("region", { name: "Your privacy choices" })
  expect(banner).toHaveTextContent(/We use Google Analytics to see how visitors use this site/)
  const policy = screen.getByRole("link", { name: "Privacy Policy" })
  expect(policy).toHaveAttribute("href", "/privacy-policy")
  expect(policy).toHaveAttribute("target", "_blank")
  unmount()
  render(<App edit={{ consentTitle: "Cookies?", consentAcceptLabel: "Fine by me" }} />)
  expect(await screen.findByRole("region", { name: "Cookies?" })).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Fine by me" })).toBeInTheDocument()
})
