/** @jest-environment node */
// What the CMS scripts get from the content contract (src/cms): the seed order, the shape cms:export
// writes, and the Directus schema generated from the declarations.
import { readFileSync } from "fs"
import path from "path"
import { defineBlock } from "../src/block-spec"
import { BLOCK_NAMES, COLLECTIONS } from "../src/collections"
import { CMS_COLLECTIONS, FILE_FIELDS, ROW_COLLECTIONS, TRANSLATION_COLLECTIONS, contentShape, extensionSite, fieldsParam, fileIdsOf, writeShape } from "../src/cms/contract"
import { directusCollections, directusLanguages, directusRelations, directusRows, directusTranslations, layoutCondition } from "../src/cms/schema"
import { str, text } from "../src/fields"
import { BLOCK_SPECS } from "../../../src/blocks/contract"

const content = (file: string): unknown => JSON.parse(readFileSync(path.join(__dirname, "../../../content", file), "utf8"))

test("the CMS seeds every collection after the ones its items point at", () => {
  const order = CMS_COLLECTIONS.map(c => c.name)
  for (const c of CMS_COLLECTIONS) {
    const targets = [...Object.values(c.m2o ?? {}), ...Object.values(c.m2m ?? {}).map(m => m.target), ...(c.m2a ? BLOCK_NAMES : [])]
    for (const target of targets) expect([c.name, target, order.includes(target) && order.indexOf(target) < order.indexOf(c.name)]).toEqual([c.name, target, true])
  }
  expect(Object.keys(CMS_COLLECTIONS.find(c => c.name === "pages")!.m2a!)).toEqual(["blocks"])
})

test("the CMS reads each collection's fields in the contract's order, relations by their keys", () => {
  const pages = CMS_COLLECTIONS.find(c => c.name === "pages")!
  expect(fieldsParam(pages).split(",")).toEqual(expect.arrayContaining(["blocks.collection", "blocks.item", "blocks.sort"]))
  expect(fieldsParam(pages).split(",").slice(-2)).toEqual(["translations.meta_description", "translations.keywords"])
  const projects = CMS_COLLECTIONS.find(c => c.name === "projects")!
  expect(fieldsParam(projects)).toContain("project_skills.skills_id")
  expect(projects.files).toEqual(["image", "banner"])
})

// cms:seed then cms:export must give content/ back unchanged: items sorted by id, each with every contract
// field (null when empty) in contract order, and files.json sorted by file name, as export.mjs writes them.
test.each(CMS_COLLECTIONS.map(c => [c.name, c] as const))("content/%s.json holds its items in the shape cms:export writes", (name, collection) => {
  const items = [content(`${name}.json`) as Record<string, unknown>].flat()
  for (const item of items) expect(Object.entries(item)).toEqual(Object.entries(contentShape(collection, item)))
  const ids = items.map(item => item.id as number)
  expect(ids).toEqual([...ids].sort((a, b) => a - b))
})

test("content/files.json lists its records in the shape cms:export writes, by file name", () => {
  const records = content("files.json") as Record<string, unknown>[]
  for (const record of records) expect(Object.keys(record)).toEqual(FILE_FIELDS)
  const names = records.map(r => r.filename_download as string)
  expect(names).toEqual([...names].sort())
})

test("a picture in a rich text's section is a file the export keeps, addressed as content/ keeps it, without the CMS's address or token", () => {
  const richText = CMS_COLLECTIONS.find(c => c.name === "block_rich_text")!
  expect(richText.pictures).toEqual([["sections", "body"]])
  const id = "3f6c2d1e-8b4a-4c7e-9a51-2d7e6b0c9f14"
  const item = {
    id: 9, layout: "prose", heading: "Body",
    sections: [{ anchor: null, title: "One", body: `<p>a</p><img src="http://127.0.0.1:8055/assets/${id}.webp?access_token=secret" alt="Chart"><img src="https://x.example/y.png" alt="">` }],
  }
  const shaped = contentShape(richText, item) as { sections: { body: string }[] }
  expect(shaped.sections[0].body).toBe(`<p>a</p><img src="/assets/${id}.webp" alt="Chart"><img src="https://x.example/y.png" alt="">`)
  expect(fileIdsOf(richText, shaped)).toEqual([id])
  // The services' descriptions take no pictures: nothing is rewritten or downloaded.
  const services = CMS_COLLECTIONS.find(c => c.name === "services")!
  expect(services.pictures).toBeUndefined()
})

test.each(BLOCK_SPECS.map(spec => [spec.name, spec] as const))("%s: content/ uses only layouts its declaration has", (name, spec) => {
  const items = content(`${name}.json`) as { layout: string | null }[]
  expect(items.map(item => item.layout).filter(layout => !Object.keys(spec.layouts).includes(layout as string))).toEqual([])
})

test.each(BLOCK_NAMES.map(name => [name]))("%s: Directus asks for a layout and a heading, and offers the declaration's layouts", name => {
  const { fields, meta } = directusCollections().find(c => c.collection === name)!
  const spec = BLOCK_SPECS.find(spec => spec.name === name)!
  const contract = COLLECTIONS.find(c => c.name === name)!
  // Its own fields, then its translations (every block type has text to translate).
  expect(fields.map(f => f.field)).toEqual(["id", ...contract.fields.map(f => f.source), "translations"])
  const layout = fields.find(f => f.field === "layout")!
  expect(layout.meta.required).toBe(true)
  expect((layout.meta.options?.choices as { value: string }[]).map(c => c.value)).toEqual(Object.keys(spec.layouts))
  expect(fields.find(f => f.field === "heading")?.meta.required).toBe(true)
  expect(meta.display_template).toBe("{{heading}} {{layout}}")
})

test("a block field shows only for the layouts that use it", () => {
  const spec = defineBlock({
    name: "block_fixture",
    nodeType: "DirectusBlockFixture",
    editor: { icon: "x", note: "A fixture" },
    fields: [str("logo"), text("footnote")],
    layouts: {
      grid: { text: "Grid", uses: ["description", "logo", "footnote"], hydrate: "never" },
      strip: { text: "Strip", uses: ["logo"], hydrate: "when-seen" },
      plain: { text: "Plain", uses: [], hydrate: "never" },
    },
  })
  expect(layoutCondition(spec, "heading")).toBeNull()
  expect(layoutCondition(spec, "logo")).toEqual({
    hidden: true,
    conditions: [{ name: "Shown for the layouts that use it", rule: { _and: [{ layout: { _in: ["grid", "strip"] } }] }, hidden: false }],
  })
  expect(layoutCondition(spec, "description")).toMatchObject({ conditions: [{ rule: { _and: [{ layout: { _in: ["grid"] } }] } }] })
})

test("a list whose rows hold a picture is a child collection: read in order, written numbered, its files referenced", () => {
  // Every list whose rows hold a picture, and no other (a JSON repeater's rows cannot hold a file).
  // Cards keep one list per card shape.
  expect(ROW_COLLECTIONS).toEqual([
    "block_cards_icon_cards", "block_cards_numbered_cards", "block_cards_pane_items", "block_cards_logo_cards", "block_cards_logo_point_cards",
    "block_cards_logo_rows", "block_cards_logo_tiles", "block_cards_lettered_cards", "block_cards_check_items", "block_cards_checked_cards",
    "block_cards_link_cards", "block_cards_hover_cards", "block_tabs_logo_tabs", "block_tabs_logo_tabs_entries", "block_projects_items", "block_gallery_images",
  ])
  const cards = CMS_COLLECTIONS.find(c => c.name === "block_cards")!
  expect(cards.rows!.logo_cards).toEqual({ collection: "block_cards_logo_cards", key: "block_cards_id", files: ["logo"], fields: ["title", "logo", "highlight", "description", "tags"] })
  expect(cards.rows!.checked_cards.files).toEqual([])
  expect(fieldsParam(cards).split(",")).toEqual(expect.arrayContaining(["logo_cards.title", "logo_cards.logo", "logo_cards.sort"]))
  const logo = "f160aba1-0583-4ce6-ac34-40c66a567888"
  // Directus gives the rows with their ids, keys and places; content/ keeps them in order, every field, nothing else.
  const read = contentShape(cards, { id: 1, logo_cards: [{ id: 9, title: "B", sort: 2, block_cards_id: 1 }, { id: 8, title: "A", logo, sort: 1 }] })
  const rows = read.logo_cards as Record<string, unknown>[]
  expect(rows.map(row => [row.title, row.logo])).toEqual([["A", logo], ["B", null]])
  expect(Object.keys(rows[0])).toEqual(cards.rows!.logo_cards.fields)
  expect((writeShape(cards, read).logo_cards as Record<string, unknown>[]).map(row => [row.title, row.sort])).toEqual([["A", 1], ["B", 2]])
  expect(fileIdsOf(cards, { image: null, logo_cards: [{ logo }, { logo: "/assets/x.svg" }, { logo: null }] })).toEqual([logo])
  expect(extensionSite().rows).toEqual(expect.objectContaining({ block_cards_logo_cards: { owner: "block_cards", key: "block_cards_id" } }))
  expect(extensionSite().watched).toContain("block_gallery_images")
})

test("rows may hold rows (a tab's entries): read, written and referenced at every level, owned by the row holding them", () => {
  const tabs = CMS_COLLECTIONS.find(c => c.name === "block_tabs")!
  const logoTabs = tabs.rows!.logo_tabs
  expect(logoTabs).toMatchObject({ collection: "block_tabs_logo_tabs", key: "block_tabs_id", files: [] })
  expect(logoTabs.rows!.entries).toMatchObject({ collection: "block_tabs_logo_tabs_entries", key: "block_tabs_logo_tabs_id", files: ["logo"] })
  expect(fieldsParam(tabs).split(",")).toEqual(expect.arrayContaining(["logo_tabs.name", "logo_tabs.entries.logo", "logo_tabs.entries.sort", "logo_tabs.sort"]))
  const logo = "f160aba1-0583-4ce6-ac34-40c66a567888"
  const read = contentShape(tabs, {
    id: 1, logo_tabs: [{ id: 5, name: "Two", sort: 2, entries: [] }, { id: 4, name: "One", sort: 1, entries: [{ id: 7, title: "b", sort: 2 }, { id: 6, title: "a", logo, sort: 1 }] }],
  })
  const [first] = read.logo_tabs as { name: string; entries: Record<string, unknown>[] }[]
  expect((read.logo_tabs as { name: string }[]).map(tab => tab.name)).toEqual(["One", "Two"])
  expect(first.entries.map(entry => [entry.title, entry.logo])).toEqual([["a", logo], ["b", null]])
  expect(Object.keys(first.entries[0])).toEqual(logoTabs.rows!.entries.fields)
  const written = writeShape(tabs, read).logo_tabs as { sort: number; entries: { title: string; sort: number }[] }[]
  expect(written.map(tab => [tab.sort, tab.entries.map(entry => [entry.title, entry.sort])])).toEqual([[1, [["a", 1], ["b", 2]]], [2, []]])
  expect(fileIdsOf(tabs, read)).toEqual([logo])
  expect(extensionSite().rows).toEqual(expect.objectContaining({ block_tabs_logo_tabs_entries: { owner: "block_tabs_logo_tabs", key: "block_tabs_logo_tabs_id" } }))
  const relation = directusRelations().find(r => r.collection === "block_tabs_logo_tabs_entries" && r.field === "block_tabs_logo_tabs_id")
  expect(relation).toMatchObject({ related_collection: "block_tabs_logo_tabs", meta: { one_field: "entries" }, schema: { on_delete: "CASCADE" } })
  expect(directusRows().find(c => c.collection === "block_tabs_logo_tabs")!.fields.find(f => f.field === "entries")!.meta).toMatchObject({ interface: "list-o2m" })
})

test("in Directus the rows are a hidden collection edited in their block's form, deleted with it, the picture a file", () => {
  const collection = directusRows().find(c => c.collection === "block_gallery_images")!
  expect(collection.meta).toMatchObject({ hidden: true, sort_field: "sort" })
  expect(collection.fields.map(f => [f.field, f.meta.interface ?? null])).toEqual([
    ["id", "input"], ["block_gallery_id", null], ["sort", null], ["image", "file-image"], ["caption", "input"], ["alt", "input"],
  ])
  expect(collection.fields.find(f => f.field === "image")).toMatchObject({ meta: { required: true }, schema: { is_nullable: false } })
  const list = directusCollections().find(c => c.collection === "block_gallery")!.fields.find(f => f.field === "images")!
  expect(list).toMatchObject({ type: "alias", meta: { interface: "list-o2m", special: ["o2m"], options: { enableSelect: false } } })
  const relations = directusRelations().filter(r => r.collection === "block_gallery_images")
  expect(relations).toEqual(expect.arrayContaining([
    expect.objectContaining({ field: "image", related_collection: "directus_files" }),
    expect.objectContaining({ field: "block_gallery_id", related_collection: "block_gallery", meta: expect.objectContaining({ one_field: "images", sort_field: "sort", one_deselect_action: "delete" }), schema: { on_delete: "CASCADE" } }),
  ]))
})

test("every field of every collection has a Directus definition the app can show", () => {
  for (const { collection, fields } of directusCollections()) {
    for (const field of fields) expect([collection, field.field, typeof field.meta.interface]).toEqual([collection, field.field, "string"])
  }
})

test("a list inside a JSON list is named by its label in its row's form (a tab's cards), else by its field", () => {
  const tabs = directusCollections().find(c => c.collection === "block_tabs")!
  const names = (list: string) => (tabs.fields.find(field => field.field === list)!.meta.options!.fields as unknown as { name: string }[])
    .map(field => field.name)
  expect(names("card_tabs")).toEqual(["Name", "Icon", "Description", "Cards"])
  expect(names("groups")).toEqual(["Name", "Entries"])
})

test("a cards block's form shows its layout's card list, named Cards; a card's drawer holds only that shape's fields", () => {
  const block = directusCollections().find(c => c.collection === "block_cards")!
  const lists = block.fields.filter(field => field.meta.interface === "list-o2m")
  expect(lists).toHaveLength(12)
  for (const list of lists) expect(list.meta.translations).toEqual([{ language: "en-US", translation: "Cards" }])
  const shownFor = (field: string) => (lists.find(list => list.field === field)!.meta.conditions as { rule: unknown }[])[0].rule
  expect(shownFor("logo_tiles")).toEqual({ _and: [{ layout: { _in: ["logo_tiles"] } }] })
  expect(shownFor("lettered_cards")).toEqual({ _and: [{ layout: { _in: ["letters", "beside_image"] } }] })
  const tiles = directusRows().find(c => c.collection === "block_cards_logo_tiles")!
  expect(tiles.fields.map(field => field.field)).toEqual(["id", "block_cards_id", "sort", "title", "logo", "badge"])
  expect(tiles.meta.translations).toEqual([{ language: "en-US", translation: "Cards", singular: "Cards", plural: "Cards" }])
  // The page's block list names the type and reads the layout's text, not its stored value.
  expect(block.meta).toMatchObject({ translations: [{ translation: "Cards" }], display_template: "{{heading}} {{layout}}" })
  expect(directusCollections().find(c => c.collection === "block_rich_text")!.meta).toMatchObject({ translations: [{ translation: "Rich Text" }] })
  const layout = block.fields.find(field => field.field === "layout")!
  expect(layout.meta).toMatchObject({ display: "labels" })
  expect((layout.meta.display_options as { choices: unknown[] }).choices).toContainEqual({ value: "logo_tiles", text: "Small tiles of a logo, a name and a label" })
})

describe("translations", () => {
  const pages = CMS_COLLECTIONS.find(c => c.name === "pages")!
  const faq = CMS_COLLECTIONS.find(c => c.name === "block_faq")!

  test("content/ keeps an item's translations inline: one row per language in the site's order, its status, only the text it has", () => {
    const item = {
      id: 26, status: "published", slug: "about", blocks: [],
      translations: [
        { id: 9, pages_id: 26, languages_code: { code: "tr" }, status: "draft", title: "Hakkımızda", description: null, meta_description: "", keywords: [] },
        { id: 8, pages_id: 26, languages_code: "ar", status: "published", title: "من نحن", description: "نص", meta_description: null, keywords: null },
      ],
    }
    expect(contentShape(pages, item).translations).toEqual([
      { languages_code: "ar", status: "published", title: "من نحن", description: "نص" },
      { languages_code: "tr", status: "draft", title: "Hakkımızda" },
    ])
    // An item without translations has no `translations` key, as content/ stores it.
    expect(contentShape(pages, { ...item, translations: [] })).not.toHaveProperty("translations")
    expect(contentShape(faq, { id: 1, translations: [{ languages_code: "ar", heading: "الأسئلة" }] }).translations).toEqual([{ languages_code: "ar", heading: "الأسئلة" }])
  })

  test("a translated picture's address is portable, and its file is one the item references", () => {
    const prose = CMS_COLLECTIONS.find(c => c.name === "block_rich_text")!
    const id = "3f6c2d1e-8b4a-4c7e-9a51-2d7e6b0c9f14"
    const body = `<p>x</p><img src="http://127.0.0.1:8055/assets/${id}.webp?access_token=secret" alt="A chart">`
    const shaped = contentShape(prose, { id: 4, translations: [{ languages_code: "ar", sections: [{ title: "أ", body }] }] })
    expect(JSON.stringify(shaped.translations)).not.toContain("access_token")
    expect(fileIdsOf(prose, shaped)).toEqual([id])
  })

  test("Directus has the languages, a translations collection per collection with text, and the relations of its interface", () => {
    expect(directusLanguages().fields.map(field => field.field)).toEqual(["code", "name", "direction"])
    const collections = directusTranslations().map(c => c.collection)
    expect(collections).toEqual(TRANSLATION_COLLECTIONS)
    expect(collections).toEqual(expect.arrayContaining(["pages_translations", "block_cards_translations", "settings_translations"]))
    expect(collections).not.toContain("skills_translations")
    const rows = directusTranslations().find(c => c.collection === "pages_translations")!
    expect(rows.fields.slice(0, 4).map(field => field.field)).toEqual(["id", "pages_id", "languages_code", "status"])
    // Opened by itself (the Visual Editor on a translated page), a row reads as its item's kind's translation, in its language.
    expect(directusTranslations().find(c => c.collection === "block_hero_translations")!.meta)
      .toMatchObject({ display_template: "{{languages_code.name}}", translations: [expect.objectContaining({ translation: "Hero · translation" })] })
    expect(directusCollections().find(c => c.collection === "pages")!.fields.find(field => field.field === "translations")?.meta)
      .toMatchObject({ interface: "translations", special: ["translations"] })
    const relations = directusRelations().filter(relation => relation.collection === "pages_translations")
    expect(relations).toEqual(expect.arrayContaining([
      expect.objectContaining({ field: "languages_code", related_collection: "languages" }),
      expect.objectContaining({ field: "pages_id", related_collection: "pages", meta: expect.objectContaining({ one_field: "translations", junction_field: "languages_code" }) }),
    ]))
  })

  test("publishing a translation rebuilds: the extension watches the translations as its item's rows", () => {
    const site = extensionSite()
    expect(site.watched).toContain("pages_translations")
    expect(site.rows.pages_translations).toEqual({ owner: "pages", key: "pages_id" })
  })
})
