import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { ReactElement } from "react"
import { Header } from "../../../src/components/layout/header/Header"
import { LanguageProvider } from "../../../src/root/language"
import type { ShellNodes } from "../../../src/components/layout/shell-nodes"
import { englishNodes, snapshotSettings } from "../../support/content-blocks"

// Gatsby's runtime is not available under Jest: the shared stand-in (plain anchors).
jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

// The shell's nodes as a page's query (`...Shell`) brings them.
const shellNodes = {
  shellServices: englishNodes({ id: "s1", slug: "cloud-services", title: "Cloud Services", shortDescription: "", order: 1, sort: null }),
  shellIndustries: englishNodes({ id: "i1", slug: "education", name: "Education", title: null }),
  // The shell's copy as content/ holds it, without the booking link and contact details.
  shellSettings: englishNodes({ ...snapshotSettings(), calendlyLink: null, footerEmail: null, footerWhatsapp: null, footerPhone: null, footerCalendly: null }),
} as unknown as ShellNodes

const onPage = (header: ReactElement) => render(<LanguageProvider language="en" shell={shellNodes}>{header}</LanguageProvider>)

test("without a booking link in settings the button uses the fallback link, in a new tab", () => {
  onPage(<Header />)
  // Hidden below the lg breakpoint (jsdom matches no media query), so looked up by text.
  const button = screen.getByText("Free Health Check").closest("a")
  expect(button).toHaveAttribute("href", "https://calendly.com/lumenaut/30min")
  expect(button).toHaveAttribute("target", "_blank")
  expect(screen.queryByText("Legal Documents")).toBeNull()
})

test("the legal variant adds a Legal Documents row with a Privacy Policy link", () => {
  onPage(<Header legal />)
  expect(screen.getByText("Legal Documents")).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy")
})

test("the mobile menu locks scrolling while open and closes on a link click or Escape", async () => {
  const user = userEvent.setup()
  onPage(<Header />)
  await user.click(screen.getByRole("button", { name: "Open menu" }))
  expect(document.body.style.overflow).toBe("hidden")
  // The menu is a lazy chunk: on a busy machine it may resolve after the click.
  const menu = within(await waitFor(() => {
    const nav = document.getElementById("mobile-menu")
    if (!nav) throw new Error("the mobile menu is not open yet")
    return nav
  }, { timeout: 5000 }))
  await user.click(menu.getByRole("button", { name: "Industries" }))
  await user.click(menu.getByRole("link", { name: "Education" }))
  expect(document.getElementById("mobile-menu")).toBeNull()
  expect(document.body.style.overflow).toBe("")
  await user.click(screen.getByRole("button", { name: "Open menu" }))
  await user.keyboard("{Escape}")
  expect(document.getElementById("mobile-menu")).toBeNull()
})

test("the search button opens the site search, named by its heading", async () => {
  const user = userEvent.setup()
  onPage(<Header />)
  await user.click(screen.getByRole("button", { name: snapshotSettings().searchLabel as string }))
  expect(await screen.findByRole("dialog", { name: snapshotSettings().searchHeading as string }, { timeout: 5000 })).toBeInTheDocument()
})
