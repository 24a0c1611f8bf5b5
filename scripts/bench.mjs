#!/usr/bin/env node
// Lighthouse benchmark of the built site: one route of each family, Lighthouse's default mobile
// configuration (simulated slow 4G and CPU), Debian Chromium, median of 3 runs. Prints the table
// and the budgets of issue [budgets], writes bench-results/lighthouse.json, exits 1 on a miss.
// Usage: npm run bench [-- --build] [-- --runs 3] [-- --routes /,/about]
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { startServer } from "./serve-static.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const argValue = name => {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}
const RUNS = Number(argValue("--runs") ?? 3)
const FAMILY_ROUTES = [
  "/", "/services", "/services/business-automation", "/services/ai-development", "/services/cloud-services",
  "/industries", "/industries/education", "/portfolios", "/portfolio/fintech-mobile", "/about", "/careers", "/contact",
  "/lp/automation-solutions", "/lp/ai-development-services",
  // The not-found page itself (Lighthouse refuses to audit a document answered with status 404).
  "/404",
]
const ROUTES = argValue("--routes")?.split(",") ?? FAMILY_ROUTES
/**
 * Pages the spec marks noindex (001, not-found page). Lighthouse's SEO category fails them on its
 * "is-crawlable" audit by design; their SEO budget is judged on the other audits, and any other
 * failing audit still misses it.
 */
const NOINDEX_BY_SPEC = new Set(["/404"])
const INTENDED_SEO_FAILURE = "is-crawlable"
const BUDGET = { performance: 95, performanceMedian: 98, accessibility: 100, bestPractices: 96, seo: 100, cls: 0.01, tbt: 120 }
// Nothing leaves the machine: every host but loopback fails to resolve.
const CHROME_FLAGS = [
  "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

function run(command, args) {
  return new Promise(resolve => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
    child.on("close", code => resolve(code ?? 1))
  })
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

/** The figures the budgets speak of, from one Lighthouse report. */
function figures(lhr, route) {
  const score = id => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const scripts = lhr.audits["resource-summary"]?.details?.items?.find(item => item.resourceType === "script")
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
    scriptKb: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
    // Lighthouse's reading of how fast the machine was at that moment (higher is faster).
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  }
}

/** The SEO score, and the one judged where it differs. */
const seoCell = row => (row.judgedSeo === row.seo ? `${row.seo}` : `${row.seo} (${row.judgedSeo} without ${INTENDED_SEO_FAILURE}: noindex by spec)`)

if (process.argv.includes("--build") || !existsSync(path.join(root, "public", "index.html"))) {
  const status = await run("npx", ["gatsby", "build"])
  if (status !== 0) process.exit(status)
}

const site = await startServer({ dir: path.join(root, "public"), port: 0 })
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS })
const rows = []
try {
  for (const route of ROUTES) {
    const samples = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${site.url}${route}`, { port: chrome.port, output: "json", logLevel: "error" })
      if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`)
      samples.push(figures(result.lhr, route))
    }
    const row = { route }
    for (const key of Object.keys(samples[0])) row[key] = median(samples.map(sample => sample[key]))
    // Each run's blocking time and machine speed too: Lighthouse multiplies the task times it observes
    // by four, so a moment when this 2-core machine runs slowly shows as blocking time.
    row.tbtRunsMs = samples.map(sample => sample.tbtMs)
    row.benchmarkIndexRuns = samples.map(sample => sample.benchmarkIndex)
    rows.push(row)
    console.log(`${route.padEnd(34)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${seoCell(row)} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms (${row.tbtRunsMs.join(", ")}; benchmark index ${row.benchmarkIndexRuns.join(", ")}) CLS ${row.cls} JS ${row.scriptKb} KB`)
  }
} finally {
  await chrome.kill()
  await site.close()
}

const misses = []
for (const row of rows) {
  if (row.performance < BUDGET.performance) misses.push(`${row.route}: performance ${row.performance} < ${BUDGET.performance}`)
  if (row.accessibility < BUDGET.accessibility) misses.push(`${row.route}: accessibility ${row.accessibility} < ${BUDGET.accessibility}`)
  if (row.bestPractices < BUDGET.bestPractices) misses.push(`${row.route}: best practices ${row.bestPractices} < ${BUDGET.bestPractices}`)
  if (row.judgedSeo < BUDGET.seo) misses.push(`${row.route}: SEO ${row.judgedSeo} < ${BUDGET.seo}`)
  if (row.cls > BUDGET.cls) misses.push(`${row.route}: CLS ${row.cls} > ${BUDGET.cls}`)
  if (row.tbtMs > BUDGET.tbt) misses.push(`${row.route}: TBT ${row.tbtMs} ms > ${BUDGET.tbt} ms`)
}
const performanceMedian = median(rows.map(row => row.performance))
if (performanceMedian < BUDGET.performanceMedian) misses.push(`median performance ${performanceMedian} < ${BUDGET.performanceMedian}`)

const header = "| Route | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | Script KB |"
const table = [header, "|---|---|---|---|---|---|---|---|---|",
  ...rows.map(r => `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${seoCell(r)} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.scriptKb} |`)]
console.log(`\n${table.join("\n")}\n\nMedian performance over routes: ${performanceMedian} (${RUNS} runs a route)`)
mkdirSync(path.join(root, "bench-results"), { recursive: true })
writeFileSync(path.join(root, "bench-results", "lighthouse.json"), JSON.stringify({ runs: RUNS, budget: BUDGET, performanceMedian, rows, misses }, null, 2))
console.log("Written to bench-results/lighthouse.json")
if (misses.length) {
  console.log(`\nBudgets missed:\n  ${misses.join("\n  ")}`)
  process.exit(1)
}
console.log("\nEvery budget met.")
