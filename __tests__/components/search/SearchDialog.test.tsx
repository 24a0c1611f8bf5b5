import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { SearchDialog } from "../../../src/components/search/SearchDialog"
import { searchSite } from "../../../src/components/search/pagefind"
import { renderOnPage } from "../../support/on-page"

jest.mock("gatsby", () => jest.requireActual("../../../__mocks__/gatsby"))
// The index is the build's (public/pagefind): here a stand-in answers every search.
jest.mock("../../../src/components/search/pagefind", () => ({ preloadSearch: jest.fn(), searchSite: jest.fn() }))

const copy = { label: "Search", heading: "Search the site", placeholder: "Services, insights…", results: "{count} matching pages", empty: "Nothing matches “{query}”." }
const hits = [
  { url: "/insights/cloud-costs", title: "Cutting a Cloud Bill", excerpt: "reduce <mark>cloud</mark> spend &amp; more" },
  { url: "/services/cloud-services", title: "Cloud Services", excerpt: "<mark>Cloud</mark> infrastructure" },
]

test("typing finds pages: each a link with its passage, matches marked; the arrows move between the field and the links", async () => {
  ;(searchSite as jest.Mock).mockResolvedValue(hits)
  const user = userEvent.setup()
  renderOnPage(<SearchDialog copy={copy} onClose={jest.fn()} />)
  const field = screen.getByRole("searchbox", { name: "Search" })
  await waitFor(() => expect(field).toHaveFocus())
  await user.type(field, "cloud")
  const links = await screen.findAllByRole("link")
  expect(links.map(link => link.getAttribute("href"))).toEqual(["/insights/cloud-costs", "/services/cloud-services"])
  expect(screen.getByRole("status")).toHaveTextContent("2 matching pages")
  expect(links[0]).toHaveTextContent("reduce cloud spend & more")
  expect(links[0].querySelector("mark")).toHaveTextContent("cloud")
  await user.keyboard("{ArrowDown}")
  expect(links[0]).toHaveFocus()
  await user.keyboard("{ArrowDown}")
  expect(links[1]).toHaveFocus()
  await user.keyboard("{ArrowUp}{ArrowUp}")
  expect(field).toHaveFocus()
})

test("no match says so with what was typed; Escape closes", async () => {
  ;(searchSite as jest.Mock).mockResolvedValue([])
  const onClose = jest.fn()
  const user = userEvent.setup()
  renderOnPage(<SearchDialog copy={copy} onClose={onClose} />)
  await user.type(screen.getByRole("searchbox"), "qqzx")
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Nothing matches “qqzx”."))
  await user.keyboard("{Escape}")
  expect(onClose).toHaveBeenCalled()
})
