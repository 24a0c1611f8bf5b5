/**
 * Figures in the static copy agree with the stats the pages show (spec 000 §2.9 why-work-with-us:
 * 8 Countries Served; spec 001 about: the global footprint lists the places served).
 */
import { readdirSync, statSync } from "fs"
import path from "path"
import * as about from "../../src/data/about"
import { whyWorkWithUsSection } from "../../src/data/home/why-work-with-us"

/** Every module of static copy under src/data (types aside), so new copy cannot escape the check. */
function dataModules(dir: string): unknown[] {
  return readdirSync(dir).flatMap(name => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === "types" ? [] : dataModules(full)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return /\.tsx?$/.test(name) ? [require(full)] : []
  })
}

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value]
    : Array.isArray(value) ? value.flatMap(strings)
    : value && typeof value === "object" ? Object.values(value).flatMap(strings)
    : []

const copy = strings(dataModules(path.join(__dirname, "../../src/data")))

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
  const served = whyWorkWithUsSection.stats.find(stat => stat.label === "Countries Served")?.target
  expect(served).toBe(8)
  expect(about.aboutStats.find(stat => stat.label === "Countries Served")?.value).toBe(served)
  const found = claims("countries")
  expect(found.length).toBeGreaterThan(0)
  for (const claim of found) expect({ text: claim.text, n: claim.n }).toEqual({ text: claim.text, n: served })
})

test("every 'N continents' in the copy counts the continents of the global footprint", () => {
  const places = [...about.globalFootprint.locations.map(place => place.country), ...about.globalFootprint.alsoServing]
  const continents = new Set(places.map(place => CONTINENT[place]))
  expect(continents.has(undefined as unknown as string)).toBe(false)
  const found = claims("continents")
  expect(found.length).toBeGreaterThan(0)
  for (const claim of found) expect({ text: claim.text, n: claim.n }).toEqual({ text: claim.text, n: continents.size })
})
