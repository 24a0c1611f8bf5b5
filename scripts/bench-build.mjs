#!/usr/bin/env node
// Build cost of the insights: synthetic snapshots of the embedded content with N articles (each a copy
// of a real one: its own slug, title and date, the real ones' blocks, covers and topics), sourced
// through the loopback Directus stand-in with CONTENT_STRICT=1. For each N: a cold build (no .cache),
// then a warm one after one article's title is edited, as an editor's save would make it. Prints the
// pages, the share images each build made, and the times; writes bench-results/build.json; exits 1
// if a build fails. CI runs it at a small size (npm test) with --keep-cache --once: there the one
// build starts from the cache the CMS test's builds left (a warm build of changed content already),
// as it checks the builds rather than times them; the note of issue [insights] gives 100 and 1,000
// articles, cold.
// Overwrites public/ and .cache/ (run `npm run build` afterwards for the normal site).
// Usage: npm run bench:build [-- --sizes 100,1000] [-- --keep-cache] [-- --once]
import { spawn } from "node:child_process"
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { startFakeDirectus } from "./fake-directus.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const argValue = name => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}
const sizes = (argValue("--sizes") ?? process.env.BENCH_SIZES ?? "100,1000").split(",").map(Number)
const cold = !process.argv.includes("--keep-cache")
const editedToo = !process.argv.includes("--once")
const HOUR = 3600 * 1000

/** The embedded content as it is, but for `size` published articles, the newest first by an hour each. */
async function syntheticSnapshot(size) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `bench-content-${size}-`))
  await fs.symlink(path.join(root, "content", "assets"), path.join(dir, "assets"))
  for (const file of await fs.readdir(path.join(root, "content"))) {
    if (file.endsWith(".json")) await fs.copyFile(path.join(root, "content", file), path.join(dir, file))
  }
  const real = JSON.parse(await fs.readFile(path.join(root, "content", "articles.json"), "utf8")).filter(article => article.status === "published")
  const newest = Math.max(...real.map(article => Date.parse(article.publish_date)))
  const articles = Array.from({ length: size }, (_, i) => {
    const base = real[i % real.length]
    // A translation's own slug is unique in its language as the English one is (CONTENT_STRICT refuses a shared one).
    const translations = base.translations?.map(row => (row.slug ? { ...row, slug: `${row.slug}-${i + 1}` } : row))
    return { ...base, id: i + 1, slug: `${base.slug}-${i + 1}`, title: `${base.title} (${i + 1})`, publish_date: new Date(newest - i * HOUR).toISOString(), ...(translations && { translations }) }
  })
  await fs.writeFile(path.join(dir, "articles.json"), JSON.stringify(articles))
  return dir
}

/** An editor's save: the first article's title changed. */
async function editOneArticle(dir) {
  const file = path.join(dir, "articles.json")
  const articles = JSON.parse(await fs.readFile(file, "utf8"))
  articles[0].title = `${articles[0].title}, edited`
  await fs.writeFile(file, JSON.stringify(articles))
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

/** A build's figures, or the end of its output and exit 1 when it failed. */
async function measured(result) {
  if (result.code !== 0) {
    console.error(result.output.slice(-4000))
    process.exit(result.code ?? 1)
  }
  return {
    seconds: result.seconds,
    sourcingSeconds: Number(/source Directus content - ([\d.]+)s/.exec(result.output)?.[1] ?? NaN),
    shareImagesMade: Number(/share images: (\d+) made/.exec(result.output)?.[1] ?? NaN),
    pages: await countPages(path.join(root, "public")),
  }
}

const rows = []
for (const size of sizes) {
  const dir = await syntheticSnapshot(size)
  const cms = await startFakeDirectus({ contentDir: dir, token: "bench" })
  const env = { DIRECTUS_URL: cms.url, DIRECTUS_TOKEN: "bench", CONTENT_STRICT: "1" }
  try {
    // Cold: no cache, and no pages of an earlier build (Gatsby leaves those in public/).
    if (cold) for (const dir of [".cache", "public"]) await fs.rm(path.join(root, dir), { recursive: true, force: true })
    const first = await measured(await build(env))
    let warm = null
    if (editedToo) {
      await editOneArticle(dir)
      warm = await measured(await build(env))
    }
    const articlePages = (await fs.readdir(path.join(root, "public", "insights"), { withFileTypes: true }))
      .filter(entry => entry.isDirectory() && !["page", "topic", "author"].includes(entry.name)).length
    if (articlePages !== size) {
      console.error(`${size} articles in the snapshot, ${articlePages} article pages built`)
      process.exit(1)
    }
    rows.push({ articles: size, pages: first.pages, [cold ? "cold" : "fromCache"]: first, ...(warm && { warm }) })
    console.log(`${size} articles: ${JSON.stringify(rows.at(-1))}`)
  } finally {
    await cms.close()
    await fs.rm(dir, { recursive: true, force: true })
  }
}

console.log(`\narticles | pages | ${cold ? "cold build (s)" : "from cache (s)"} | share images made | warm build, one article edited (s) | share images made`)
console.log("---------|-------|----------------|-------------------|------------------------------------|------------------")
for (const r of rows) {
  const first = r.cold ?? r.fromCache
  console.log(`${String(r.articles).padStart(8)} | ${String(r.pages).padStart(5)} | ${first.seconds.toFixed(1).padStart(14)} | ${String(first.shareImagesMade).padStart(17)} | ${(r.warm?.seconds.toFixed(1) ?? "-").padStart(34)} | ${String(r.warm?.shareImagesMade ?? "-").padStart(17)}`)
}
await fs.mkdir(path.join(root, "bench-results"), { recursive: true })
await fs.writeFile(path.join(root, "bench-results", "build.json"), JSON.stringify(rows, null, 2))
