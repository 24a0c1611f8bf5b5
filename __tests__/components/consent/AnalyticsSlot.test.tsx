import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { AnalyticsSlot } from "../../../src/components/consent/AnalyticsSlot"
import { trackLead } from "../../../src/lib/tracking"
import { ConsentApp } from "../../support/consent-app"

// Gatsby's runtime is not available under Jest: the shared stand-in.
jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

jest.mock("../../../src/config/site", () => ({
  ...jest.requireActual("../../../src/config/site"),
  ANALYTICS: { gaMeasurementId: "G-TEST", metaPixelId: "" },
}))

const queued = () => (window.dataLayer ?? []).map(args => Array.from(args as ArrayLike<unknown>))
const leads = () => queued().filter(([command, name]) => command === "event" && name === "generate_lead")
const lead = { pageContext: "automation", companySize: "1-50 employees", industry: "Tech", hasCompany: true }
/** What the browser does once gtag.js has arrived (jsdom never fetches it). */
const gtagJsLoads = () => document.getElementById("gtag-js")?.dispatchEvent(new Event("load"))

function App() {
  return (
    <ConsentApp>
      <AnalyticsSlot />
    </ConsentApp>
  )
}

beforeEach(() => {
  localStorage.clear()
  delete window.gtag
  delete window.dataLayer
})

test("before consent the Consent Mode defaults are queued, but a lead sends no generate_lead", async () => {
  render(<App />)
  await screen.findByRole("button", { name: "Accept all" })
  expect(queued()).toContainEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied" })])
  trackLead(lead)
  expect(leads()).toEqual([])
  expect(document.getElementById("gtag-js")).toBeNull()
})

test("generate_lead is sent only once Analytics has loaded after consent, and no longer after Reject all", async () => {
  const user = userEvent.setup()
  render(<App />)
  await user.click(await screen.findByRole("button", { name: "Accept all" }))
  trackLead(lead)
  expect(leads()).toEqual([])
  // The trackers' code arrives in its own chunk once the choice allows them.
  await waitFor(() => expect(document.getElementById("gtag-js")).not.toBeNull())
  gtagJsLoads()
  expect(queued()).toContainEqual(["config", "G-TEST"])
  trackLead(lead)
  expect(leads()).toEqual([["event", "generate_lead", { page_context: "automation", company_size: "1-50 employees", industry: "Tech", has_company: true }]])
  await user.click(screen.getByRole("button", { name: "Cookie settings" }))
  await user.click(screen.getByRole("button", { name: "Reject all" }))
  trackLead(lead)
  expect(leads()).toHaveLength(1)
})
