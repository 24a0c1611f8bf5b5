/**
 * Issue [weight]'s definition of what a page costs a phone in JavaScript (scripts/page-weight.mjs):
 * every script it downloads from navigation until the network is quiet after load, with no input, on
 * a new visitor's phone. One route of each family of pages, each held to an absolute budget and to
 * its own block types' code.
 */
import { readFileSync } from "fs"
import path from "path"
import type { Browser } from "playwright-core"
import { FAMILY_ROUTES, scriptsOnLoad } from "../scripts/page-weight.mjs"
import { BLOCK_CHUNK_PREFIX } from "../src/blocks/chunk-names"
import { launch, openSession, url } from "./support/browser"
import { sectionsHydrated } from "./support/poll"
import { PUBLIC_DIR } from "./support/built-site"
import { kb } from "./support/page-weight"
import { PAGE_COMPONENT_CHUNK_PREFIX } from "../src/framework/internals"

/**
 * [weight]'s budget: 1.2 × what a bare Gatsby page downloads (65.3 KB, as `npm run bench` measures it
 * in the same run: its `Scripts on load` column). Every family's route is at 75.9–78.0 KB (at most 404 B under it): no
 * section's code moves a phone's first screen (figures count up in CSS, and the service pages' pane
 * moves by itself only on a wide screen).
 */
const BUDGET = Math.floor(1.2 * 65.3 * 1024)

/** The block types whose code a page's blocks need on a first load (those that hydrate), by chunk name, from its page data. */
function blockChunksOf(route: string, only?: string): string[] {
  const file = path.join(PUBLIC_DIR, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json")
  const blocks: { blockType: string; hydrate?: string | null }[] = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === "object") {
      if ("blockType" in value) blocks.push(value as (typeof blocks)[number])
      Object.values(value).forEach(walk)
    }
  }
  walk(JSON.parse(readFileSync(file, "utf8")))
  const chunks = blocks.filter(block => block.hydrate !== "never" && (!only || block.hydrate === only) && block.blockType !== "block_hero")
    .map(block => `${BLOCK_CHUNK_PREFIX}${block.blockType.replace(/^block_/, "").replace(/_/g, "-")}`)
  return [...new Set(chunks)].sort()
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** The sections' chunks among the scripts, by name. */
const blockChunksAmong = (scripts: string[]) =>
  scripts.flatMap(file => new RegExp(`^/(${BLOCK_CHUNK_PREFIX}[a-z-]+)-[0-9a-f]+\\.js$`).exec(file)?.[1] ?? []).sort()

test.each(FAMILY_ROUTES.map(route => [route]))("%s: the scripts a phone downloads on load are within budget", async route => {
  const { scripts, gzip } = await scriptsOnLoad(browser, url(route))
  // Measured, not assumed: the framework and the page's own component are among them.
  expect(scripts.some(file => file.startsWith("/framework-"))).toBe(true)
  expect(scripts.some(file => file.startsWith(`/${PAGE_COMPONENT_CHUNK_PREFIX}`))).toBe(true)
  // Before any use, a page downloads at most the code of its own block types that move as they show.
  const ownSeen = blockChunksOf(route, "when-seen")
  expect([route, blockChunksAmong(scripts).filter(chunk => !ownSeen.includes(chunk))]).toEqual([route, []])
  expect({ route, scriptsOnLoad: kb(gzip), within: gzip <= BUDGET }).toEqual({ route, scriptsOnLoad: kb(gzip), within: true })
})

test.each(FAMILY_ROUTES.filter(route => route !== "/404").map(route => [route]))(
  "%s: once the visitor uses it, the page downloads the code of its own block types that hydrate, and no other type's",
  async route => {
    const { page, context } = await openSession(browser, { width: 412, height: 823, priorConsent: "rejected" })
    const scripts: string[] = []
    page.on("response", response => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname)
    })
    await page.goto(url(route), { waitUntil: "load" })
    await sectionsHydrated(page, 30000)
    await page.waitForLoadState("networkidle")
    expect([route, [...new Set(blockChunksAmong(scripts))]]).toEqual([route, blockChunksOf(route)])
    await context.close()
  }
)
