/** @jest-environment node */
import { blockNodeFields, linkBlocks, referencedBlockKeys } from "../src/blocks"
import type { SourcedItem } from "../src/blocks"
import { describeIssue, normaliseItem } from "../src/normalise"
import type { ContentIssue } from "../src/normalise"
import { requestFields, collectionSpec } from "../src/collections"
import { typeDefs } from "../src/schema"
import { byNodeField, int, list as jsonList, rows, str } from "../src/fields"

const collecting = () => {
  const issues: ContentIssue[] = []
  const ctx = {
    nodeId: (collection: string, id: string | number) => `${collection}:${id}`,
    fileNodeId: (_id: string): string | undefined => undefined,
    inlinePicture: () => undefined,
    sanitizeHtml: (html: string) => html,
    reject: (issue: ContentIssue) => issues.push(issue),
  }
  return { ctx, issues, described: () => issues.map(describeIssue) }
}

test("a page's block list follows the editor's sort and links each block's node", () => {
  const { ctx } = collecting()
  const page = normaliseItem("pages", {
    id: 7, slug: "lp/offer",
    blocks: [{ collection: "block_cta", item: "4", sort: 3 }, { collection: "block_hero", item: "2", sort: 1 }, { collection: "block_cards", item: 9, sort: 2 }],
  }, ctx)
  expect(page.blocks).toEqual(["block_hero:2", "block_cards:9", "block_cta:4"])
  expect(requestFields(collectionSpec("pages"))).toEqual(expect.arrayContaining(["blocks.collection", "blocks.item", "blocks.sort"]))
})

test("a block of a type the site does not know is dropped with a warning naming page and field", () => {
  const { ctx, described } = collecting()
  const page = normaliseItem("pages", { id: 7, blocks: [{ collection: "block_video", item: "1", sort: 1 }, { collection: "block_hero", item: "1", sort: 2 }] }, ctx)
  expect(page.blocks).toEqual(["block_hero:1"])
  expect(described()).toEqual(['pages item 7, field "blocks": unknown block type "block_video": block dropped'])
})

test("a repeater's rows keep the editor's order and typed entries; a picture is a sourced file or a path, anything else is refused by its place", () => {
  const { ctx, described } = collecting()
  ctx.fileNodeId = (id: string) => (id === "f160aba1-0583-4ce6-ac34-40c66a567888" ? `file:${id}` : undefined)
  const block = normaliseItem("block_cards", {
    id: 3, layout: "logo_cards", heading: "Platforms",
    // As Directus returns a one-to-many list's rows: its items, each with its place.
    logo_cards: [
      { title: "Evil", logo: "javascript:alert(1)", tags: null, sort: 3 },
      { title: "n8n", logo: "f160aba1-0583-4ce6-ac34-40c66a567888", tags: ["Self-hosted", 4], sort: 1 },
      { title: "Zapier", logo: "/assets/platforms/zapier.svg", tags: [], sort: 2 },
      "not an entry",
    ],
  }, ctx)
  // Every entry has every card field, empty where the logo cards' list has none.
  const unset = { highlight: null, description: null, number: null, subtitle: null, badge: null, icon: null, features: [], buttonText: null, buttonLink: null, link: null, highlighted: false }
  expect(block.items).toEqual([
    { title: "n8n", logo: "file:f160aba1-0583-4ce6-ac34-40c66a567888", logoUrl: null, tags: ["Self-hosted"], ...unset },
    { title: "Zapier", logo: null, logoUrl: "/assets/platforms/zapier.svg", tags: [], ...unset },
    { title: "Evil", logo: null, logoUrl: null, tags: [], ...unset },
  ])
  expect(described()).toEqual([expect.stringMatching(/^block_cards item 3, field "logo_cards\[2\]\.logo": not a file id, https: URL or site path/)])
  expect(requestFields(collectionSpec("block_cards"))).toEqual(expect.arrayContaining(["logo_cards.title", "logo_cards.logo", "logo_cards.sort"]))
})

test("a block's node holds what its layout's form shows: another layout's list and options are empty, and not checked", () => {
  const { ctx, described } = collecting()
  const block = normaliseItem("block_cards", {
    id: 4, layout: "checks", heading: "Why us",
    // Left from when the block was of another layout: hidden in its form now.
    icon_cards: [{ title: "An icon card", icon: "not-an-icon" }], strip: true, button_link: "javascript:alert(1)",
    check_items: [{ title: "Fast", sort: 2 }, { title: "Fair", sort: 1 }],
  }, ctx)
  expect((block.items as { title: string }[]).map(card => card.title)).toEqual(["Fair", "Fast"])
  expect(block).toMatchObject({ strip: false, buttonLink: null })
  expect(described()).toEqual([])
})

test("nested repeaters (a layout's tabs of cards with their figures, as the block's tabs) and anchors follow their kinds", () => {
  const { ctx, described } = collecting()
  const block = normaliseItem("block_tabs", {
    id: 1, layout: "tabbed_cards", heading: "Tabs", anchor: "Not An Anchor",
    card_tabs: [{ name: "Finance", icon: "unicorn", entries: [{ title: "Invoices", figures: [{ value: "30 hrs", label: "Saved per week", extra: "x" }], features: ["a"], icon: "bank" }] }],
    // Another shape's list, which this layout does not show: not read.
    groups: [{ name: "Stack", entries: [{ title: "React" }] }],
  }, ctx)
  expect(block.anchor).toBeNull()
  expect((block.tabs as { name: string }[]).map(tab => tab.name)).toEqual(["Finance"])
  expect((block.tabs as { icon: unknown }[])[0].icon).toBeNull()
  expect((block.tabs as { items: unknown[] }[])[0].items).toEqual([
    {
      title: "Invoices", description: null, figures: [{ value: "30 hrs", label: "Saved per week" }], features: ["a"], icon: "bank", badge: null,
      logo: null, logoUrl: null, highlight: null, highlightLabel: null,
    },
  ])
  expect(described()).toEqual([
    expect.stringMatching(/^block_tabs item 1, field "anchor": not an anchor/),
    // Named by the field the editor fills in Directus.
    expect.stringMatching(/^block_tabs item 1, field "card_tabs\[0\]\.icon": not one of chart, clock, .*: "unicorn"$/),
  ])
})

test("a comparison's columns are its layout's list (priced columns, without entries), read as the block's columns", () => {
  const { ctx, described } = collecting()
  const block = normaliseItem("block_comparison", {
    id: 2, layout: "cost_columns", heading: "Cost",
    priced_columns: [{ label: "Usual", cost: "$150K+", points: ["Slow"] }],
    // Another shape's list, which this layout does not show: not read.
    card_columns: [{ title: "Challenges", entries: [{ title: "Late" }] }],
  }, ctx)
  expect(block.columns).toEqual([
    { title: null, items: [], moreText: null, label: "Usual", cost: "$150K+", costCaption: null, timeline: null, timelineCaption: null, points: ["Slow"] },
  ])
  expect(described()).toEqual([])
})

test("a block missing a required field is dropped with a warning naming page, block and field", () => {
  const { issues } = collecting()
  const items: SourcedItem[] = [
    { collection: "pages", item: "32", nodeId: "page-32", fields: { slug: "lp/x", blocks: ["hero-1", "cta-2", "gone-3"] } },
    { collection: "block_hero", item: "1", nodeId: "hero-1", fields: { layout: "landing", heading: "Automate" } },
    { collection: "block_cta", item: "2", nodeId: "cta-2", fields: { layout: "final", heading: "" } },
  ]
  const linked = linkBlocks(items, issue => issues.push(issue))
  expect(linked.map(item => item.nodeId)).toEqual(["page-32", "hero-1"])
  expect(linked[0].fields.blocks).toEqual(["hero-1"])
  expect(issues.map(describeIssue)).toEqual([
    'pages item 32, field "blocks": block block_cta 2, field "heading": required but empty: block dropped',
    'pages item 32, field "blocks": block 3 of the list was not found: dropped',
  ])
})

test("a block of a layout its type does not have is dropped with warnings naming the value, then page, block and field", () => {
  const { ctx, described } = collecting()
  const cards = normaliseItem("block_cards", { id: 7, layout: "carousel", heading: "Cards" }, ctx)
  expect(cards.layout).toBeNull()
  const items: SourcedItem[] = [
    { collection: "pages", item: "5", nodeId: "page-5", fields: { slug: "about", blocks: ["cards-7"] } },
    { collection: "block_cards", item: "7", nodeId: "cards-7", fields: cards },
  ]
  const linked = linkBlocks(items, ctx.reject)
  expect(linked[0].fields.blocks).toEqual([])
  expect(described()).toEqual([
    expect.stringMatching(/^block_cards item 7, field "layout": not one of icons, numbered, .*: "carousel"$/),
    'pages item 5, field "blocks": block block_cards 7, field "layout": required but empty: block dropped',
  ])
})

test("a block node says how its layout hydrates on a first load, as its type's declaration says", () => {
  expect(blockNodeFields("block_cards", { layout: "checks" })).toMatchObject({ blockType: "block_cards", hydrate: "never" })
  expect(blockNodeFields("block_cards", { layout: "list_with_pane" })).toMatchObject({ blockType: "block_cards", hydrate: "when-seen-wide" })
  expect(blockNodeFields("block_tabs", { layout: "logo_categories" })).toMatchObject({ blockType: "block_tabs", hydrate: "when-used" })
  expect(blockNodeFields("block_faq", { layout: "accordion" })).toMatchObject({ hydrate: "never" })
})

test("a layout static but for an option hydrates only when the block asks for it", () => {
  expect(blockNodeFields("block_cards", { layout: "icons", strip: false, reveal: false })).toMatchObject({ hydrate: "never" })
  expect(blockNodeFields("block_cards", { layout: "icons", strip: true, reveal: false })).toMatchObject({ hydrate: "when-seen-wide" })
  expect(blockNodeFields("block_cards", { layout: "icons", strip: false, reveal: true })).toMatchObject({ hydrate: "when-seen" })
  expect(blockNodeFields("block_cards", { layout: "nonesuch" })).toMatchObject({ hydrate: "when-seen" })
})

test("an option is read from the normalised block, as the source plugin makes the node: cards that fade in hydrate, still ones do not", () => {
  const { ctx } = collecting()
  const node = (fields: Record<string, unknown>) => blockNodeFields("block_cards", normaliseItem("block_cards", { id: 1, layout: "icons", heading: "Cards", ...fields }, ctx))
  expect(node({ reveal: true })).toMatchObject({ reveal: true, hydrate: "when-seen" })
  expect(node({ reveal: false })).toMatchObject({ hydrate: "never" })
  const panel = (buttons: unknown[]) => blockNodeFields("block_cta", normaliseItem("block_cta", { id: 2, layout: "panel", heading: "Go", buttons }, ctx))
  expect(panel([{ text: "Contact", link: "/contact" }])).toMatchObject({ hydrate: "when-used" })
  expect(panel([{ text: "Book", action: "booking" }])).toMatchObject({ hydrate: "never" })
})

test("only the blocks of the given (published) items are referenced", () => {
  const keys = referencedBlockKeys({
    pages: [{ id: 1, blocks: [{ collection: "block_hero", item: "1" }, { collection: "block_cta", item: 2 }] }],
  })
  expect([...keys]).toEqual(["block_hero:1", "block_cta:2"])
})

test("the schema gives every block type the DirectusBlock interface and typed repeater entries", () => {
  const sdl = typeDefs()
  expect(sdl).toContain("interface DirectusBlock implements Node")
  expect(sdl).toMatch(/type DirectusBlockTabs implements Node & DirectusBlock @dontInfer \{[^}]*tabs: \[DirectusBlockTabsTabs!\]!/)
  expect(sdl).toMatch(/type DirectusBlockTabsTabs \{[^}]*items: \[DirectusBlockTabsTabsItems!\]!/)
  expect(sdl).toMatch(/type DirectusPage implements Node @dontInfer \{[^}]*blocks: \[DirectusBlock!\]! @link/)
  // Every card list is the block's items: one entry type holding each shape's fields once.
  const cards = sdl.match(/type DirectusBlockCards implements[^}]*\}/)![0]
  expect(cards.match(/\bitems: /g)).toHaveLength(1)
  const card = sdl.match(/type DirectusBlockCardsItems \{[^}]*\}/g)!
  expect(card).toHaveLength(1)
  expect(card[0].match(/^\s+\w+/gm)!.map(line => line.trim()).sort()).toEqual([
    "badge", "buttonLink", "buttonText", "description", "features", "highlight", "highlighted", "icon", "link", "logo", "logoUrl", "number", "subtitle", "tags", "title",
  ])
})

test("fields sharing a node field must be lists, and their shared entries keep one kind", () => {
  const list = (source: string, fields: ReturnType<typeof str>[]) => rows(source, "{{ title }}", fields, { name: "items" })
  expect(byNodeField([list("a", [str("title")]), list("b", [str("title"), int("number")])])).toEqual([
    expect.objectContaining({ source: "a", name: "items", type: expect.objectContaining({ fields: [str("title"), int("number")] }) }),
  ])
  expect(() => byNodeField([list("a", [str("title")]), list("b", [int("title")])])).toThrow(/share node field title/)
  expect(() => byNodeField([str("title"), int("title")])).toThrow(/share node field title/)
  // Entry lists merged within entries are read by one source name.
  const tabs = (source: string, entries: string) => rows(source, "{{ name }}", [str("name"), rows(entries, "{{ title }}", [str("title")], { name: "items" })], { name: "tabs" })
  expect(byNodeField([tabs("a", "entries"), tabs("b", "entries")])).toHaveLength(1)
  expect(() => byNodeField([tabs("a", "entries"), tabs("b", "cards")])).toThrow(/entry lists entries and cards share node field items/)
})

test("a JSON list cannot hold rows (Directus has no one-to-many inside a repeater)", () => {
  expect(() => jsonList("tabs", "{{ name }}", [rows("entries", "{{ title }}", [str("title")])])).toThrow(/list tabs holds rows entries/)
  expect(() => rows("tabs", "{{ name }}", [rows("entries", "{{ title }}", [str("title")])])).not.toThrow()
})
