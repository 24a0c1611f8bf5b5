#!/usr/bin/env node
/**
 * Measures, in Chromium, the metric overrides that make an Arabic system font take the web font's
 * room (src/styles/arabic-font.ts), so a first Arabic page, painted in the system face, lays out as the
 * later ones painted in the web face. The sample is the site's own Arabic copy (every Arabic string in
 * content/*.json).
 *
 *   node scripts/arabic-font-metrics.mjs [--fallback "Name=local" | --fallback "Name=/regular.woff2,/bold.woff2"] …
 *
 * It prints the web face's vertical metrics (per 100 px) and, for each fallback and each weight of the
 * web face, size-adjust: the web face's width of the sample over the fallback's (regular for 400, bold
 * above). The overrides are the web face's metrics divided by it (the formula of Capsize and of
 * Next.js's font fallbacks). A fallback given as files stands for the system font of that name
 * (Android's Arabic face is Noto Naskh Arabic UI, whose widths are Noto Naskh Arabic's).
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"
import { CHROMIUM_PATH } from "./chromium.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const webFont = weight => path.join(root, `node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`)
const WEIGHTS = [400, 600, 700, 800]
const ARABIC = /[\u0600-\u06FF]/

function arabicStrings(value, out) {
  if (typeof value === "string") { if (ARABIC.test(value)) out.push(value.replace(/<[^>]*>/g, " ")) }
  else if (Array.isArray(value)) value.forEach(item => arabicStrings(item, out))
  else if (value && typeof value === "object") Object.values(value).forEach(item => arabicStrings(item, out))
  return out
}

const contentDir = path.join(root, "content")
const sample = fs.readdirSync(contentDir).filter(file => file.endsWith(".json"))
  .flatMap(file => arabicStrings(JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")), []))
  .join(" ")

const fallbacks = process.argv.flatMap((arg, index) => (arg === "--fallback" ? [process.argv[index + 1]] : []))
  .map(spec => { const [name, source] = spec.split("="); return { name, source } })
if (fallbacks.length === 0) fallbacks.push({ name: "DejaVu Sans", source: "local" })

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox"] })
const page = await browser.newPage()
await page.setContent("<!doctype html><html lang=ar dir=rtl><body></body></html>")
const base64 = file => fs.readFileSync(file).toString("base64")
const measure = (family, weight, fontBase64) => page.evaluate(async ({ family, weight, fontBase64, sample }) => {
  if (fontBase64) {
    const bytes = Uint8Array.from(atob(fontBase64), c => c.charCodeAt(0))
    document.fonts.add(await new FontFace(family, bytes.buffer, { weight: String(weight) }).load())
  }
  const probe = document.createElement("span")
  Object.assign(probe.style, { font: `${weight} 100px "${family}"`, lineHeight: "normal", whiteSpace: "nowrap" })
  probe.textContent = sample
  document.body.append(probe)
  const { width, height } = probe.getBoundingClientRect()
  const context = document.createElement("canvas").getContext("2d")
  context.font = `${weight} 100px "${family}"`
  const metrics = context.measureText(sample)
  probe.remove()
  return { width, ascent: metrics.fontBoundingBoxAscent, descent: metrics.fontBoundingBoxDescent, lineGap: height - metrics.fontBoundingBoxAscent - metrics.fontBoundingBoxDescent }
}, { family, weight, fontBase64, sample })

const round = value => Math.round(value * 100) / 100
const web = {}
for (const weight of WEIGHTS) web[weight] = await measure("Noto Sans Arabic Web", weight, base64(webFont(weight)))
console.log(`Sample: ${sample.length} characters of the site's Arabic copy`)
const { ascent, descent, lineGap } = web[400]
console.log(`Noto Sans Arabic, per 100 px: ${JSON.stringify({ ascent, descent, lineGap: round(Math.max(0, lineGap)) })}`)
for (const { name, source } of fallbacks) {
  const [regular, bold] = source === "local" ? [] : source.split(",")
  const family = source === "local" ? name : `${name} (files)`
  const sizes = {}
  for (const weight of WEIGHTS) {
    const fallbackWeight = weight === 400 ? 400 : 700
    const file = fallbackWeight === 400 ? regular : bold
    sizes[weight] = round((100 * web[weight].width) / (await measure(family, fallbackWeight, file && base64(file))).width)
  }
  console.log(`${name}: size-adjust per weight ${JSON.stringify(sizes)}`)
}
await browser.close()
