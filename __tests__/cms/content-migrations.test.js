/** @jest-environment node */
import { spawnSync } from "child_process"
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { migrate } from "../../cms/content-migrations/2026-11-27-block-layout.mjs"
import { migrate as migrateCardShapes } from "../../cms/content-migrations/2026-11-28-cards-shapes.mjs"
import { migrate as migrateCardTitles } from "../../cms/content-migrations/2026-11-28-cards-titles.mjs"
import { migrate as migrateStatShapes } from "../../cms/content-migrations/2026-11-28-stats-shapes.mjs"
import { migrate as migrateCtaShapes } from "../../cms/content-migrations/2026-11-28-cta-shapes.mjs"
import { migrate as migrateTabShapes } from "../../cms/content-migrations/2026-11-28-tabs-shapes.mjs"
import { migrate as migrateComparisonShapes } from "../../cms/content-migrations/2026-11-28-comparison-shapes.mjs"
import { migrate as migrateListPictures } from "../../cms/content-migrations/2026-11-28-list-pictures.mjs"
import { migrate as migrateCardLists } from "../../cms/content-migrations/2026-11-28-lists-per-card-shape.mjs"
import { migrate as migrateTimeCaption } from "../../cms/content-migrations/2026-11-28-time-caption.mjs"
import { migrate as migrateColumnLists } from "../../cms/content-migrations/2026-11-28-two-column-lists-per-shape.mjs"
import { migrate as migrateTabLists } from "../../cms/content-migrations/2026-11-28-tabs-to-lists-per-shape.mjs"
import { migrate as migrateProjectCards } from "../../cms/content-migrations/2026-11-28-project-cards.mjs"
import { migrate as migrateCtaPanels } from "../../cms/content-migrations/2026-11-29-cta-panels.mjs"
import { migrate as migrateShowcaseItemLabel } from "../../cms/content-migrations/2026-12-06-showcase-item-label.mjs"

test("a block's variant becomes its layout, in the same place; other collections and a second run change nothing", () => {
  const content = {
    block_cards: [{ id: 1, variant: "values", anchor: null, heading: "Values", items: [{ variant: "primary" }] }],
    pages: [{ id: 2, slug: "home", variant: "kept" }],
  }
  migrate(content)
  expect(Object.keys(content.block_cards[0])).toEqual(["id", "layout", "anchor", "heading", "items"])
  expect(content.block_cards[0]).toMatchObject({ layout: "values", items: [{ variant: "primary" }] })
  expect(content.pages[0]).toEqual({ id: 2, slug: "home", variant: "kept" })
  const once = JSON.stringify(content)
  migrate(content)
  expect(JSON.stringify(content)).toBe(once)
})

test("cards of one look each become a shape with the options that keep the look; the options go after items", () => {
  const content = {
    block_cards: [
      { id: 1, layout: "icon_benefits_alt", heading: "Benefits", items: [], image: null },
      { id: 2, layout: "platform_grid", heading: "Platforms", items: [] },
      { id: 3, layout: "values", heading: "Values", items: [] },
    ],
  }
  migrateCardShapes(content)
  expect(content.block_cards).toEqual([
    { id: 1, layout: "icons", heading: "Benefits", items: [], tone: "alt", strip: true, reveal: false, image: null },
    { id: 2, layout: "logo_rows", heading: "Platforms", items: [], tone: "alt", strip: false, reveal: false },
    { id: 3, layout: "letters", heading: "Values", items: [], tone: null, strip: false, reveal: false },
  ])
  const once = JSON.stringify(content)
  migrateCardShapes(content)
  expect(JSON.stringify(content)).toBe(once)
})

test("a card's name becomes its title in place, unless it has a title of its own", () => {
  const content = {
    block_cards: [{ id: 1, items: [{ name: "n8n", logo: "/n8n.svg", title: null }, { name: "Kept name", title: "Own title" }, { title: "Only a title" }] }],
  }
  migrateCardTitles(content)
  expect(content.block_cards[0].items).toEqual([{ title: "n8n", logo: "/n8n.svg" }, { title: "Own title" }, { title: "Only a title" }])
  expect(Object.keys(content.block_cards[0].items[0])).toEqual(["title", "logo"])
  const once = JSON.stringify(content)
  migrateCardTitles(content)
  expect(JSON.stringify(content)).toBe(once)
})

test("figures of one look each become a shape: the headline figure gets the title it wrote, tiles their options, in the contract's places", () => {
  const content = {
    block_stats: [
      { id: 1, layout: "roi", heading: "ROI", group_stats: [], stats: [], points: null },
      { id: 2, layout: "count_up", heading: "Why", stats: [], points: null },
      { id: 3, layout: "tiles", heading: "Impact", stats: [], points: null },
      { id: 4, layout: "results", heading: "Results", stats: [], points: ["Won"] },
    ],
  }
  migrateStatShapes(content)
  expect(content.block_stats).toEqual([
    { id: 1, layout: "headline", heading: "ROI", group_stats: [], stats_title: "Proven results", stats: [], points: null, tone: null, count_up: false },
    { id: 2, layout: "tiles", heading: "Why", stats_title: null, stats: [], points: null, tone: "dark", count_up: true },
    { id: 3, layout: "tiles", heading: "Impact", stats_title: null, stats: [], points: null, tone: "alt", count_up: false },
    { id: 4, layout: "bars", heading: "Results", stats_title: null, stats: [], points: ["Won"], tone: null, count_up: false },
  ])
  expect(Object.keys(content.block_stats[0])).toEqual(["id", "layout", "heading", "group_stats", "stats_title", "stats", "points", "tone", "count_up"])
  const once = JSON.stringify(content)
  migrateStatShapes(content)
  expect(JSON.stringify(content)).toBe(once)
})

test("a booking call to action becomes a boxed panel with a booking button, the not-found notice a notice with its code", () => {
  const content = {
    block_cta: [
      { id: 1, layout: "booking", heading: "Book", button_text: "Book a call", buttons: null, stats: null },
      { id: 2, layout: "not_found", heading: "Page Not Found", button_text: null, buttons: [{ text: "Home", link: "/" }], stats: null },
      { id: 3, layout: "banner", heading: "Advice", button_text: "Book", buttons: null, stats: [] },
    ],
  }
  migrateCtaShapes(content)
  expect(content.block_cta).toEqual([
    { id: 1, layout: "panel", heading: "Book", button_text: null, buttons: [{ text: "Book a call", link: null, variant: null, action: "booking" }], stats: null, boxed: true, code: null },
    { id: 2, layout: "notice", heading: "Page Not Found", button_text: null, buttons: [{ text: "Home", link: "/" }], stats: null, boxed: false, code: "404" },
    { id: 3, layout: "beside_figures", heading: "Advice", button_text: "Book", buttons: null, stats: [], boxed: false, code: null },
  ])
  const once = JSON.stringify(content)
  migrateCtaShapes(content)
  expect(JSON.stringify(content)).toBe(once)
})

test("use cases become tabbed cards whose figures carry the labels the components wrote; technology looks become groups with a tone", () => {
  const entry = (fields) => ({ title: "T", description: "D", hours_saved_per_week: null, roi: null, timeline: null, cost_range: null, features: null, ...fields })
  const content = {
    block_tabs: [
      { id: 1, layout: "automation_use_cases", tabs: [{ name: "Health", items: [entry({ hours_saved_per_week: 15, roi: "340%" })] }], mobile_visible_tabs: 3 },
      { id: 2, layout: "ai_use_cases", tabs: [{ name: "Web", items: [entry({ timeline: "4-6 weeks", cost_range: "$25K-40K", features: ["a"] })] }], mobile_visible_tabs: 3 },
      { id: 3, layout: "technology_light", tabs: [{ name: "Stack", items: [] }], mobile_visible_tabs: null },
    ],
  }
  migrateTabShapes(content)
  const [automation, ai, stack] = content.block_tabs
  expect(Object.keys(automation)).toEqual(["id", "layout", "tabs", "per_row", "tone", "mobile_visible_tabs"])
  expect([automation.layout, automation.per_row, automation.tone]).toEqual(["tabbed_cards", "2", null])
  expect(automation.tabs[0].items[0]).toEqual({ title: "T", description: "D", figures: [{ value: "15 hrs", label: "Saved per week" }, { value: "340% ROI", label: "Return on investment" }], features: null })
  expect([ai.layout, ai.per_row]).toEqual(["tabbed_cards", "3"])
  expect(ai.tabs[0].items[0].figures).toEqual([{ value: "4-6 weeks", label: "Timeline" }, { value: "$25K-40K", label: "Investment" }])
  expect([stack.layout, stack.per_row, stack.tone]).toEqual(["groups", null, "light"])
  const once = JSON.stringify(content)
  migrateTabShapes(content)
  expect(JSON.stringify(content)).toBe(once)
})

test("challenges against solutions are named by their shape, card columns; the other comparisons keep theirs", () => {
  const content = { block_comparison: [{ id: 1, layout: "challenges_solutions" }, { id: 2, layout: "before_after" }] }
  migrateComparisonShapes(content)
  expect(content.block_comparison.map(block => block.layout)).toEqual(["card_columns", "before_after"])
  migrateComparisonShapes(content)
  expect(content.block_comparison.map(block => block.layout)).toEqual(["card_columns", "before_after"])
})

test("a card's logo path becomes one file of the snapshot, however many cards show it; rows get every field; a second run changes nothing", async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"></svg>')
  const written = []
  const assets = { read: sitePath => (sitePath === "/assets/platforms/n8n.svg" ? svg : null), write: (name, bytes) => written.push([name, bytes.length]) }
  const content = {
    files: [{ id: "f160aba1-0583-4ce6-ac34-40c66a567888", filename_download: "client-a.svg" }],
    block_cards: [
      { id: 1, items: [{ title: "n8n", logo: "/assets/platforms/n8n.svg" }, { title: "No logo" }] },
      { id: 2, items: [{ title: "n8n again", logo: "/assets/platforms/n8n.svg", tags: ["x"] }] },
    ],
    block_gallery: [{ id: 3, images: [] }],
  }
  await migrateListPictures(content, { assets })
  const [record] = content.files.filter(file => file.filename_download === "platforms-n8n.svg")
  expect(record).toEqual({ id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/), filename_download: "platforms-n8n.svg", title: "N8n", type: "image/svg+xml", width: 40, height: 20 })
  expect(written).toEqual([["platforms-n8n.svg", svg.length]])
  expect(content.block_cards.flatMap(block => block.items.map(item => item.logo))).toEqual([record.id, null, record.id])
  expect(Object.keys(content.block_cards[1].items[0])).toEqual(["title", "logo", "highlight", "description", "tags", "number", "subtitle", "badge", "icon", "features", "button_text", "button_link", "link", "highlighted"])
  expect(content.block_cards[1].items[0].tags).toEqual(["x"])
  const once = JSON.stringify(content)
  await migrateListPictures(content, { assets })
  expect(JSON.stringify(content)).toBe(once)
  expect(written).toHaveLength(1)
  await expect(migrateListPictures({ block_gallery: [{ id: 4, images: [{ image: "/assets/gallery/gone.webp" }] }] }, { assets })).rejects.toThrow("block_gallery 4: /assets/gallery/gone.webp is not in static/")
})

test("a cards block's cards move to its shape's list, in the same place, with that shape's fields; the other lists are empty", async () => {
  const card = { title: "GPT-4o", logo: "f160aba1-0583-4ce6-ac34-40c66a567888", highlight: null, description: null, tags: null, number: null, badge: "Multimodal", icon: null, features: null, highlighted: null }
  const content = {
    block_cards: [
      { id: 1, layout: "logo_tiles", heading: "Models", items: [card], tone: null },
      { id: 2, layout: "beside_image", heading: "Places", items: [{ title: "Dubai", badge: "HQ", description: "Office" }] },
    ],
  }
  migrateCardLists(content)
  const [tiles, places] = content.block_cards
  expect(Object.keys(tiles).slice(0, 4)).toEqual(["id", "layout", "heading", "icon_cards"])
  expect(Object.keys(tiles).at(-1)).toBe("tone")
  expect(tiles.logo_tiles).toEqual([{ title: "GPT-4o", logo: card.logo, badge: "Multimodal" }])
  expect(tiles.icon_cards).toEqual([])
  expect("items" in tiles).toBe(false)
  // Letters and cards beside a picture share a shape.
  expect(places.lettered_cards).toEqual([{ badge: "HQ", title: "Dubai", description: "Office" }])
  // Every migration runs on every snapshot: the earlier ones leave the new lists as they are.
  const once = JSON.stringify(content.block_cards)
  migrateCardLists(content)
  migrateCardShapes(content)
  await migrateListPictures(content, { assets: { read: () => null, write: () => {} } })
  expect(JSON.stringify(content.block_cards)).toBe(once)
  // A value the shape has no field for is refused, not lost.
  expect(() => migrateCardLists({ block_cards: [{ id: 3, layout: "checks", items: [{ title: "Fast", description: "Kept?" }] }] }))
    .toThrow("block_cards item 3, items[0]: the checks layout has no description; move them by hand first")
})

test("a comparison's columns move to its shape's list, in the same place, their items as entries, with that shape's fields", () => {
  const entry = { short_title: "Slow", long_title: "Slow work", short_description: "a", long_description: "b", icon: "clock", title: null, description: null, points: null, badge: null }
  const column = { title: null, label: null, cost: null, cost_caption: null, timeline: null, points: null, items: [], more_text: null }
  const content = {
    block_comparison: [
      { id: 1, layout: "before_after", heading: "Before", columns: [{ ...column, title: "Before", items: [entry], more_text: "More" }], mobile_visible_count: 3 },
      { id: 2, layout: "challenges_solutions", heading: "Cards", columns: [{ ...column, title: "Challenges", items: [{ title: "Late", icon: "mail", badge: "Featured" }] }] },
      { id: 3, layout: "cost_columns", heading: "Cost", columns: [{ ...column, label: "Usual", cost: "$150K+", points: ["Slow"] }] },
    ],
  }
  // In the runner's order: the card columns' name and the priced columns' time label first.
  migrateComparisonShapes(content)
  migrateTimeCaption(content)
  migrateColumnLists(content)
  const [contrast, cards, priced] = content.block_comparison
  expect(Object.keys(contrast)).toEqual(["id", "layout", "heading", "contrast_columns", "priced_columns", "card_columns", "mobile_visible_count"])
  expect(contrast.contrast_columns).toEqual([{ title: "Before", entries: [{ short_title: "Slow", long_title: "Slow work", short_description: "a", long_description: "b", icon: "clock" }], more_text: "More" }])
  expect([contrast.priced_columns, contrast.card_columns]).toEqual([[], []])
  expect(cards.card_columns).toEqual([{ title: "Challenges", entries: [{ title: "Late", description: null, icon: "mail", points: null, badge: "Featured" }] }])
  expect(priced.priced_columns).toEqual([{ label: "Usual", cost: "$150K+", cost_caption: null, timeline: null, timeline_caption: "Time to launch", points: ["Slow"] }])
  // Every migration runs on every snapshot: the earlier ones leave the new lists as they are.
  const once = JSON.stringify(content.block_comparison)
  migrateComparisonShapes(content)
  migrateTimeCaption(content)
  migrateColumnLists(content)
  expect(JSON.stringify(content.block_comparison)).toBe(once)
  // A value the shape has no field for is refused, not lost: a priced column's entries, a card's short title.
  expect(() => migrateColumnLists({ block_comparison: [{ id: 4, layout: "cost_columns", columns: [{ label: "Usual", items: [entry] }] }] }))
    .toThrow("block_comparison item 4, columns[0]: the layout has no items; move them by hand first")
  expect(() => migrateColumnLists({ block_comparison: [{ id: 5, layout: "card_columns", columns: [{ title: "Challenges", items: [entry] }] }] }))
    .toThrow("block_comparison item 5, columns[0].items[0]: the layout has no short_title, long_title, short_description, long_description; move them by hand first")
})

test("featured projects and the full list become project cards: every project or the featured ones, the button the component wrote as content", () => {
  const block = (id, layout, more = {}) => ({ id, layout, heading: "Projects", limit: 6, button_text: null, button_link: null, ...more })
  const content = { block_projects: [block(1, "featured"), block(2, "all", { limit: null }), block(3, "related", { button_text: "More", button_link: "/portfolios" })] }
  migrateProjectCards(content)
  const [featured, all, related] = content.block_projects
  expect(featured).toEqual({ id: 1, layout: "project_cards", heading: "Projects", limit: 6, every: false, button_text: "View All Projects", button_link: "/portfolios#all" })
  expect(all).toEqual({ id: 2, layout: "project_cards", heading: "Projects", limit: null, every: true, button_text: null, button_link: null })
  expect(related).toMatchObject({ layout: "related", every: false, button_text: "More" })
  expect(Object.keys(featured)).toEqual(["id", "layout", "heading", "limit", "every", "button_text", "button_link"])
  const once = JSON.stringify(content)
  migrateProjectCards(content)
  expect(JSON.stringify(content)).toBe(once)
})

test("figures beside a booking button and the light lead box become panels; boxed becomes the look, in its place, once", () => {
  // The old shape holds `boxed`, the new one `look` in its place.
  const old = (fields, boxed = false) => ({ id: 0, layout: "panel", heading: "H", button_text: null, buttons: null, stats: null, boxed, code: null, ...fields })
  const migrated = (fields, look) => ({ id: 0, layout: "panel", heading: "H", button_text: null, buttons: null, stats: null, look, code: null, ...fields })
  const content = {
    block_cta: [
      old({ id: 1, layout: "beside_figures", button_text: "Book", stats: [{ value: "9", label: "L" }] }),
      old({ id: 2, layout: "lead_box", button_text: "Submit Form" }),
      old({ id: 3, buttons: [{ text: "Go", link: "/contact" }] }, true),
      old({ id: 4 }),
      old({ id: 5, layout: "notice", code: "404" }),
    ],
  }
  migrateCtaPanels(content)
  expect(content.block_cta).toEqual([
    migrated({ id: 1, buttons: [{ text: "Book", link: null, variant: "light", action: "booking" }], stats: [{ value: "9", label: "L" }] }, "band"),
    migrated({ id: 2, button_text: "Submit Form" }, "light"),
    migrated({ id: 3, buttons: [{ text: "Go", link: "/contact" }] }, "box"),
    migrated({ id: 4 }, "band"),
    migrated({ id: 5, layout: "notice", code: "404" }, null),
  ])
  expect(Object.keys(content.block_cta[0])).toEqual(["id", "layout", "heading", "button_text", "buttons", "stats", "look", "code"])
  const once = JSON.stringify(content)
  // The older cta-shapes migration runs first on every run, and puts an unset `boxed` back.
  migrateCtaShapes(content)
  migrateCtaPanels(content)
  expect(JSON.stringify(content)).toBe(once)
})

test("a block whose layout has no list is named, not met with a TypeError", () => {
  expect(() => migrateCardLists({ block_cards: [{ id: 6, layout: "nope", items: [] }] })).toThrow('block_cards item 6: layout "nope" has no card list')
  expect(() => migrateTabLists({ block_tabs: [{ id: 7, layout: "nope", tabs: [] }] })).toThrow('block_tabs item 7: layout "nope" has no tab list')
})

test("the showcase's item line the component wrote becomes the settings' words; an editor's own words and a second run are kept", () => {
  const content = { settings: { showcase_pane_label: "{heading}: details", translations: [{ languages_code: "ar" }] } }
  migrateShowcaseItemLabel(content)
  expect(content.settings).toEqual({ showcase_pane_label: "{heading}: details", translations: [{ languages_code: "ar" }], showcase_item_label: "Service {number}" })
  const edited = { settings: { showcase_item_label: "Step {number}" } }
  migrateShowcaseItemLabel(edited)
  migrateShowcaseItemLabel(content)
  expect(edited.settings.showcase_item_label).toBe("Step {number}")
  expect(content.settings.showcase_item_label).toBe("Service {number}")
  expect(() => migrateShowcaseItemLabel({})).not.toThrow()
})

test("the comparison's lists per shape run after the migrations that read its columns", () => {
  const names = readdirSync(path.join(__dirname, "../../cms/content-migrations")).sort()
  const at = name => names.indexOf(`2026-11-28-${name}.mjs`)
  expect(at("two-column-lists-per-shape")).toBeGreaterThan(Math.max(at("comparison-shapes"), at("time-caption")))
})

test("cms/scripts/migrate.mjs rewrites an old snapshot once, and finds the embedded one current", () => {
  const script = path.join(__dirname, "../../cms/scripts/migrate.mjs")
  const run = dir => spawnSync(process.execPath, [script, "--content", dir], { encoding: "utf8" })
  const dir = mkdtempSync(path.join(tmpdir(), "content-"))
  const source = path.join(__dirname, "../../content")
  for (const name of readdirSync(source).filter(f => f.endsWith(".json"))) writeFileSync(path.join(dir, name), readFileSync(path.join(source, name)))
  expect(run(dir).stdout).toMatch(/content already current/)
  const old = JSON.parse(readFileSync(path.join(dir, "block_faq.json"), "utf8")).map(({ layout, ...rest }) => ({ id: rest.id, variant: layout, ...rest }))
  writeFileSync(path.join(dir, "block_faq.json"), `${JSON.stringify(old, null, 2)}\n`)
  expect(run(dir).stdout).toMatch(/rewrote block_faq\.json$/m)
  expect(readFileSync(path.join(dir, "block_faq.json"), "utf8")).toBe(readFileSync(path.join(source, "block_faq.json"), "utf8"))
})
