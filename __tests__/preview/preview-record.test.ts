/** @jest-environment node */
import { fetchRawRecord, previewRecord, withBuildLinks } from "../../src/preview/preview-record"
import type { PreviewGet } from "../../src/preview/preview-record"

const page = {
  id: 32,
  status: "draft",
  slug: "lp/spring",
  title: "Spring campaign",
  meta_description: "Spring",
  HeroSectionId: 4,
  keywords: ["a", "b"],
  blocks: [
    { collection: "block_cta", item: "7", sort: 3 },
    { collection: "block_hero", item: "1", sort: 1 },
    { collection: "block_rich_text", item: "2", sort: 2 },
  ],
}
const hero = { id: 1, layout: "landing", heading: "Save <b>time</b>", description: "Now", button_text: "Go", stats: [{ value: "85%", label: "less" }] }
const rich = { id: 2, layout: "legal_document", heading: "Terms", sections: [{ anchor: "one", title: "One", body: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">there</a></p>' }] }
const cta = { id: 7, layout: "offer", heading: null, button_text: "Book" }

/** A stand-in for the preview proxy: answers by collection, records each path asked for. */
function fakeGet(): { get: PreviewGet; asked: string[] } {
  const asked: string[] = []
  const byCollection: Record<string, unknown[]> = { pages: [page], block_hero: [hero], block_rich_text: [rich], block_cta: [cta] }
  return {
    asked,
    get: async path => {
      asked.push(decodeURIComponent(path))
      return byCollection[path.split("?")[0].replace("/items/", "")] ?? []
    },
  }
}

test("the record is read by slug, drafts included, then each block collection of its list once", async () => {
  const { get, asked } = fakeGet()
  const raw = await fetchRawRecord(get, "pages", "lp/spring")
  expect(asked[0]).toMatch(/^\/items\/pages\?fields=id,status,.*blocks\.collection,blocks\.item,blocks\.sort.*&filter\[slug\]\[_eq\]=lp\/spring$/)
  expect(asked.slice(1).map(path => path.split("?")[0]).sort()).toEqual(["/items/block_cta", "/items/block_hero", "/items/block_rich_text"])
  expect(asked.find(path => path.startsWith("/items/block_hero"))).toContain("filter[id][_in]=1")
  expect(raw?.blocks).toHaveLength(3)
  expect(await fetchRawRecord(async () => [], "pages", "nothing")).toBeNull()
})

test("the record gets the template query's shape through the build's rules", async () => {
  const { get } = fakeGet()
  const raw = (await fetchRawRecord(get, "pages", "lp/spring"))!
  const issues: string[] = []
  const record = previewRecord("pages", raw, id => `/preview-api/assets/${id}`, issue => issues.push(`${issue.collection} ${issue.item} ${issue.field}`))

  expect(record).toMatchObject({ slug: "lp/spring", title: "Spring campaign", metaDescription: "Spring", keywords: ["a", "b"] })
  // Relations to other records stay the build's; the page keeps its node id.
  expect(record).not.toHaveProperty("heroSection")
  expect(record).not.toHaveProperty("id")
  // Blocks in the editor's order; one without its required heading is dropped, as in a build.
  const blocks = record.blocks as Record<string, unknown>[]
  expect(blocks.map(block => block.blockType)).toEqual(["block_hero", "block_rich_text"])
  expect(blocks[0]).toMatchObject({ id: "block_hero:1", heading: "Save <b>time</b>", buttonText: "Go", stats: [{ value: "85%", label: "less" }] })
  expect(issues).toContain("pages 32 blocks")
  // HTML passes the build's sanitiser: no script, no handler, no javascript: link.
  const body = (blocks[1].sections as { body: string }[])[0].body
  expect(body).toBe("<p>Hi <a>there</a></p>")
})

test("a block's file becomes the preview's asset address", () => {
  const record = previewRecord(
    "pages",
    { item: { id: 1, slug: "x", blocks: [{ collection: "block_cards", item: "3", sort: 1 }] }, blocks: [{ id: 3, layout: "beside_image", heading: "Cards", image: "f1-abc" }], blockCollections: ["block_cards"] },
    id => `/preview-api/assets/${id}`,
    () => {}
  )
  expect((record.blocks as Record<string, unknown>[])[0]).toMatchObject({ image: { publicURL: "/preview-api/assets/f1-abc" }, imageUrl: null })
})

describe("withBuildLinks", () => {
  const form = { formLabel: "Contact form" }
  const built = { blocks: [{ blockType: "block_form", directusId: 5000, heading: "Old", form }, { blockType: "block_hero", directusId: 5000, heading: "Hero" }] }

  test("a block the build has keeps what the build linked to it; the live fields win", () => {
    const live = { title: "Home", blocks: [{ blockType: "block_form", directusId: 5000, heading: "New", image: null }] }
    expect(withBuildLinks(live, built)).toEqual({ title: "Home", blocks: [{ blockType: "block_form", directusId: 5000, heading: "New", image: null, form }] })
  })

  test("a block new since the build, or of another type with the same id, has no linked fields", () => {
    const live = { blocks: [{ blockType: "block_form", directusId: 5001, heading: "Added" }, { blockType: "block_cta", directusId: 5000, heading: "Offer" }] }
    expect(withBuildLinks(live, built)).toEqual(live)
    expect(withBuildLinks(live, null)).toEqual(live)
  })
})

test("on a page in another language each item's text is its translation's as Directus has it now, drafts included, the rest its own", () => {
  const raw = {
    item: { id: 9, status: "published", slug: "about", title: "About", blocks: [{ collection: "block_faq", item: "4", sort: 1 }], translations: [{ languages_code: "ar", status: "draft", title: "من نحن" }] },
    blocks: [{ id: 4, layout: "accordion", heading: "FAQ", items: [{ question: "Why?", answer: "<p>Because</p>" }], translations: [{ id: 12, languages_code: "ar", heading: "الأسئلة" }] }],
    blockCollections: ["block_faq" as const],
  }
  const arabic = previewRecord("pages", raw, id => id, () => {}, "ar")
  expect(arabic).toMatchObject({ title: "من نحن", slug: "about" })
  // Its block names the translation row it shows, which the Visual Editor's mark opens.
  expect((arabic.blocks as Record<string, unknown>[])[0]).toMatchObject({ heading: "الأسئلة", items: [{ question: "Why?", answer: "<p>Because</p>" }], translationId: 12 })
  // In English, and in a language it has no translation in, the record's own text.
  expect(previewRecord("pages", raw, id => id, () => {})).toMatchObject({ title: "About" })
  expect(previewRecord("pages", raw, id => id, () => {}, "tr")).toMatchObject({ title: "About" })
})
