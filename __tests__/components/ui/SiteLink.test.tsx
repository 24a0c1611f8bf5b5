import { render, screen } from "@testing-library/react"
import { SiteLink } from "../../../src/components/ui/SiteLink"
import { LanguageProvider } from "../../../src/root/language"
import type { LanguageCode } from "../../../src/content/languages"

// Gatsby's runtime is not available under Jest: the shared stand-in (plain anchors).
jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))

const links = (language: LanguageCode) =>
  render(
    <LanguageProvider language={language} translated={{ "/about": "/ar/about" }}>
      <SiteLink to="/about">About</SiteLink>
      <SiteLink to="/careers#openings">Careers</SiteLink>
      <SiteLink to="//elsewhere.example/page">Elsewhere</SiteLink>
    </LanguageProvider>
  )
const link = (name: string) => screen.getByRole("link", { name })

test("on an Arabic page a translated page's link goes to its Arabic page; an English-only page's link says it is in English", () => {
  links("ar")
  expect([link("About").getAttribute("href"), link("About").getAttribute("hreflang")]).toEqual(["/ar/about", null])
  expect([link("Careers").getAttribute("href"), link("Careers").getAttribute("hreflang")]).toEqual(["/careers#openings", "en"])
  expect(link("Elsewhere").getAttribute("hreflang")).toBeNull()
})

test("on an English page no link names a language", () => {
  links("en")
  expect(screen.getAllByRole("link").map(anchor => anchor.getAttribute("hreflang"))).toEqual([null, null, null])
})
