/** @jest-environment node */
import { spawnSync } from "child_process"
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { migrate } from "../../cms/content-migrations/2026-11-27-block-layout.mjs"
import { migrate as migrateCardShapes } from "../../cms/content-migrations/2026-11-28-cards-shapes.mjs"
import { migrate as migrateCardTitles } from "../../cms/content-migrations/2026-11-28-cards-titles.mjs"

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
