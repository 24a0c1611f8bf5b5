/** @jest-environment node */
import { spawnSync } from "child_process"
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { migrate } from "../../cms/content-migrations/2026-11-27-block-layout.mjs"

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
