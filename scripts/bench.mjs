#!/usr/bin/env node
// Lighthouse benchmark of the built site against a bare Gatsby page (bench/bare: the same gatsby,
// react and react-dom, one page of text), in the same run: each round audits every route once and
// the bare page between them, so a slow moment of the machine shows in both. Lighthouse's default mobile
// configuration (simulated slow 4G and CPU), Debian's Chromium headless shell (scripts/chromium.mjs), median of 3 rounds. Prints every
// route's figures and ratios to the bare page's, with the scripts each downloads on load (as the
// scripts-on-load test counts them, beside Lighthouse's own script transfer) and its blocking time by
// source (the document, each script, the browser), checks the budgets of
// issue [weight], writes bench-results/lighthouse.json, exits 1 on a miss.
// Usage: npm run bench [-- --build] [-- --runs 3] [-- --routes /,/about] [-- --without-scripts] [-- --throttling devtools] [-- --bare-without-host-files]
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { chromium } from "playwright-core"
import { blockingBySource } from "./blocking-sources.mjs"
import { FAMILY_ROUTES, LANGUAGE_ROUTES, firstLoadMeter, scriptsOnLoad } from "./page-weight.mjs"
import { startServer } from "./serve-static.mjs"
import { CHROMIUM_PATH } from "./chromium.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const BARE_DIR = path.join(root, "bench", "bare")
// The repository's own gatsby for both builds (npx in bench/bare, which installs nothing, would look elsewhere).
const GATSBY = path.join(root, "node_modules", ".bin", "gatsby")
const argValue = name => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}
const RUNS = Number(argValue("--runs") ?? 3)
const ROUTES = argValue("--routes")?.split(",") ?? [...FAMILY_ROUTES, ...LANGUAGE_ROUTES]
/**
 * With --without-scripts each route is also audited as its HTML alone (every script and script
 * preload removed): what the document itself costs, so the rest is what the JavaScript adds. Those
 * rows are for reading; no budget applies to them.
 */
const WITHOUT_SCRIPTS = process.argv.includes("--without-scripts")
const HTML_ONLY = " (HTML only)"
/**
 * Lighthouse's throttling method. The budgets are stated in its default, `simulate`, which estimates a
 * slow phone from the task times this machine shows, each × 4; `devtools` slows the CPU and network
 * for real and measures, so the two can be compared on the same build.
 */
const THROTTLING = argValue("--throttling") ?? "simulate"
if (!["simulate", "devtools"].includes(THROTTLING)) {
  console.error(`--throttling is simulate or devtools, not ${THROTTLING}`)
  process.exit(2)
}
/**
 * The bare page is served under the site's host files, as the site's host would serve any page: the
 * `_headers` rule for every page sends Cross-Origin-Opener-Policy (issue #22), and a document with it
 * starts in a renderer process of its own instead of the one that showed about:blank. That cold start
 * (committing the navigation took 14–33 ms instead of 7–10 here, its first paint came 25–50 ms later)
 * is the host's, on any page. --bare-without-host-files serves it without them, as before.
 */
const BARE_HOST_FILES = !process.argv.includes("--bare-without-host-files")
/**
 * Pages the spec marks noindex (001, not-found page). Lighthouse's SEO category fails them on its
 * "is-crawlable" audit by design; their SEO budget is judged on the other audits, and any other
 * failing audit still misses it.
 */
const NOINDEX_BY_SPEC = new Set(["/404"])
const INTENDED_SEO_FAILURE = "is-crawlable"
/**
 * Issue [weight]: scores and CLS absolute; blocking time, LCP and the scripts downloaded on load as
 * multiples of the bare page's. First-load JavaScript (before hydration) is printed beside them, unjudged.
 */
const BUDGET = {
  performance: 100, performanceMedian: 100, accessibility: 100, bestPractices: 100, seo: 100, cls: 0,
  tbtRatio: 1.3, lcpRatio: 1, scriptsOnLoadRatio: 1.2,
}
// Nothing leaves the machine: every host but loopback fails to resolve.
const CHROME_FLAGS = [
  "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

function run(command, args, cwd) {
  return new Promise(resolve => {
    const child = spawn(command, args, { cwd, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
    child.on("close", code => resolve(code ?? 1))
  })
}

/** A static server's handler answering a page's address with its built HTML, every script and script preload removed. */
function withoutScripts(dir) {
  return async (req, res, url) => {
    if (/\.\w+$/.test(url.pathname)) return false
    const html = await readFile(path.join(dir, url.pathname, "index.html"), "utf8").catch(() => null)
    if (html === null) return false
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
    res.end(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*\bas="script"[^>]*>/g, ""))
    return true
  }
}

/** Builds the Gatsby site in `dir` when --build is given or it has not been built yet. */
async function buildIfNeeded(dir) {
  if (!process.argv.includes("--build") && existsSync(path.join(dir, "public", "index.html"))) return
  const status = await run(GATSBY, ["build"], dir)
  if (status !== 0) process.exit(status)
}

const median = values => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** A category's score as Lighthouse weighs it (audits without a score, as not applicable, count for nothing), leaving out the audits named. */
function scoreWithout(lhr, category, left) {
  const refs = lhr.categories[category].auditRefs.filter(ref => ref.weight > 0 && lhr.audits[ref.id].score !== null && !left.includes(ref.id))
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0)
  return Math.round((refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / weight) * 100)
}

/**
 * The requests Lighthouse's simulated LCP waits for: every one but the document (and data: URLs,
 * which cost no time) that ended before the largest paint the browser actually showed, by file name.
 * A low-priority image, marked, slows only its pessimistic estimate (it shares the network).
 */
function requestsBeforeLargestPaint(lhr) {
  const paintTs = lhr.audits.metrics.details.items[0].observedLargestContentfulPaintTs
  const { details } = lhr.audits["network-requests"]
  const startTs = details.debugData.networkStartTimeTs
  return details.items
    .filter(request => request.resourceType !== "Document" && !request.url.startsWith("data:"))
    .filter(request => startTs + request.networkEndTime * 1000 <= paintTs)
    .map(request => {
      const low = request.resourceType === "Image" && ["Low", "VeryLow"].includes(request.priority)
      return `${new URL(request.url).pathname.split("/").pop() || "/"}${low ? " (low)" : ""}`
    })
}

/** The figures the budgets speak of, from one Lighthouse report. */
function figures(lhr, route) {
  const score = id => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const judgedSeo = NOINDEX_BY_SPEC.has(route) ? scoreWithout(lhr, "seo", [INTENDED_SEO_FAILURE]) : score("seo")
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    judgedSeo,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    // Lighthouse's own count of the scripts' bytes over the network (as served), to compare with scriptsOnLoadKb.
    lighthouseScriptKb: Number(((lhr.audits["resource-summary"].details.items.find(item => item.resourceType === "script")?.transferSize ?? 0) / 1024).toFixed(1)),
    // Lighthouse's reading of how fast the machine was at that moment (higher is faster).
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    beforeLargestPaint: requestsBeforeLargestPaint(lhr),
    blockingBySource: blockingBySource(lhr),
  }
}

/** One page to audit: its URL, and its first-load JavaScript as the page-weight test counts it, from the HTML served. */
async function target(name, server, firstLoad, route) {
  const url = `${server.url}${route}`
  const { gzip } = firstLoad(route, await (await fetch(url)).text())
  return { name, route, url, firstLoadKb: Number((gzip / 1024).toFixed(1)) }
}

/** Each page's scripts downloaded on load (scripts/page-weight.mjs), in KB. */
async function measureScriptsOnLoad(pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu", "--disable-quic"] })
  try {
    for (const page of pages) page.scriptsOnLoadKb = Number(((await scriptsOnLoad(browser, page.url)).gzip / 1024).toFixed(1))
  } finally {
    await browser.close()
  }
}

/**
 * The bare page is audited before every BARE_EVERY routes of a round (6 times a round for the 23
 * routes), and at least BARE_RUNS_A_ROUND times a round however few routes are audited, so its median
 * is of 18 runs where a route's is of 3. Every ratio is to that one median, and the bare page's own
 * figures jump between modes: its LCP is its first paint (~620–680 ms) in some runs and comes after
 * its scripts (~800–1,600 ms) in most; its TBT runs span 0–155 ms. A median of three such runs moved
 * 1.9× between two runs of the bench while the routes' moved at most 1.16×, and a run of four routes
 * (one bare audit a round) took its LCP from the fast mode (642 ms) where the full run's was slow.
 */
const BARE_EVERY = 4
const BARE_RUNS_A_ROUND = 6

/**
 * Each audit is a new visitor's, as the scripts-on-load count is: Lighthouse empties the HTTP cache
 * but by default keeps local storage, so a route audited after an Arabic one found the Arabic face
 * marked cached (src/styles/arabic-font.ts) while its files were gone, and preloaded them from the
 * network (/ar/services/business-automation: LCP 1,813 ms against 1,035 ms audited alone).
 */
const NEW_VISITOR_STORAGE = ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"]

/** The order of one round by index into `pages`: the bare page (0) first and spread evenly between the other pages, its runs as many as above. */
function roundOrder(pageCount) {
  const routes = pageCount - 1
  const bareRuns = Math.max(Math.ceil(routes / BARE_EVERY), BARE_RUNS_A_ROUND)
  const order = []
  let bareDone = 0
  const bareUntil = runs => {
    for (; bareDone < runs; bareDone++) order.push(0)
  }
  for (let index = 1; index <= routes; index++) {
    bareUntil(Math.floor(((index - 1) * bareRuns) / routes) + 1)
    order.push(index)
  }
  bareUntil(bareRuns)
  return order
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated, twice at most. */
const ATTEMPTS = 3

async function audit(chrome, page) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(page.url, { port: chrome.port, output: "json", logLevel: "error", throttlingMethod: THROTTLING, clearStorageTypes: NEW_VISITOR_STORAGE })
    if (!result.lhr.runtimeError) return figures(result.lhr, page.route)
    if (attempt === ATTEMPTS) throw new Error(`${page.name}: ${result.lhr.runtimeError.message}`)
    console.log(`${page.name}: ${result.lhr.runtimeError.code}, run again`)
  }
}

/**
 * A page's medians, with each run's blocking time and machine speed too: Lighthouse multiplies the
 * task times it observes by four, so a moment when this 2-core machine runs slowly shows as blocking time.
 */
function summary(page, samples) {
  const row = { route: page.name, firstLoadKb: page.firstLoadKb, scriptsOnLoadKb: page.scriptsOnLoadKb }
  // Medians of the figures that are numbers; the lists of requests are counted below.
  for (const [key, value] of Object.entries(samples[0])) if (typeof value === "number") row[key] = median(samples.map(sample => sample[key]))
  row.lcpRunsMs = samples.map(sample => sample.lcpMs)
  row.tbtRunsMs = samples.map(sample => sample.tbtMs)
  row.benchmarkIndexRuns = samples.map(sample => sample.benchmarkIndex)
  row.beforeLargestPaint = inHowManyRuns(samples.map(sample => sample.beforeLargestPaint))
  row.blockingBySource = medianBySource(samples.map(sample => sample.blockingBySource))
  return row
}

/** Each source's median blocking time over the runs (0 in a run without it), largest first. */
function medianBySource(runs) {
  const sources = new Set(runs.flatMap(run => Object.keys(run)))
  const medians = [...sources].map(source => [source, median(runs.map(run => run[source] ?? 0))])
  return Object.fromEntries(medians.filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]))
}

/** Each name of the runs' lists with the number of runs listing it ("favicon.svg ×2" when a run lists it twice). */
function inHowManyRuns(lists) {
  const runs = new Map()
  for (const names of lists) {
    const times = new Map()
    for (const name of names) times.set(name, (times.get(name) ?? 0) + 1)
    for (const [name, count] of times) {
      const key = count > 1 ? `${name} ×${count}` : name
      runs.set(key, (runs.get(key) ?? 0) + 1)
    }
  }
  return [...runs].map(([name, count]) => `${name} ${count}/${lists.length}`)
}

/** value / reference to two decimals; null when the reference is 0 (a budget on it then means 0). */
const ratio = (value, reference) => (value !== undefined && reference > 0 ? Number((value / reference).toFixed(2)) : null)

function withRatios(row, bare) {
  return {
    ...row, lcpRatio: ratio(row.lcpMs, bare.lcpMs), tbtRatio: ratio(row.tbtMs, bare.tbtMs),
    scriptsOnLoadRatio: ratio(row.scriptsOnLoadKb, bare.scriptsOnLoadKb), firstLoadJsRatio: ratio(row.firstLoadKb, bare.firstLoadKb),
  }
}

/** Every budget a route's medians miss. */
function missesOf(row, bare) {
  const misses = []
  const atMost = (label, value, factor, reference, unit) => {
    const limit = Number((factor * reference).toFixed(1))
    if (value > limit) misses.push(`${row.route}: ${label} ${value} ${unit} > ${limit} ${unit} (${factor} × the bare page's ${reference})`)
  }
  if (row.performance < BUDGET.performance) misses.push(`${row.route}: performance ${row.performance} < ${BUDGET.performance}`)
  if (row.accessibility < BUDGET.accessibility) misses.push(`${row.route}: accessibility ${row.accessibility} < ${BUDGET.accessibility}`)
  if (row.bestPractices < BUDGET.bestPractices) misses.push(`${row.route}: best practices ${row.bestPractices} < ${BUDGET.bestPractices}`)
  if (row.judgedSeo < BUDGET.seo) misses.push(`${row.route}: SEO ${row.judgedSeo} < ${BUDGET.seo}`)
  if (row.cls > BUDGET.cls) misses.push(`${row.route}: CLS ${row.cls} > ${BUDGET.cls}`)
  atMost("TBT", row.tbtMs, BUDGET.tbtRatio, bare.tbtMs, "ms")
  atMost("LCP", row.lcpMs, BUDGET.lcpRatio, bare.lcpMs, "ms")
  if (!row.route.endsWith(HTML_ONLY)) atMost("scripts on load", row.scriptsOnLoadKb, BUDGET.scriptsOnLoadRatio, bare.scriptsOnLoadKb, "KB")
  return misses
}

/** The SEO score, and the one judged where it differs. */
const seoCell = row => (row.judgedSeo === row.seo ? `${row.seo}` : `${row.seo} (${row.judgedSeo} without ${INTENDED_SEO_FAILURE}: noindex by spec)`)
const ratioCell = value => (value === undefined ? "ref" : value === null ? "–" : `${value}×`)

function table(rows) {
  return [
    "| Page | Perf | A11y | BP | SEO | LCP ms | × bare | LCP runs ms | TBT ms | × bare | TBT runs ms | Benchmark index runs | CLS | Scripts on load KB | × bare | Lighthouse script transfer KB | First-load JS KB (before hydration) | × bare |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(r => `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${seoCell(r)} | ${r.lcpMs} | ${ratioCell(r.lcpRatio)} | ${r.lcpRunsMs.join(", ")} | ${r.tbtMs} | ${ratioCell(r.tbtRatio)} | ${r.tbtRunsMs.join(", ")} | ${r.benchmarkIndexRuns.join(", ")} | ${r.cls} | ${r.scriptsOnLoadKb ?? "–"} | ${ratioCell(r.scriptsOnLoadRatio)} | ${r.lighthouseScriptKb} | ${r.firstLoadKb} | ${ratioCell(r.firstLoadJsRatio)} |`),
  ].join("\n")
}

await buildIfNeeded(root)
await buildIfNeeded(BARE_DIR)

const siteDir = path.join(root, "public")
const bareDir = path.join(BARE_DIR, "public")
const site = await startServer({ dir: siteDir, port: 0 })
const bareServer = await startServer({ dir: bareDir, port: 0, hostFilesFrom: BARE_HOST_FILES ? siteDir : undefined })
const htmlOnly = WITHOUT_SCRIPTS ? await startServer({ dir: siteDir, port: 0, handle: withoutScripts(siteDir) }) : null
const siteFirstLoad = firstLoadMeter(siteDir)
const pages = [
  await target("bare page", bareServer, firstLoadMeter(bareDir), "/"),
  ...(await Promise.all(ROUTES.map(route => target(route, site, siteFirstLoad, route)))),
  ...(htmlOnly ? await Promise.all(ROUTES.map(route => target(`${route}${HTML_ONLY}`, htmlOnly, () => ({ gzip: 0 }), route))) : []),
]
await measureScriptsOnLoad(pages.filter(page => !page.name.endsWith(HTML_ONLY)))
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
const samples = pages.map(() => [])
try {
  // Round by round, the bare page before every BARE_EVERY routes: each route's samples sit beside
  // bare samples taken in the same minutes, not all at the start.
  for (let round = 1; round <= RUNS; round++) {
    for (const index of roundOrder(pages.length)) {
      const page = pages[index]
      const sample = await audit(chrome, page)
      samples[index].push(sample)
      console.log(`round ${round}/${RUNS} ${page.name.padEnd(34)} perf ${sample.performance} LCP ${sample.lcpMs} ms TBT ${sample.tbtMs} ms CLS ${sample.cls} (benchmark index ${sample.benchmarkIndex})`)
    }
  }
} finally {
  await chrome.kill()
  await site.close()
  await bareServer.close()
  await htmlOnly?.close()
}

const [bare, ...routeRows] = pages.map((page, index) => summary(page, samples[index]))
const rows = routeRows.map(row => withRatios(row, bare))
const judged = rows.filter(row => !row.route.endsWith(HTML_ONLY))
const misses = judged.flatMap(row => missesOf(row, bare))
const performanceMedian = median(judged.map(row => row.performance))
if (performanceMedian < BUDGET.performanceMedian) misses.push(`median performance ${performanceMedian} < ${BUDGET.performanceMedian}`)

console.log(`\n${table([bare, ...rows])}\n\nMedian performance over routes: ${performanceMedian} (median of ${RUNS} runs a route and ${bare.lcpRunsMs.length} of the bare page, throttling: ${THROTTLING}; the bare page served ${BARE_HOST_FILES ? "under the site's host files" : "without host files"})`)
console.log("\nRequests ended before the largest paint was shown (the simulated LCP waits for each), in how many runs:")
for (const row of [bare, ...rows]) console.log(`- ${row.route}: ${row.beforeLargestPaint.join(", ") || "none"}`)
console.log("\nBlocking time by source, median of the runs in ms (scripts/blocking-sources.mjs: a long task counts for the script running in it, else the document's parsing, style, layout and paint, else the browser):")
for (const row of [bare, ...rows]) console.log(`- ${row.route}: ${Object.entries(row.blockingBySource).map(([source, ms]) => `${source} ${ms}`).join(", ") || "none"} (TBT ${row.tbtMs})`)
mkdirSync(path.join(root, "bench-results"), { recursive: true })
writeFileSync(path.join(root, "bench-results", "lighthouse.json"), JSON.stringify({ runs: RUNS, throttling: THROTTLING, bareUnderSiteHostFiles: BARE_HOST_FILES, budget: BUDGET, bare, performanceMedian, rows, misses }, null, 2))
console.log("Written to bench-results/lighthouse.json")
if (misses.length) {
  console.log(`\nBudgets missed:\n  ${misses.join("\n  ")}`)
  process.exit(1)
}
console.log("\nEvery budget met.")
