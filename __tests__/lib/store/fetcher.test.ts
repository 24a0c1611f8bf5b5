import { fetchAllCollections } from "../../../src/lib/store/cms-fetcher"
import { loadStaticData } from "../../../src/lib/store/fetcher"
import { collectionUrl, COLLECTIONS, fromNode, graphqlSelection } from "../../../src/lib/store/content-shape"
import { staticDataQuery } from "../../../src/lib/store/write-static-data"

const CMS = "https://cms.test"

function respond(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response)
}

function fakeFetch(handler: (url: string) => Promise<Response>) {
  return jest.fn((input: RequestInfo | URL) => handler(String(input))) as unknown as jest.MockedFunction<typeof fetch>
}

const itemsFor = (url: string) => {
  const collection = new URL(url).pathname.split("/").pop()
  if (collection === "settings") return { data: { id: 1, calendly_link: "https://calendly.com/x" } }
  if (collection === "services") return { data: [{ id: 7, title: "Cloud", description: "<p>Hi <script>x()</script></p>", banner: "abc-123", project_skills: [] }] }
  if (collection === "projects") return { data: [{ id: 2, title: "P", project_skills: [{ skills_id: 3 }, { skills_id: 4 }] }] }
  return { data: [] }
}

test("fetches every collection in parallel from the public REST without a token", async () => {
  const fetchImpl = fakeFetch(url => respond(200, itemsFor(url)))
  const data = await fetchAllCollections(CMS, fetchImpl)
  expect(fetchImpl).toHaveBeenCalledTimes(COLLECTIONS.length)
  for (const [, init] of fetchImpl.mock.calls) {
    expect(JSON.stringify(init)).not.toMatch(/authorization/i)
  }
  expect(Object.keys(data).sort()).toEqual(COLLECTIONS.map(c => c.name).sort())
  expect(data.settings).toEqual([expect.objectContaining({ calendlyLink: "https://calendly.com/x" })])
  expect(data.services?.[0]).toMatchObject({ directusId: 7, title: "Cloud", banner: "https://cms.test/assets/abc-123", description: "Hi x()" })
  expect(data.projects?.[0]).toMatchObject({ skills: ["3", "4"] })
})

test("asks for all published items of a collection", () => {
  const services = COLLECTIONS.find(c => c.name === "services")!
  const url = new URL(collectionUrl(services, `${CMS}/`))
  expect(url.pathname).toBe("/items/services")
  expect(url.searchParams.get("limit")).toBe("-1")
  expect(url.searchParams.get("filter[status][_eq]")).toBe("published")
  expect(url.searchParams.get("fields")).toContain("short_description")
})

test("a non-OK answer throws the spec's HTTP error", async () => {
  const fetchImpl = fakeFetch(url => (url.includes("/items/reviews") ? respond(403, {}) : respond(200, itemsFor(url))))
  await expect(fetchAllCollections(CMS, fetchImpl)).rejects.toThrow("HTTP error! status: 403")
})

test("build-time data is read from the static file and fails on a bad status", async () => {
  await expect(loadStaticData(fakeFetch(() => respond(200, { services: [] })))).resolves.toEqual({ services: [] })
  await expect(loadStaticData(fakeFetch(() => respond(404, {})))).rejects.toThrow("HTTP error! status: 404")
})

test("GraphQL nodes take the same shape as REST items", () => {
  const pages = COLLECTIONS.find(c => c.name === "pages")!
  expect(graphqlSelection(pages)).toContain("heroSection { directusId }")
  const item = fromNode(pages, { directusId: 3, slug: "home", heroSection: { directusId: 1 } })
  expect(item).toMatchObject({ directusId: 3, slug: "home", heroSection: "1" })
  const clients = COLLECTIONS.find(c => c.name === "clients")!
  expect(fromNode(clients, { directusId: 1, logo: { publicURL: "/static/x.svg" } }).logo).toBe("/static/x.svg")
  expect(fromNode(clients, { directusId: 1, logo: null, logoUrl: "/assets/a.svg" }).logo).toBe("/assets/a.svg")
  expect(staticDataQuery()).toContain("settings: allDirectusSettings")
  // A repeater is selected with its sub-fields (GraphQL refuses an object list without them).
  expect(graphqlSelection(COLLECTIONS.find(c => c.name === "settings")!)).toContain("trustSignals { icon label }")
})

test("a refresh applies the build's content rules: hostile links and slugs are dropped and logged", async () => {
  const hostile = (url: string) => {
    const collection = new URL(url).pathname.split("/").pop()
    if (collection === "settings") return { data: { id: 1, calendly_link: "javascript:alert(document.domain)//", footer_whatsapp: "//evil.example" } }
    if (collection === "industries") return { data: [{ id: 1, slug: "education" }, { id: 2, slug: "education" }, { id: 3, slug: "x\n/* https://evil.example 301!" }] }
    if (collection === "services") return { data: [{ id: 7, title: "Cloud", banner: "../../evil" }] }
    return { data: [] }
  }
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
  const data = await fetchAllCollections(CMS, fakeFetch(url => respond(200, hostile(url))))
  expect(data.settings?.[0]).toMatchObject({ calendlyLink: null, footerWhatsapp: null })
  expect(data.industries?.map(i => [i.directusId, i.slug])).toEqual([[1, "education"], [3, null]])
  expect(data.services?.[0]).toMatchObject({ banner: null })
  expect(warn.mock.calls.map(([message]) => String(message))).toEqual(expect.arrayContaining([
    expect.stringContaining('settings item 1, field "calendly_link"'),
    expect.stringContaining('industries item 2, field "slug"'),
    expect.stringContaining('industries item 3, field "slug"'),
    expect.stringContaining('services item 7, field "banner"'),
  ]))
  warn.mockRestore()
})
