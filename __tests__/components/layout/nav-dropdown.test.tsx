import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { DROPDOWN, panelOffset } from "../../../src/components/layout/header/dropdown-position"
import { NavDropdown } from "../../../src/components/layout/header/NavDropdown"
import { navModel } from "../../../src/components/layout/navigation"
import { industryCards } from "../../../src/content/industries"
import { serviceCards } from "../../../src/content/services"

test("dropdown constants and edge margin of 2% of the viewport", () => {
  expect(DROPDOWN).toEqual({ resizeDebounceMs: 150, repositionDelayMs: 300, edgeMarginRatio: 0.02 })
  // Centred when there is room.
  expect(panelOffset({ left: 500, width: 100 }, 300, 1440)).toBe(-100)
  // Pushed in from the right edge: 1000 - 20 - 300 = 680 → offset 680 - 900.
  expect(panelOffset({ left: 900, width: 80 }, 300, 1000)).toBe(-220)
  // Pushed in from the left edge: margin 20.
  expect(panelOffset({ left: 10, width: 80 }, 300, 1000)).toBe(10)
})

test("a panel that fits the header's content width stays within it, one that does not falls back to the viewport", () => {
  const header = { left: 140, right: 1300 }
  // Centred it would start at 450 + 40 - 420 = 70; the content width starts at 140.
  expect(panelOffset({ left: 450, width: 80 }, 840, 1440, header)).toBe(140 - 450)
  // And on the right: the panel ends at the content's right edge, 1300.
  expect(panelOffset({ left: 1200, width: 80 }, 400, 1440, header)).toBe(1300 - 400 - 1200)
  // Centred already inside: unchanged.
  expect(panelOffset({ left: 600, width: 100 }, 300, 1440, header)).toBe(-100)
  // Wider than the content width: the viewport with its 2% margin (20 px of 1000) rules.
  expect(panelOffset({ left: 300, width: 80 }, 700, 1000, { left: 100, right: 700 })).toBe(20 - 300)
})

test("Trending Solutions are business automation and AI development, even when the CMS lacks them", () => {
  const nav = navModel(serviceCards([{ id: "1", slug: "cloud-services", title: "Cloud Services" }]), industryCards([]))
  expect(nav.trending.map(link => link.to)).toEqual(["/services/business-automation", "/services/ai-development"])
  expect(nav.services.map(link => link.to)).toContain("/services/cloud-services")
})

test("Trending Solutions preview a service's description, cut at 100 characters", () => {
  const long = "Workflows that run themselves across your CRM, finance and operations tools, monitored around the clock by our team."
  const nav = navModel(serviceCards([{ id: "1", slug: "business-automation", title: "Business Automation", shortDescription: long }]), [])
  const preview = nav.trending[0].description ?? ""
  expect(preview.length).toBeLessThanOrEqual(103)
  expect(preview).toMatch(/^Workflows that run themselves .+\.\.\.$/)
  expect(long.startsWith(preview.slice(0, -3))).toBe(true)
})

function Menu() {
  return (
    <>
      <NavDropdown id="services" label="Services">
        <a href="/a">A</a>
        <a href="/b">B</a>
        <a href="/c">C</a>
      </NavDropdown>
      <a href="/after">After</a>
    </>
  )
}

test("the dropdown is operable by keyboard", async () => {
  const user = userEvent.setup()
  render(<Menu />)
  const button = screen.getByRole("button", { name: "Services" })
  expect(button).toHaveAttribute("aria-expanded", "false")
  button.focus()
  await user.keyboard("{Enter}")
  expect(button).toHaveAttribute("aria-expanded", "true")
  await user.keyboard(" ")
  expect(button).toHaveAttribute("aria-expanded", "false")
  await user.keyboard("{ArrowDown}")
  expect(button).toHaveAttribute("aria-expanded", "true")
  expect(screen.getByRole("link", { name: "A" })).toHaveFocus()
  await user.keyboard("{ArrowDown}{ArrowDown}")
  expect(screen.getByRole("link", { name: "C" })).toHaveFocus()
  await user.keyboard("{ArrowDown}")
  expect(screen.getByRole("link", { name: "A" })).toHaveFocus()
  await user.keyboard("{ArrowUp}")
  expect(screen.getByRole("link", { name: "C" })).toHaveFocus()
  await user.keyboard("{Home}")
  expect(screen.getByRole("link", { name: "A" })).toHaveFocus()
  await user.keyboard("{Escape}")
  expect(button).toHaveAttribute("aria-expanded", "false")
  expect(button).toHaveFocus()
})

test("leaving the dropdown by Tab closes it", async () => {
  const user = userEvent.setup()
  render(<Menu />)
  const button = screen.getByRole("button", { name: "Services" })
  await user.click(button)
  await user.tab()
  await user.tab()
  await user.tab()
  await user.tab()
  expect(screen.getByRole("link", { name: "After" })).toHaveFocus()
  expect(button).toHaveAttribute("aria-expanded", "false")
})
