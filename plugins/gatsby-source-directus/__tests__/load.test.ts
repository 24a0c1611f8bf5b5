/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from "fs"
import os from "os"
import path from "path"
import { startFakeDirectus } from "../../../scripts/fake-directus.mjs"
import { COLLECTIONS } from "../src/collections"
import { directusSource } from "../src/directus"
import { FALLBACK_WARNING, loadContent, loadWithFallback } from "../src/load"
import { snapshotSource } from "../src/snapshot"
import { CmsHttpError, CmsUnreachableError } from "../src/source"

const TOKEN = "test-token"

/** A recorded Directus data set: 150 services (more than Directus's default page of 100). */
function writeFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "directus-fixture-"))
  mkdirSync(path.join(dir, "assets"))
  const write = (name: string, data: unknown) => writeFileSync(path.join(dir, name), JSON.stringify(data))
  // Every collection an empty list, a singleton an empty item, unless given below (a collection added to the contract needs no change here).
  for (const spec of COLLECTIONS) write(`${spec.name}.json`, spec.singleton ? { id: 1 } : [])
  write("services.json", Array.from({ length: 150 }, (_, i) => ({ id: i + 1, status: i === 149 ? "draft" : "published", title: `Service ${i + 1}`, banner: i === 0 ? "file-a" : null })))
  write("skills.json", [{ id: 1, name: "React" }, { id: 2, name: "n8n" }])
  write("projects.json", [{ id: 1, status: "published", title: "P", project_skills: [{ skills_id: 2 }], image: "file-b" }])
  write("pages.json", [
    { id: 1, status: "published", slug: "home", HeroSectionId: 1, blocks: [{ collection: "block_hero", item: "1", sort: 1 }] },
    { id: 2, status: "draft", slug: "lp/next", blocks: [{ collection: "block_hero", item: "2", sort: 1 }, { collection: "block_cta", item: "1", sort: 2 }] },
  ])
  write("block_hero.json", [{ id: 1, heading: "Published page's hero" }, { id: 2, heading: "Draft page's hero" }, { id: 3, heading: "In no page" }])
  write("block_cta.json", [{ id: 1, heading: "Draft page's offer" }])
  write("hero_sections.json", [{ id: 1, title: "Hero" }])
  write("settings.json", { id: 1, calendly_link: "https://calendly.com/x" })
  write("files.json", [
    { id: "file-a", filename_download: "a.svg", type: "image/svg+xml" },
    { id: "file-b", filename_download: "b.svg", type: "image/svg+xml" },
    { id: "file-unused", filename_download: "unused.svg", type: "image/svg+xml" },
  ])
  writeFileSync(path.join(dir, "assets", "a.svg"), "<svg>a</svg>")
  writeFileSync(path.join(dir, "assets", "b.svg"), "<svg>b</svg>")
  return dir
}

const fixture = writeFixture()
const fast = { retries: 2, retryDelayMs: 5, timeoutMs: 2000 }
const logger = () => ({ warn: jest.fn(), info: jest.fn() })

test("live mode reads every item (limit -1), with the token, keeps published ones and only referenced files", async () => {
  const cms = await startFakeDirectus({ contentDir: fixture, token: TOKEN })
  try {
    const content = await loadContent(directusSource({ url: cms.url, token: TOKEN, ...fast }))
    expect(content.source).toBe("cms")
    expect(content.items.services).toHaveLength(149)
    expect(content.items.settings).toEqual([{ id: 1, calendly_link: "https://calendly.com/x" }])
    expect(content.items.jobs).toEqual([])
    expect(content.items.block_hero.map(block => block.heading)).toEqual(["Published page's hero"])
    expect(content.items.block_cta).toEqual([])
    expect(content.files.map(f => f.record.id).sort()).toEqual(["file-a", "file-b"])
    expect(content.files.find(f => f.record.id === "file-a")?.bytes.toString()).toBe("<svg>a</svg>")
    expect(cms.requests.every(r => r.authorization === `Bearer ${TOKEN}`)).toBe(true)
    const projects = cms.requests.find(r => r.pathname === "/items/projects")
    expect(decodeURIComponent(projects?.search ?? "")).toContain("project_skills.skills_id")
    const pages = cms.requests.find(r => r.pathname === "/items/pages")
    expect(decodeURIComponent(pages?.search ?? "")).toContain("blocks.collection,blocks.item,blocks.sort")
  } finally {
    await cms.close()
  }
})

test("the snapshot gives the same content as the CMS", async () => {
  const cms = await startFakeDirectus({ contentDir: fixture, token: TOKEN })
  try {
    const live = await loadContent(directusSource({ url: cms.url, token: TOKEN, ...fast }))
    const embedded = await loadContent(snapshotSource(fixture))
    expect(embedded.items).toEqual(live.items)
    expect(embedded.files.map(f => f.record)).toEqual(live.files.map(f => f.record))
  } finally {
    await cms.close()
  }
})

test("a non-OK response fails with an error that names the collection and the status", async () => {
  const cms = await startFakeDirectus({ contentDir: fixture, token: TOKEN, override: ({ collection }) => (collection === "industries" ? { status: 403 } : null) })
  try {
    const log = logger()
    const error = await loadWithFallback(directusSource({ url: cms.url, token: TOKEN, ...fast }), snapshotSource(fixture), { strict: false, logger: log })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsHttpError)
    expect((error as Error).message).toBe('Directus collection "industries": HTTP error! status: 403')
    expect(log.warn).not.toHaveBeenCalled()
  } finally {
    await cms.close()
  }
})

test("a wrong token is a 401 build error, not a silent fallback", async () => {
  const cms = await startFakeDirectus({ contentDir: fixture, token: TOKEN })
  try {
    await expect(loadContent(directusSource({ url: cms.url, token: "wrong", ...fast }))).rejects.toThrow("HTTP error! status: 401")
  } finally {
    await cms.close()
  }
})

test("transient failures are retried with backoff", async () => {
  let failures = 0
  const cms = await startFakeDirectus({
    contentDir: fixture,
    token: TOKEN,
    override: ({ collection }) => (collection === "services" && failures++ < 2 ? { status: 503 } : null),
  })
  try {
    const content = await loadContent(directusSource({ url: cms.url, token: TOKEN, ...fast }))
    expect(content.items.services).toHaveLength(149)
    expect(cms.requests.filter(r => r.pathname === "/items/services")).toHaveLength(3)
  } finally {
    await cms.close()
  }
})

test("a persistent 503 after the retries is an HTTP error", async () => {
  const cms = await startFakeDirectus({ contentDir: fixture, token: TOKEN, override: ({ collection }) => (collection === "jobs" ? { status: 503 } : null) })
  try {
    await expect(loadContent(directusSource({ url: cms.url, token: TOKEN, ...fast }))).rejects.toThrow('"jobs": HTTP error! status: 503')
    expect(cms.requests.filter(r => r.pathname === "/items/jobs")).toHaveLength(3)
  } finally {
    await cms.close()
  }
})

test("an unreachable CMS falls back to the snapshot with the warning", async () => {
  const cms = await startFakeDirectus({ contentDir: fixture, token: TOKEN })
  await cms.close() // nothing listens on this port any more
  const log = logger()
  const content = await loadWithFallback(directusSource({ url: cms.url, token: TOKEN, ...fast }), snapshotSource(fixture), { strict: false, logger: log })
  expect(content.source).toBe("snapshot")
  expect(content.items.services).toHaveLength(149)
  expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(FALLBACK_WARNING))
})

test("a connection dropped mid-request counts as unreachable", async () => {
  const cms = await startFakeDirectus({ contentDir: fixture, token: TOKEN, override: () => "drop" })
  try {
    await expect(loadContent(directusSource({ url: cms.url, token: TOKEN, ...fast }))).rejects.toBeInstanceOf(CmsUnreachableError)
  } finally {
    await cms.close()
  }
})

test("with CONTENT_STRICT the unreachable CMS fails the build instead", async () => {
  const cms = await startFakeDirectus({ contentDir: fixture, token: TOKEN })
  await cms.close()
  const log = logger()
  await expect(
    loadWithFallback(directusSource({ url: cms.url, token: TOKEN, ...fast }), snapshotSource(fixture), { strict: true, logger: log })
  ).rejects.toBeInstanceOf(CmsUnreachableError)
  expect(log.warn).not.toHaveBeenCalled()
})

test("without a CMS the snapshot is used directly", async () => {
  const log = logger()
  const content = await loadWithFallback(null, snapshotSource(fixture), { strict: false, logger: log })
  expect(content.source).toBe("snapshot")
  expect(log.warn).not.toHaveBeenCalled()
})

test("with CONTENT_STRICT and no CMS configured the build fails instead of using the snapshot", async () => {
  await expect(loadWithFallback(null, snapshotSource(fixture), { strict: true, logger: logger() })).rejects.toThrow(
    "CONTENT_STRICT=1 needs a CMS: set DIRECTUS_URL"
  )
})

/** The fixture with file-b named `../b.svg`, and bytes there (beside assets/), so a read that joined the name would succeed. */
function fixtureWithHostileName(): string {
  const dir = writeFixture()
  const files = JSON.parse(readFileSync(path.join(dir, "files.json"), "utf8")) as { id: string; filename_download: string }[]
  writeFileSync(path.join(dir, "files.json"), JSON.stringify(files.map(f => (f.id === "file-b" ? { ...f, filename_download: "../b.svg" } : f))))
  writeFileSync(path.join(dir, "b.svg"), "<svg>outside assets</svg>")
  return dir
}

test("a file whose name is not a bare file name is dropped with a warning naming it, its bytes never read; strict fails", async () => {
  const dir = fixtureWithHostileName()
  const log = logger()
  const content = await loadWithFallback(null, snapshotSource(dir), { strict: false, logger: log })
  expect(content.files.map(f => f.record.id)).toEqual(["file-a"])
  expect(log.warn).toHaveBeenCalledWith('gatsby-source-directus: dropped file file-b named "../b.svg": not a bare file name (no / or \\, no leading dot, no control character)')
  await expect(snapshotSource(dir).fetchFileBytes({ id: "file-b", filename_download: "../b.svg" })).rejects.toThrow(/^Not reading content snapshot file file-b/)

  const cms = await startFakeDirectus({ contentDir: dir, token: TOKEN })
  try {
    await expect(loadWithFallback(directusSource({ url: cms.url, token: TOKEN, ...fast }), snapshotSource(dir), { strict: true, logger: logger() })).rejects.toThrow(
      /dropped file file-b named "\.\.\/b\.svg"/
    )
    expect(cms.requests.some(r => r.pathname.startsWith("/assets/file-b"))).toBe(false)
  } finally {
    await cms.close()
  }
})
