#!/usr/bin/env node
// Build cost curve: synthetic snapshots of 100 and 1,000 items per collection (built from the real
// snapshot's items, reusing its files so sharp work stays constant), sourced through the loopback
// Directus stand-in, then a full `gatsby build`. Prints sourcing time, page count and build time.
// Overwrites public/ and .cache/ (run `npm run build` afterwards for the normal site).
import { spawn } from "node:child_process"
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { startFakeDirectus } from "./fake-directus.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const sizes = (process.env.BENCH_SIZES ?? "100,1000").split(",").map(Number)
const COLLECTIONS = ["services", "industries", "projects", "skills", "hero_sections", "pages", "clients", "reviews", "jobs"]

async function syntheticSnapshot(size) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `bench-content-${size}-`))
  await fs.symlink(path.join(root, "content", "assets"), path.join(dir, "assets"))
  await fs.copyFile(path.join(root, "content", "files.json"), path.join(dir, "files.json"))
  await fs.copyFile(path.join(root, "content", "settings.json"), path.join(dir, "settings.json"))
  for (const name of COLLECTIONS) {
    const source = JSON.parse(await fs.readFile(path.join(root, "content", `${name}.json`), "utf8"))
    const items = Array.from({ length: size }, (_, i) => {
      const base = source[i % source.length]
      const copy = i < source.length ? base : { ...base, id: i + 1, slug: base.slug ? `${base.slug}-${i + 1}` : base.slug, title: base.title ? `${base.title} ${i + 1}` : base.title }
      if (name === "industries" && i >= source.length) copy.name = `${base.name} ${i + 1}`
      return copy
    })
    await fs.writeFile(path.join(dir, `${name}.json`), JSON.stringify(items))
  }
  return dir
}

function build(env) {
  return new Promise(resolve => {
    const started = Date.now()
    let output = ""
    const child = spawn("npx", ["gatsby", "build"], { cwd: root, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env } })
    child.stdout.on("data", d => (output += d))
    child.stderr.on("data", d => (output += d))
    child.on("close", code => resolve({ code, seconds: (Date.now() - started) / 1000, output }))
  })
}

async function countPages(dir) {
  let count = 0
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === "index.html") count++
  }
  return count
}

const rows = []
for (const size of sizes) {
  const dir = await syntheticSnapshot(size)
  const cms = await startFakeDirectus({ contentDir: dir, token: "bench" })
  await fs.rm(path.join(root, ".cache"), { recursive: true, force: true })
  const result = await build({ DIRECTUS_URL: cms.url, DIRECTUS_TOKEN: "bench", CONTENT_STRICT: "1" })
  await cms.close()
  await fs.rm(dir, { recursive: true, force: true })
  if (result.code !== 0) {
    console.error(result.output.slice(-4000))
    process.exit(result.code ?? 1)
  }
  const sourcing = /source Directus content - ([\d.]+)s/.exec(result.output)?.[1]
  rows.push({ items: size, sourcingSeconds: Number(sourcing ?? NaN), pages: await countPages(path.join(root, "public")), buildSeconds: result.seconds })
  console.log(`${size} items a collection: ${JSON.stringify(rows.at(-1))}`)
}

console.log("\nitems/collection | sourcing (s) | pages | total build (s)")
console.log("-----------------|--------------|-------|----------------")
for (const r of rows) console.log(`${String(r.items).padStart(16)} | ${r.sourcingSeconds.toFixed(2).padStart(12)} | ${String(r.pages).padStart(5)} | ${r.buildSeconds.toFixed(1).padStart(15)}`)
await fs.mkdir(path.join(root, "bench-results"), { recursive: true })
await fs.writeFile(path.join(root, "bench-results", "build.json"), JSON.stringify(rows, null, 2))
