#!/usr/bin/env node
// Browser tests against the built site. In CI (or with --build) the site is built first, sourcing
// from a loopback Directus stand-in with a sentinel token, and public/ and .cache/ are checked for that token;
// then public/ is served on loopback and the e2e suite runs in Debian's Chromium.
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { startFakeDirectus } from "./fake-directus.mjs"
import { startServer } from "./serve-static.mjs"
import { findInTree } from "./find-in-tree.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const SENTINEL_TOKEN = "sentinel-token-7f3c9e21-do-not-ship"
/** The CMS redirects of the test build: /e2e/old-a → /e2e/old-b → a project page, collapsed into one rule. */
const E2E_REDIRECTS = [
  { id: 1, from_path: "/e2e/old-a", to_path: "/e2e/old-b" },
  { id: 2, from_path: "/e2e/old-b/", to_path: "/portfolio/e-commerce-revolution-platform" },
]
const mustBuild = process.argv.includes("--build") || process.env.CI === "true" || !existsSync(path.join(root, "public", "index.html"))

// Asynchronous on purpose: the CMS stand-in answers from this process while the build runs.
function run(command, args, env = {}) {
  return new Promise(resolve => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env } })
    child.on("close", code => resolve(code ?? 1))
  })
}

if (mustBuild) {
  // content/ has no redirects: the stand-in adds a chain of two (e2e/routes.e2e.ts checks `_redirects` and the browser).
  const redirects = { status: 200, body: { data: E2E_REDIRECTS } }
  const cms = await startFakeDirectus({
    contentDir: path.join(root, "content"),
    token: SENTINEL_TOKEN,
    override: ({ collection }) => (collection === "redirects" ? redirects : null),
  })
  console.log(`Building the site from ${cms.url} (Directus stand-in) with a sentinel token`)
  const status = await run("npx", ["gatsby", "build"], {
    DIRECTUS_URL: cms.url,
    DIRECTUS_TOKEN: SENTINEL_TOKEN,
    CONTENT_STRICT: "1",
    // Test IDs so the consent tests can see analytics load only after consent (every request is intercepted).
    GATSBY_GA_MEASUREMENT_ID: process.env.GATSBY_GA_MEASUREMENT_ID ?? "G-E2ETEST000",
    GATSBY_META_PIXEL_ID: process.env.GATSBY_META_PIXEL_ID ?? "100000000000001",
    // A public CMS address for the SEO audit's live check (its requests are intercepted too).
    GATSBY_CMS_PUBLIC_URL: process.env.GATSBY_CMS_PUBLIC_URL ?? "https://cms.lumenaut.test",
  })
  const authorised = cms.requests.filter(r => r.authorization === `Bearer ${SENTINEL_TOKEN}`).length
  await cms.close()
  if (status !== 0) process.exit(status)
  if (authorised === 0) {
    console.error("The build did not read from the CMS with the token: the sentinel check would prove nothing.")
    process.exit(1)
  }
  // public/ is what is published; .cache/ holds Gatsby's node store, so a token kept in any node
  // (a plugin option becomes SitePlugin.pluginOptions) or GraphQL result would be found there.
  for (const dir of ["public", ".cache"]) {
    const leaks = await findInTree(path.join(root, dir), SENTINEL_TOKEN)
    if (leaks.length > 0) {
      console.error(`The CMS token reached ${dir}/: ${leaks.join(", ")}`)
      process.exit(1)
    }
  }
  console.log(`Sentinel token: used in ${authorised} CMS requests, found in 0 files of public/ and .cache/`)
}

const site = await startServer({ dir: path.join(root, "public"), port: 0 })
console.log(`Serving public/ on ${site.url}`)
const jestArgs = ["jest", "-c", "jest.e2e.config.js", "--runInBand", ...process.argv.slice(2).filter(a => a !== "--build")]
const status = await run("npx", jestArgs, { E2E_BASE_URL: site.url })
await site.close()
process.exit(status)
