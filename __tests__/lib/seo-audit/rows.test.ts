import { auditRows } from "../../../src/lib/seo-audit"

const record = (slug: string, extra: object = {}) => ({
  slug,
  title: "A title that is long enough to pass",
  description: "d".repeat(130),
  metaDescription: "m".repeat(130),
  canonicalLink: `https://www.lumenaut.dev/${slug}`,
  jsonLdSchema: null,
  ...extra,
})

test("pages, services and industries are scored; routes without a record fall back to 50", () => {
  const rows = auditRows({
    pages: [record("home"), record("services/cloud-services", { jsonLdSchema: { "@type": "Service" } }), record("404", { title: "Page Not Found" })],
    services: [
      { slug: "cloud-services", title: "Cloud Services", shortDescription: "short" },
      { slug: "devops-services", title: "DevOps Services", shortDescription: "short" },
    ],
    industries: [{ slug: "education", title: "Education", shortDescription: null }],
    routes: ["/", "/showcase", "/internal/seo-audit/", "/404/", "/404.html", "/dev-404-page/", "/services/cloud-services"],
  })
  const by = (path: string) => rows.find(row => row.path === path)
  expect(rows.map(row => row.path)).toEqual([
    "/", "/internal/seo-audit", "/showcase", "/services/cloud-services", "/services/devops-services", "/industries/education",
  ])
  expect(by("/")).toMatchObject({ kind: "page", score: 80, status: "good" })
  expect(by("/showcase")).toMatchObject({ kind: "page", score: 50, status: "needs-work", fallback: true })
  expect(by("/services/cloud-services")).toMatchObject({ kind: "service", name: "Cloud Services", score: 100 })
  // Without a page record a service is scored from its own fields.
  expect(by("/services/devops-services")).toMatchObject({
    score: 0, issues: ["Title too short (< 30 chars)", "Description too short (< 120 chars)"],
  })
  expect(by("/industries/education")).toMatchObject({ kind: "industry", issues: ["Title too short (< 30 chars)", "Missing description"] })
})
