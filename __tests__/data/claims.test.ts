/**
 * Figures in the static copy agree with the stats the pages show (spec 000 §2.9 why-work-with-us:
 * 8 Countries Served; spec 001 about: the global footprint lists the places served).
 */
import { readdirSync, statSync } from "fs"
import path from "path"
import { BLOCK_NAMES } from "../../plugins/gatsby-source-directus/src/collections"
import { besideImageView } from "../../src/blocks/cards/view"
import { pageHeroView } from "../../src/blocks/hero/view"
import { tilesView } from "../../src/blocks/stats/view"
import { industryFallbackCards } from "../../src/content/industry-fallback"
import { pageBlock, snapshotBlocks } from "../support/content-blocks"

/** Every module of static copy under src/data, so new copy cannot escape the check. */
function dataModules(dir: string): unknown[] {
  return readdirSync(dir).flatMap(name => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return dataModules(full)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return /\.tsx?$/.test(name) ? [require(full)] : []
  })
}

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value]
    : Array.isArray(value) ? value.flatMap(strings)
    : value && typeof value === "object" ? Object.values(value).flatMap(strings)
    : []

/** The static copy (src/data, the fallback industry cards) and the copy of every block in content/. */
const copy = strings([
  dataModules(path.join(__dirname, "../../src/data")),
  industryFallbackCards,
  BLOCK_NAMES.map(name => snapshotBlocks(name)),
])
const aboutStats = pageHeroView(pageBlock("about", "block_hero", "page")).stats
const footprint = besideImageView(pageBlock("about", "block_cards", "beside_image"))

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }
/** Every "<n> countries" / "<n> continents" claim, as numbers. */
const claims = (noun: string) =>
  copy.flatMap(text => Array.from(text.matchAll(new RegExp(`\\b(\\w+)\\+? ${noun}\\b`, "gi")), match => ({ text, n: NUMBER_WORDS[match[1].toLowerCase()] ?? Number(match[1]) })))
    .filter(claim => !Number.isNaN(claim.n))

/** Where the footprint's places are (test data: a fact about the world, not about the site). */
const CONTINENT: Record<string, string> = {
  Pakistan: "Asia", UAE: "Asia", KSA: "Asia", Qatar: "Asia", "United States": "North America", Canada: "North America",
  "United Kingdom": "Europe", Germany: "Europe", Australia: "Oceania",
}

test("every 'N countries' in the copy is the Countries Served stat", () => {
  const tiles = tilesView(pageBlock("home", "block_stats", "tiles"))
  const served = tiles.countUp ? tiles.stats.find(stat => stat.label === "Countries Served")?.target : undefined
  expect(served).toBe(8)
  expect(aboutStats.find(stat => stat.label === "Countries Served")?.target).toBe(served)
  const found = claims("countries")
  expect(found.length).toBeGreaterThan(0)
  for (const claim of found) expect({ text: claim.text, n: claim.n }).toEqual({ text: claim.text, n: served })
})

test("every 'N continents' in the copy counts the continents of the global footprint", () => {
  // A place card is named "<city>, <country>"; the footnote lists the other countries served.
  const places = [...footprint.cards.map(place => place.title.split(", ").pop()), ...(footprint.footnote?.text.split(", ") ?? [])]
  const continents = new Set(places.map(place => CONTINENT[place ?? ""]))
  expect(continents.has(undefined as unknown as string)).toBe(false)
  const found = claims("continents")
  expect(found.length).toBeGreaterThan(0)
  for (const claim of found) expect({ text: claim.text, n: claim.n }).toEqual({ text: claim.text, n: continents.size })
})
