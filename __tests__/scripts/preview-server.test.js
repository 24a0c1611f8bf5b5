/** @jest-environment node */
// The preview site's gate and window on Directus (scripts/preview-server.mjs), served as `npm run
// preview` serves it, in front of a stand-in Directus: a loopback server that answers as each test says.
import { createServer } from "http"
import { mkdirSync, mkdtempSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import { COOKIE_SECONDS, contractReads, previewHandler, previewSite } from "../../scripts/preview-server.mjs"
import { CMS_COLLECTIONS, fieldsParam } from "../../plugins/gatsby-source-directus/src/cms/contract"
import { collectionSpec } from "../../plugins/gatsby-source-directus/src/collections"
import { collectionUrl } from "../../src/lib/store/content-shape"

const SECRET = "a-preview-secret-of-some-length"
const TOKEN = "preview-token"
const TIMEOUT_MS = 300
const READS = contractReads(CMS_COLLECTIONS, fieldsParam)

/** The preview's built site: a home page and one landing page. */
const site = mkdtempSync(path.join(tmpdir(), "preview-site-"))
mkdirSync(path.join(site, "lp", "spring"), { recursive: true })
writeFileSync(path.join(site, "index.html"), "<h1>Home</h1>")
writeFileSync(path.join(site, "lp", "spring", "index.html"), "<h1>Spring</h1>")

const open = []
afterEach(async () => {
  for (const server of open.splice(0)) {
    server.closeAllConnections()
    await new Promise(resolve => server.close(resolve))
  }
})

/** A stand-in Directus: `answer(req, res)` answers; every request's path and token is recorded. */
async function standIn(answer) {
  const asked = []
  const server = createServer((req, res) => {
    asked.push({ url: req.url, authorization: req.headers.authorization })
    answer(req, res)
  })
  open.push(server)
  await new Promise(resolve => server.listen(0, "127.0.0.1", resolve))
  return { url: `http://127.0.0.1:${server.address().port}`, asked }
}

const json = (req, res) => {
  res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" })
  res.end(JSON.stringify({ data: [{ id: 1 }] }))
}

/** The preview in front of a stand-in answering with `answer`; `env` adds to its environment, `clock` is its time. */
async function preview(answer = json, { env = {}, clock = { now: Date.UTC(2025, 0, 1) } } = {}) {
  const cms = await standIn(answer)
  const { serve } = previewSite({
    env: { DIRECTUS_URL: cms.url, PREVIEW_TOKEN: TOKEN, PREVIEW_SECRET: SECRET, ...env },
    reads: READS,
    timeoutMs: TIMEOUT_MS,
    now: () => clock.now,
  })
  const { server, url } = await serve({ dir: site, port: 0, host: "127.0.0.1" })
  open.push(server)
  const get = (path, { cookie = "", method = "GET" } = {}) => fetch(`${url}${path}`, { method, headers: { cookie }, redirect: "manual" })
  const enter = async () => (await get(`/?preview=${SECRET}`)).headers.get("set-cookie").split(";")[0]
  return { cms, get, enter, clock }
}

test("without the secret or its cookie nothing is served", async () => {
  const { cms, get } = await preview()
  for (const path of ["/", "/lp/spring", "/preview-api/items/pages", "/preview-api/assets/f1"]) {
    expect([path, (await get(path)).status]).toEqual([path, 401])
  }
  expect((await get("/?preview=wrong")).status).toBe(401)
  expect((await get("/", { cookie: "site_preview=1" })).status).toBe(401)
  expect(cms.asked).toEqual([])
  expect(() => previewHandler({ secret: "short", cmsUrl: "http://127.0.0.1:1", token: "t", reads: READS })).toThrow(/PREVIEW_SECRET/)
})

test("the secret once leaves an HttpOnly cookie that expires, and the clean address", async () => {
  const { get, enter } = await preview()
  const entry = await get(`/lp/spring?preview=${SECRET}&x=1`)
  expect(entry.status).toBe(302)
  expect(entry.headers.get("location")).toBe("/lp/spring?x=1")
  const setCookie = entry.headers.get("set-cookie")
  expect(setCookie).toMatch(new RegExp(`^site_preview=\\d+\\.[\\w-]{43}; Max-Age=${COOKIE_SECONDS}; Path=/; HttpOnly; SameSite=Lax$`))
  expect(setCookie).not.toContain(SECRET)
  const cookie = await enter()
  expect(await (await get("/lp/spring", { cookie })).text()).toBe("<h1>Spring</h1>")
  expect((await get("/home", { cookie })).headers.get("location")).toBe("/")
  expect(await (await get("/robots.txt", { cookie })).text()).toBe("User-agent: *\nDisallow: /\n")
  expect((await get("/sitemap.xml", { cookie })).status).toBe(404)
})

test("a cookie is refused once expired, when its expiry is changed, and after the generation changes", async () => {
  const clock = { now: Date.UTC(2025, 0, 1) }
  const first = await preview(json, { clock })
  const cookie = await first.enter()
  clock.now += (COOKIE_SECONDS - 60) * 1000
  expect((await first.get("/", { cookie })).status).toBe(200)
  clock.now += 120 * 1000
  expect((await first.get("/", { cookie })).status).toBe(401)

  // A later expiry written into the cookie does not carry its signature.
  clock.now = Date.UTC(2025, 0, 1)
  const [expires, mac] = cookie.replace("site_preview=", "").split(".")
  expect((await first.get("/", { cookie: `site_preview=${Number(expires) + 3600}.${mac}` })).status).toBe(401)

  // A restart with the same settings keeps editors in; a new PREVIEW_GENERATION signs them out, the secret stays.
  const same = await preview(json, { clock })
  expect((await same.get("/", { cookie })).status).toBe(200)
  const revoked = await preview(json, { clock, env: { PREVIEW_GENERATION: "2" } })
  expect((await revoked.get("/", { cookie })).status).toBe(401)
  expect((await revoked.get("/", { cookie: await revoked.enter() })).status).toBe(200)
})

test("the window reads, with the token, what the preview's own code asks for", async () => {
  const { cms, get, enter } = await preview()
  const cookie = await enter()
  const bySlug = collectionUrl(collectionSpec("pages"), "", { drafts: true, filter: { "filter[slug][_eq]": "lp/spring" } })
  const byIds = collectionUrl(collectionSpec("block_hero"), "", { drafts: true, filter: { "filter[id][_in]": "1,7" } })
  for (const read of [bySlug, byIds]) {
    const answer = await get(`/preview-api${read}`, { cookie })
    expect([read, answer.status, await answer.json()]).toEqual([read, 200, { data: [{ id: 1 }] }])
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8")
  }
  expect(cms.asked).toEqual([
    { url: bySlug, authorization: `Bearer ${TOKEN}` },
    { url: byIds, authorization: `Bearer ${TOKEN}` },
  ])
})

test("anything but a contract collection's fields by one filter, or a file, is refused unasked", async () => {
  const { cms, get, enter } = await preview()
  const cookie = await enter()
  const fields = fieldsParam(CMS_COLLECTIONS.find(c => c.name === "pages"))
  const slug = "filter[slug][_eq]=home"
  const refused = [
    "/preview-api/users",
    "/preview-api/server/info",
    "/preview-api/items/directus_users?fields=id&filter[id][_in]=1",
    `/preview-api/items/not_in_contract?fields=id&${slug}`,
    `/preview-api/items/pages/../../users?fields=id&${slug}`,
    `/preview-api/items/pages/1?fields=id`,
    `/preview-api/items/pages?fields=*.*.*&${slug}`,
    `/preview-api/items/pages?fields=id,user_created&${slug}`,
    `/preview-api/items/pages?fields=${fields}`,
    `/preview-api/items/pages?fields=${fields}&${slug}&limit=-1`,
    `/preview-api/items/pages?fields=${fields}&${slug}&export=csv`,
    `/preview-api/items/pages?fields=${fields}&${slug}&deep[blocks][_limit]=-1`,
    `/preview-api/items/pages?fields=${fields}&${slug}&meta=*`,
    `/preview-api/items/pages?fields=${fields}&${slug}&filter[id][_in]=1`,
    `/preview-api/items/pages?fields=${fields}&${slug}&fields=id`,
    `/preview-api/items/pages?${slug}`,
    `/preview-api/items/pages?fields=${fields}&filter[status][_eq]=draft`,
    `/preview-api/items/pages?fields=${fields}&filter[id][_in]=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`,
    "/preview-api/assets/f1?download",
    "/preview-api/assets/f1?key=system-large-contain",
  ]
  for (const path of refused) {
    const answer = await get(path, { cookie })
    expect([path, answer.status]).toEqual([path, 404])
  }
  expect((await get(`/preview-api/items/pages?fields=id&${slug}`, { cookie, method: "PATCH" })).status).toBe(404)
  expect(cms.asked).toEqual([])
})

/** A stand-in whose files are served with these types, as Directus serves them (inline, with a file name). */
const files = types => (req, res) => {
  const type = types[req.url.replace("/assets/", "")]
  res.writeHead(200, { "Content-Type": type, "Content-Disposition": 'inline; filename="upload"' })
  res.end(type.includes("svg") ? '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' : "bytes")
}

test("files come unsniffed and sandboxed: raster images in place, anything else as a download", async () => {
  const types = {
    png: "image/png", jpeg: "image/jpeg", webp: "image/webp", gif: "image/gif", avif: "image/avif",
    svg: "image/svg+xml", html: "text/html; charset=utf-8", js: "application/javascript", none: "",
  }
  const { cms, get, enter } = await preview(files(types))
  const cookie = await enter()
  for (const [id, type] of Object.entries(types)) {
    const answer = await get(`/preview-api/assets/${id}`, { cookie })
    const headers = Object.fromEntries(["content-type", "content-disposition", "x-content-type-options", "content-security-policy"].map(name => [name, answer.headers.get(name)]))
    const raster = ["png", "jpeg", "webp", "gif", "avif"].includes(id)
    expect([id, headers]).toEqual([
      id,
      {
        "content-type": raster || id === "svg" ? type : "application/octet-stream",
        "content-disposition": raster ? null : "attachment",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    ])
  }
  expect(cms.asked.map(read => read.authorization)).toEqual(Object.keys(types).map(() => `Bearer ${TOKEN}`))
})

test("an answer is passed on as it comes, not once Directus has sent all of it", async () => {
  let finish
  const { get, enter } = await preview((req, res) => {
    res.writeHead(200, { "Content-Type": "image/png" })
    res.write("first part;")
    finish = () => res.end("second part")
  })
  const answer = await get("/preview-api/assets/big", { cookie: await enter() })
  const reader = answer.body.getReader()
  const first = await Promise.race([reader.read(), new Promise(resolve => setTimeout(() => resolve("nothing yet"), TIMEOUT_MS / 2))])
  expect(first === "nothing yet" ? first : Buffer.from(first.value).toString()).toBe("first part;")
  finish()
  const rest = await reader.read()
  expect(Buffer.from(rest.value).toString()).toBe("second part")
})

test("a Directus that does not answer in time gets a 504; one that stops halfway has its answer cut", async () => {
  const silent = await preview(() => {})
  const started = Date.now()
  const answer = await silent.get("/preview-api/assets/f1", { cookie: await silent.enter() })
  expect(answer.status).toBe(504)
  expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 5)

  const stalls = await preview((req, res) => {
    res.writeHead(200, { "Content-Type": "image/png" })
    res.write("a start, then nothing")
  })
  const cut = await stalls.get("/preview-api/assets/f1", { cookie: await stalls.enter() })
  expect(cut.status).toBe(200)
  await expect(cut.text()).rejects.toThrow()
})

test("the preview may be framed only by the CMS editors reach (PREVIEW_CMS_URL where set)", async () => {
  const { get, enter } = await preview(json, { env: { PREVIEW_CMS_URL: "http://localhost:9055/admin" } })
  const page = await get("/", { cookie: await enter() })
  expect(page.headers.get("content-security-policy")).toBe("frame-ancestors 'self' http://localhost:9055")
  expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow")
  expect(page.headers.get("cache-control")).toBe("no-store")

  const direct = await preview()
  const home = await direct.get("/", { cookie: await direct.enter() })
  expect(home.headers.get("content-security-policy")).toBe(`frame-ancestors 'self' ${direct.cms.url}`)
  expect(previewSite({ env: { DIRECTUS_URL: "http://127.0.0.1:8055", PREVIEW_CMS_URL: "http://localhost:9055", PREVIEW_TOKEN: TOKEN, PREVIEW_SECRET: SECRET }, reads: READS }).settings.editorUrl).toBe("http://localhost:9055")
})
