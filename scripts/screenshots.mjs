#!/usr/bin/env node
// Screenshots of every built route, and a pixel comparison of two sets: the check that a change of
// markup or content shape changes nothing a visitor sees.
//
//   node scripts/screenshots.mjs shoot <dir> [--routes /,/about] [--widths 375,1440]
//   node scripts/screenshots.mjs compare <before-dir> <after-dir> [--diff <dir>]
//
// shoot serves public/ on loopback (as the browser tests do), opens each route in Debian's Chromium
// with every outside request aborted, a cookie choice already made and reduced motion, scrolls it
// through so every image and section near the viewport loads, and saves a full-page PNG per width.
// compare lists the routes whose pixels differ (how many, and where), and with --diff writes each
// difference in red over a faded copy of the "after" shot.
import { mkdir, readdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"
import sharp from "sharp"
import { startServer, staysOnMachine } from "./serve-static.mjs"
import { CHROMIUM_PATH } from "./chromium.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
/** A channel difference at most this large is the rasteriser's rounding, not a change. */
const TOLERANCE = 2

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}

/** Every route of the built site (its index.html pages and the not-found page). */
async function builtRoutes(dir) {
  const routes = []
  const walk = async (sub) => {
    for (const entry of await readdir(path.join(dir, sub), { withFileTypes: true })) {
      if (entry.isDirectory() && !["static", "page-data", "_gatsby", "~partytown"].includes(entry.name)) await walk(path.join(sub, entry.name))
      else if (entry.name === "index.html") routes.push(`/${sub.split(path.sep).join("/")}${sub ? "/" : ""}`)
    }
  }
  await walk("")
  return routes.sort()
}

const fileName = (route, width) => `${route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/\//g, "__")}@${width}.png`

async function settle(page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 20000 })
  // Every section live first (once the page is used, a press of Shift here, they hydrate one per idle
  // period): a card's picture waits for its section's code to see it near the viewport.
  await page.keyboard.press("Shift")
  await page.waitForFunction(() => document.querySelector('template[data-island="waiting"]') === null, null, { timeout: 30000 })
  // Then down the page a part of a viewport at a time, as a visitor scrolls: near-viewport images load.
  const step = Math.round(page.viewportSize().height * 0.6)
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate(top => window.scrollTo(0, top), y)
    await page.waitForTimeout(120)
  }
  await page.waitForLoadState("networkidle")
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForFunction(() => Array.from(document.images).every(img => img.complete), null, { timeout: 20000 })
  await page.evaluate(() => document.fonts.ready)
  // On phones the sections after the first skip painting until they near the viewport
  // (content-visibility: auto); a full-page shot would show them blank. Painted as a visitor sees them.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" })
  await page.waitForTimeout(400)
}

/**
 * A full-page shot once two in a row are alike: a page can still repaint after it has settled (the
 * last chunk's styles, fonts), which moved list markers by a pixel on a shot taken 400 ms after.
 */
async function steadyShot(page) {
  // The showcase, every layout of every block type, is over 100,000 px tall: its shot takes more than 30 s.
  const take = () => page.screenshot({ fullPage: true, animations: "disabled", caret: "hide", timeout: 180000 })
  let last = await take()
  for (let attempt = 0; attempt < 8; attempt++) {
    await page.waitForTimeout(500)
    const next = await take()
    if (next.equals(last)) return next
    last = next
  }
  throw new Error(`${page.url()}: no two shots in a row alike`)
}

async function shoot(outDir) {
  const widths = option("widths", "375,1440").split(",").map(Number)
  const server = await startServer({ dir: path.join(root, "public"), port: 0 })
  const routes = option("routes") ? option("routes").split(",") : await builtRoutes(path.join(root, "public"))
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars", "--font-render-hinting=none"],
  })
  await mkdir(outDir, { recursive: true })
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" })
      await context.route("**/*", route => (staysOnMachine(route.request().url()) ? route.continue() : route.abort("blockedbyclient")))
      await context.addInitScript(() => window.localStorage.setItem("lumenaut:consent", JSON.stringify({ analytics: false, marketing: false })))
      for (const route of routes) {
        const page = await context.newPage()
        await page.goto(`${server.url}${route}`, { waitUntil: "load" })
        await settle(page)
        await writeFile(path.join(outDir, fileName(route, width)), await steadyShot(page))
        await page.close()
        console.log(`${route} @${width}`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

/** How two shots differ: null when alike, else the count of differing pixels and their bounding box. */
async function difference(beforeFile, afterFile) {
  const [a, b] = await Promise.all([beforeFile, afterFile].map(file => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })))
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
    return { size: `${a.info.width}×${a.info.height} → ${b.info.width}×${b.info.height}`, b }
  }
  const { width, height } = a.info
  let count = 0
  const box = { top: height, left: width, bottom: -1, right: -1 }
  const mask = Buffer.alloc(width * height)
  for (let i = 0; i < width * height; i++) {
    const o = i * 4
    const delta = Math.max(...[0, 1, 2, 3].map(c => Math.abs(a.data[o + c] - b.data[o + c])))
    if (delta <= TOLERANCE) continue
    count++
    mask[i] = 1
    const x = i % width
    const y = (i - x) / width
    box.top = Math.min(box.top, y)
    box.bottom = Math.max(box.bottom, y)
    box.left = Math.min(box.left, x)
    box.right = Math.max(box.right, x)
  }
  return count === 0 ? null : { count, box, mask, b }
}

async function writeDiff(file, { b, mask }) {
  const { width, height } = b.info
  const out = Buffer.from(b.data)
  for (let i = 0; i < width * height; i++) {
    const o = i * 4
    if (mask?.[i]) out.set([255, 0, 0, 255], o)
    else for (let c = 0; c < 3; c++) out[o + c] = 255 - Math.round((255 - out[o + c]) * 0.3)
  }
  await sharp(out, { raw: { width, height, channels: 4 } }).png().toFile(file)
}

async function compare(beforeDir, afterDir) {
  const diffDir = option("diff")
  if (diffDir) await mkdir(diffDir, { recursive: true })
  const before = new Set((await readdir(beforeDir)).filter(f => f.endsWith(".png")))
  const after = new Set((await readdir(afterDir)).filter(f => f.endsWith(".png")))
  const lines = []
  for (const file of [...new Set([...before, ...after])].sort()) {
    if (!after.has(file)) { lines.push(`${file}: only before`); continue }
    if (!before.has(file)) { lines.push(`${file}: only after`); continue }
    const diff = await difference(path.join(beforeDir, file), path.join(afterDir, file))
    if (!diff) continue
    if (diff.size) lines.push(`${file}: size ${diff.size}`)
    else lines.push(`${file}: ${diff.count} px differ in x ${diff.box.left}–${diff.box.right}, y ${diff.box.top}–${diff.box.bottom}`)
    if (diffDir && !diff.size) await writeDiff(path.join(diffDir, file), diff)
  }
  const compared = [...before].filter(f => after.has(f)).length
  const unpaired = lines.filter(line => / only (before|after)$/.test(line)).length
  console.log(lines.length ? lines.join("\n") : "No differences.")
  console.log(`${compared} shots compared, ${lines.length - unpaired} differ; ${unpaired} in one set only.`)
  if (diffDir) await writeFile(path.join(diffDir, "report.txt"), `${lines.join("\n")}\n`)
  return lines.length === 0
}

const [command, first, second] = process.argv.slice(2)
if (command === "shoot" && first) await shoot(path.resolve(first))
else if (command === "compare" && first && second) process.exitCode = (await compare(path.resolve(first), path.resolve(second))) ? 0 : 1
else {
  console.error("usage: screenshots.mjs shoot <dir> [--routes /,/about] [--widths 375,1440] | compare <before> <after> [--diff <dir>]")
  process.exitCode = 2
}
