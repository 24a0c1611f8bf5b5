#!/usr/bin/env node
// npm run preview: the editors' preview site. Builds the site with GATSBY_PREVIEW=1 (drafts built too,
// every page noindex, the preview's browser code that re-reads a page's record from Directus) into
// public/, then serves it behind the preview gate (scripts/preview-server.mjs).
//
//   DIRECTUS_URL=… PREVIEW_TOKEN=… PREVIEW_SECRET=… npm run preview [-- --no-build] [-- --port 8001]
//
// PREVIEW_TOKEN: the read-only "Site Preview" user's token (cms/.env SITE_PREVIEW_TOKEN); PREVIEW_SECRET:
// the secret of Directus's Live Preview URLs (cms/.env PREVIEW_SECRET); PREVIEW_CMS_URL: Directus as the
// editors' browsers reach it, if not DIRECTUS_URL (the Visual Editor's origin, allowed to frame the
// preview); PREVIEW_GENERATION: change it and restart to sign every browser out. A public build must be
// made again afterwards (npm run build): public/ then holds the preview.
import { spawnSync } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { COLLECTIONS, fieldsParam } from "../cms/scripts/lib/contract.mjs"
import { contractReads, previewSite } from "./preview-server.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const arg = name => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
// Missing settings are refused here, before a five-minute build.
const { settings, serve } = previewSite({ env: process.env, reads: contractReads(COLLECTIONS, fieldsParam) })

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["gatsby", "build"], {
    cwd: root,
    stdio: "inherit",
    // GATSBY_PREVIEW_CMS_URL: the Directus app the Visual Editor runs in, as the editor's browser reaches it.
    env: { ...process.env, GATSBY_PREVIEW: "1", GATSBY_PREVIEW_CMS_URL: settings.editorUrl, DIRECTUS_TOKEN: settings.token, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const { url } = await serve({
  dir: path.join(root, "public"),
  port: Number(arg("port") ?? process.env.PREVIEW_PORT ?? 8001),
  host: process.env.PREVIEW_HOST ?? "127.0.0.1",
})
console.log(`Preview on ${url} (open ${url}/?preview=<PREVIEW_SECRET> once, or from Directus's Live Preview). Ctrl+C to stop.`)
