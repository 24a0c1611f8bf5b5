import { auditRows, sourcesFromStore } from "../../../src/lib/seo-audit"

test("store items score like the build's nodes: page records by slug, services and industries by their fields", () => {
  const sources = sourcesFromStore(
    {
      pages: [{ directusId: 1, slug: "about", title: "Short", description: null, metaDescription: null, canonicalLink: null, jsonLdSchema: null }],
      services: [{ directusId: 4, slug: "cloud-services", title: "Cloud Services", shortDescription: "Too short", sort: 2 }],
      industries: [{ directusId: 9, slug: null, name: "Education", title: null, shortDescription: null }],
    },
    ["/", "/about", "/careers"]
  )
  expect(sources.services.map(service => service.slug)).toContain("cloud-services")
  expect(sources.industries).toEqual([expect.objectContaining({ slug: "education", title: "Education" })])
  const rows = auditRows(sources)
  const about = rows.find(row => row.path === "/about")
  expect(about?.issues).toContain("Title too short (< 30 chars)")
  expect(rows.find(row => row.path === "/services/cloud-services")?.issues).toContain("Description too short (< 120 chars)")
  expect(rows.find(row => row.path === "/careers")?.score).toBe(50)
})

test("an empty store gives the default services only and no pages", () => {
  const sources = sourcesFromStore({}, [])
  expect(sources.pages).toEqual([])
  expect(sources.industries).toEqual([])
  expect(sources.services.length).toBeGreaterThan(0)
})
