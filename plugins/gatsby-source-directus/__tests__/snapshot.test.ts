/** @jest-environment node */
import path from "path"
import { loadContent } from "../src/load"
import { snapshotSource } from "../src/snapshot"
import { describeIssue, normaliseItems } from "../src/normalise"
import type { ContentIssue } from "../src/normalise"
import { COLLECTIONS } from "../src/collections"

const CONTENT = path.resolve(__dirname, "../../../content")

// The embedded snapshot is the site's content on a fresh checkout: it must load whole.
test("the embedded snapshot loads every collection and every file it references", async () => {
  const content = await loadContent(snapshotSource(CONTENT))
  expect(content.source).toBe("snapshot")
  expect(content.items.services.map(s => s.slug)).toEqual(
    expect.arrayContaining([
      "product-development", "ai-apps-integrations", "automation", "business-automation", "ai-development",
      "cloud-services", "devops-services", "web-mobile-dev", "ui-ux-design", "automated-social-media",
    ])
  )
  expect(content.items.industries).toHaveLength(9)
  expect(content.items.projects.length).toBeGreaterThanOrEqual(8)
  expect(content.items.projects.some(p => p.status === "draft")).toBe(false)
  expect(content.items.clients.length).toBeGreaterThanOrEqual(6)
  expect(content.items.jobs.length).toBeGreaterThanOrEqual(3)
  expect(content.items.settings).toHaveLength(1)
  for (const { bytes } of content.files) expect(bytes.length).toBeGreaterThan(0)

  const fileIds = new Set(content.files.map(f => f.record.id))
  const issues: ContentIssue[] = []
  const ctx = {
    nodeId: (c: string, id: string | number) => `${c}:${id}`,
    fileNodeId: (id: string) => (fileIds.has(id) ? id : undefined),
    inlinePicture: () => undefined,
    sanitizeHtml: (h: string) => h,
    reject: (issue: ContentIssue) => issues.push(issue),
  }
  for (const { fields } of normaliseItems("services", content.items.services, ctx)) {
    expect(fields.banner ?? fields.bannerUrl).toBeTruthy()
  }
  // A strict build from this content must pass: every URL and slug in it meets the contract's rules.
  for (const spec of COLLECTIONS) expect(normaliseItems(spec.name, content.items[spec.name], ctx)).toHaveLength(content.items[spec.name].length)
  expect(issues.map(describeIssue)).toEqual([])
})
