import { readFileSync, readdirSync } from "fs"
import path from "path"
import { BLOCK_CHUNK_PREFIX } from "../../src/blocks/chunk-names"

/**
 * How the lazily loaded sections are cut into chunks. The shell's sections (header, footer) share
 * one chunk; the heroes share another, in view at load, so they arrive on their own; each interactive
 * block type is a chunk of its own (`block-<type>`), so a page downloads only its own types' code
 * (gatsby-node gathers what they share into one `sections` chunk). Without names every import is a
 * chunk of its own, and a page fetched twenty-odd small scripts while it hydrated.
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
const heroes = calls.filter(call => /(^|\/)(Hero|PageHero)$/.test(call.module))
const blockTypes = calls.filter(call => call.file === "blocks/registry.ts" && !heroes.includes(call))

test("every lazy section names its chunk", () => {
  expect(calls.length).toBeGreaterThanOrEqual(12)
  expect(calls.filter(call => call.chunk === null)).toEqual([])
})

test("the heroes, and only they, are in the hero chunk", () => {
  expect(heroes.map(call => call.module).sort()).toEqual(["./PageHero", "./hero/Hero"])
  expect(calls.filter(call => call.chunk === HERO_CHUNK)).toEqual(heroes)
})

test("each interactive block type is a chunk of its own, named after its folder", () => {
  expect(blockTypes.length).toBeGreaterThanOrEqual(9)
  for (const call of blockTypes) expect([call.module, call.chunk]).toEqual([call.module, `${BLOCK_CHUNK_PREFIX}${call.module.split("/")[1]}`])
  expect(new Set(blockTypes.map(call => call.chunk)).size).toBe(blockTypes.length)
})

test("every other view names one chunk for all its sections, and no other view uses it", () => {
  const others = calls.filter(call => !heroes.includes(call) && !blockTypes.includes(call))
  expect(others.map(call => call.file)).toEqual(expect.arrayContaining(["components/layout/Layout.tsx"]))
  for (const file of new Set(others.map(call => call.file))) {
    const names = new Set(others.filter(call => call.file === file).map(call => call.chunk))
    expect([file, names.size]).toEqual([file, 1])
    expect(calls.filter(call => names.has(call.chunk) && call.file !== file)).toEqual([])
  }
})
