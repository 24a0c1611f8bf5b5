import { render } from "@testing-library/react"
import { useShellData } from "../../../src/components/layout/useShellData"
import type { ShellData } from "../../../src/components/layout/useShellData"
import type { ShellNodes } from "../../../src/components/layout/shell-nodes"
import { LanguageProvider } from "../../../src/root/language"
import type { LanguageCode } from "../../../src/content/languages"
import { snapshotSettings } from "../../support/content-blocks"

/** A page's shell nodes in one language, a new object each time, as each page's data brings them (the snapshot's settings, typed as the query selects them). */
const pageData = (language: LanguageCode, serviceTitle: string) => ({
  // The page's own record, which differs from page to page.
  directusPage: { id: `page-${Math.random()}` },
  shellServices: { nodes: [{ language, id: `s1-${language}`, slug: "cloud-services", title: serviceTitle, shortDescription: "", order: 1, sort: null }] },
  shellIndustries: { nodes: [{ language, id: `i1-${language}`, slug: "education", name: "Education", title: null }] },
  shellSettings: { nodes: [{ ...snapshotSettings(language), language }] },
}) as unknown as ShellNodes

/** The shell each render of a page in `language` gets. */
function shellsOf(language: LanguageCode, ...pages: ShellNodes[]): ShellData[] {
  const shells: ShellData[] = []
  const Probe = () => (shells.push(useShellData()), null)
  for (const page of pages) render(<LanguageProvider language={language} shell={page}><Probe /></LanguageProvider>).unmount()
  return shells
}

test("the shell is made from the page's nodes, in the page's language", () => {
  const [shell] = shellsOf("ar", pageData("ar", "الخدمات السحابية"))
  expect(shell.nav.services.map(service => service.label)).toContain("الخدمات السحابية")
  expect(shell.header.search.label).toBe(snapshotSettings("ar").searchLabel)
})

test("two pages with the same shell content share one shell object, so the header's menu is not re-rendered", () => {
  const [first, second] = shellsOf("tr", pageData("tr", "Bulut Hizmetleri"), pageData("tr", "Bulut Hizmetleri"))
  expect(second).toBe(first)
})

test("a page whose shell content differs (a rebuilt site's newer page data) gets a new shell", () => {
  const [first, second] = shellsOf("en", pageData("en", "Cloud Services"), pageData("en", "Cloud Platforms"))
  expect(second).not.toBe(first)
  expect(second.nav.services.map(service => service.label)).toContain("Cloud Platforms")
})

test("a page whose query leaves the shell out fails with a message naming the fragment", () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  expect(() => shellsOf("en", {} as ShellNodes)).toThrow("...Shell")
})
