import { readFileSync, readdirSync } from "fs"
import path from "path"

/**
 * A page's sections below the fold download as one chunk: each view names one chunk for all its
 * lazySection imports (the registry's `interactive` block types are such imports). Without a name every import is a chunk of its own, and a page fetched
 * twenty-odd small scripts while it hydrated. The heroes are the one chunk two views share: in view
 * at load, they arrive on their own rather than behind the sections below the fold.
 */
const HERO_CHUNK = "hero"
const SRC = path.resolve(__dirname, "../../src")
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : []
  })

const calls = sourceFiles(SRC).flatMap(file =>
  [...readFileSync(file, "utf8").matchAll(/(?:lazySection|interactive)\(\s*\(\)\s*=>\s*import\(([^)]*)\)/g)].map(match => ({
    file: path.relative(SRC, file),
    module: /["'`]([^"'`]+)["'`]\s*$/.exec(match[1].trim())?.[1] ?? "",
    chunk: /webpackChunkName:\s*"([^"]+)"/.exec(match[1])?.[1] ?? null,
  }))
)
const belowTheFold = calls.filter(call => call.chunk !== HERO_CHUNK)
const files = [...new Set(belowTheFold.map(call => call.file))]

test("the views with sections below the fold are found", () => {
  expect(files).toEqual(expect.arrayContaining(["components/layout/Layout.tsx", "blocks/registry.ts"]))
  // The footer and every interactive block type (static ones load on a page change only: lazyNamed).
  expect(calls.length).toBeGreaterThanOrEqual(11)
})

test.each(files)("%s names one chunk for all its sections, and no other view uses it", file => {
  const names = new Set(belowTheFold.filter(call => call.file === file).map(call => call.chunk))
  expect([...names]).toEqual([expect.any(String)])
  const [name] = names
  expect(belowTheFold.filter(call => call.chunk === name && call.file !== file)).toEqual([])
})

test("the heroes, and only they, are in the hero chunk", () => {
  const heroes = calls.filter(call => /(^|\/)(Hero|PageHero)$/.test(call.module))
  expect(heroes.map(call => call.module).sort()).toEqual(["./PageHero", "./hero/Hero"])
  expect(calls.filter(call => call.chunk === HERO_CHUNK)).toEqual(heroes)
})
