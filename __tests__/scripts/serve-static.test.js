/** @jest-environment node */
// The loopback static host (scripts/serve-static.mjs): its `_headers` rules, read from the served site or another one.
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { startServer } from "../../scripts/serve-static.mjs"

/** A built site of one page, with `_headers` when given. */
function site(headers) {
  const dir = mkdtempSync(path.join(tmpdir(), "serve-static-"))
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Page</title>")
  if (headers) writeFileSync(path.join(dir, "_headers"), headers)
  return dir
}

const HOST_FILE = "/*\n  Cross-Origin-Opener-Policy: same-origin\n  X-Frame-Options: DENY\n"

async function headersOf(options) {
  const server = await startServer({ port: 0, ...options })
  try {
    const response = await fetch(`${server.url}/`)
    return { status: response.status, opener: response.headers.get("cross-origin-opener-policy"), frame: response.headers.get("x-frame-options") }
  } finally {
    await server.close()
  }
}

test("a site's own _headers apply to its pages", async () => {
  await expect(headersOf({ dir: site(HOST_FILE) })).resolves.toEqual({ status: 200, opener: "same-origin", frame: "DENY" })
})

test("hostFilesFrom serves a page under another site's _headers (the benchmark's bare page under the site's)", async () => {
  const bare = site()
  await expect(headersOf({ dir: bare })).resolves.toEqual({ status: 200, opener: null, frame: null })
  await expect(headersOf({ dir: bare, hostFilesFrom: site(HOST_FILE) })).resolves.toEqual({ status: 200, opener: "same-origin", frame: "DENY" })
})
