/** @jest-environment node */
// The loopback static host (scripts/serve-static.mjs): its `_headers` rules, read from the served site or another one;
// what it refuses to serve, as a host would.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { lookupPath, startServer } from "../../scripts/serve-static.mjs"

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

/** A built site with host files, a page, a static file under a header rule, a redirect and symlinks in and out. */
function hostileSite() {
  const dir = site("/static/*\n  X-Static-Rule: applied\n")
  writeFileSync(path.join(dir, "_redirects"), "/old /:x/evil.example 301\n/portfolios/:slug /portfolio/:slug 301\n")
  mkdirSync(path.join(dir, "static"))
  writeFileSync(path.join(dir, "static", "logo.svg"), "<svg/>")
  const outside = mkdtempSync(path.join(tmpdir(), "serve-static-outside-"))
  writeFileSync(path.join(outside, "secret.txt"), "outside the site")
  symlinkSync(path.join(outside, "secret.txt"), path.join(dir, "leak.txt"))
  symlinkSync(outside, path.join(dir, "elsewhere"))
  symlinkSync(path.join(dir, "_headers"), path.join(dir, "headers.txt"))
  symlinkSync(path.join(dir, "index.html"), path.join(dir, "alias.html"))
  return dir
}

/** Requests paths as written (fetch would normalise some of them) and returns status, a header and the body. */
async function requestAll(dir, paths, header = "x-static-rule") {
  const server = await startServer({ dir, port: 0 })
  try {
    const { port } = new URL(server.url)
    return await Promise.all(paths.map(pathname => new Promise((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: pathname }, res => {
        let body = ""
        res.on("data", chunk => (body += chunk))
        res.on("end", () => resolve({ pathname, status: res.statusCode, [header]: res.headers[header] ?? null, location: res.headers.location ?? null, body }))
      }).on("error", reject).end()
    })))
  } finally {
    await server.close()
  }
}

test("a malformed address answers 400 with no error text", async () => {
  const answers = await requestAll(site(), ["/%", "/%E0%A4%A", "/a%00b"])
  for (const answer of answers) expect(answer).toMatchObject({ status: 400, body: "Bad request" })
})

test("the host files are never served, by any spelling or through a symlink", async () => {
  const answers = await requestAll(hostileSite(), ["/_headers", "/_redirects", "/%5Fheaders", "/static/..%2f_redirects", "/headers.txt"])
  for (const answer of answers) expect(answer).toMatchObject({ status: 404 })
  expect(answers.map(answer => answer.body).join("")).not.toMatch(/X-Static-Rule|evil\.example/)
})

test("a symlink out of the site's folder leads nowhere; one within it is served", async () => {
  const answers = await requestAll(hostileSite(), ["/leak.txt", "/elsewhere/secret.txt", "/alias.html"])
  expect(answers.map(({ pathname, status }) => [pathname, status])).toEqual([["/leak.txt", 404], ["/elsewhere/secret.txt", 404], ["/alias.html", 200]])
  expect(answers.map(answer => answer.body).join("")).not.toContain("outside the site")
})

test("header rules match the path the file is looked up by, however the address spells it", async () => {
  const answers = await requestAll(hostileSite(), ["/static/logo.svg", "/%73tatic/logo.svg", "/x/..%2fstatic/logo.svg", "//static//logo.svg"])
  for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: "<svg/>", "x-static-rule": "applied" })
})

test("a redirect fills in what its source captured and leaves any other placeholder as written", async () => {
  const answers = await requestAll(hostileSite(), ["/old", "/portfolios/a-b"])
  expect(answers.map(({ status, location }) => [status, location])).toEqual([[301, "/:x/evil.example"], [301, "/portfolio/a-b"]])
})

test("the lookup path: decoded, dot segments resolved within /, null when malformed", () => {
  expect(lookupPath("/caf%C3%A9/")).toBe("/café/")
  expect(lookupPath("/a/..%2F..%2F..%2Fetc/passwd")).toBe("/etc/passwd")
  expect(lookupPath("//a//b")).toBe("/a/b")
  for (const malformed of ["/%", "/%E0%A4%A", "/%00"]) expect(lookupPath(malformed)).toBeNull()
})
