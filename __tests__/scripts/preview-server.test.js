/** @jest-environment node */
// The preview site's gate and proxy (scripts/preview-server.mjs), on fake requests and a fake Directus.
import { previewHandler, previewHeaders } from "../../scripts/preview-server.mjs"

const SECRET = "a-preview-secret-of-some-length"

function fakeResponse() {
  const res = { status: 0, headers: {}, body: "" }
  res.writeHead = (status, headers = {}) => Object.assign(res, { status, headers: { ...res.headers, ...headers } })
  res.end = body => Object.assign(res, { body: body === undefined ? "" : String(body) })
  return res
}

async function request(handle, path, { cookie = "", method = "GET" } = {}) {
  const res = fakeResponse()
  const handled = await handle({ method, headers: { cookie } }, res, new URL(path, "http://127.0.0.1:8001"))
  return { handled, ...res }
}

function setup() {
  const upstream = []
  const fetchImpl = async (url, init) => {
    upstream.push({ url, authorization: init.headers.Authorization })
    return new Response(JSON.stringify({ data: [{ id: 1 }] }), { status: 200, headers: { "content-type": "application/json" } })
  }
  const handle = previewHandler({ secret: SECRET, cmsUrl: "http://127.0.0.1:8055/", token: "preview-token", fetchImpl })
  return { handle, upstream }
}

async function cookieFor(handle) {
  const { headers } = await request(handle, `/lp/spring?preview=${SECRET}&x=1`)
  return headers["Set-Cookie"].split(";")[0]
}

test("without the secret or its cookie nothing is served", async () => {
  const { handle, upstream } = setup()
  for (const path of ["/", "/lp/spring", "/preview-api/items/pages", "/page-data/app-data.json"]) {
    const { handled, status } = await request(handle, path)
    expect([path, handled, status]).toEqual([path, true, 401])
  }
  expect((await request(handle, "/?preview=wrong")).status).toBe(401)
  expect(upstream).toEqual([])
})

test("the secret once leaves an HttpOnly cookie and the clean address", async () => {
  const { handle } = setup()
  const { status, headers } = await request(handle, `/lp/spring?preview=${SECRET}&x=1`)
  expect(status).toBe(302)
  expect(headers.Location).toBe("/lp/spring?x=1")
  expect(headers["Set-Cookie"]).toMatch(/^site_preview=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax$/)
  expect(headers["Set-Cookie"]).not.toContain(SECRET)
  const cookie = await cookieFor(handle)
  expect((await request(handle, "/lp/spring", { cookie })).handled).toBe(false)
  expect((await request(handle, "/home", { cookie })).headers.Location).toBe("/")
})

test("the proxy reads items and assets with the token, and nothing else", async () => {
  const { handle, upstream } = setup()
  const cookie = await cookieFor(handle)
  const read = await request(handle, "/preview-api/items/pages?filter[slug][_eq]=home", { cookie })
  expect(read.status).toBe(200)
  expect(JSON.parse(read.body)).toEqual({ data: [{ id: 1 }] })
  expect(upstream).toEqual([{ url: "http://127.0.0.1:8055/items/pages?filter[slug][_eq]=home", authorization: "Bearer preview-token" }])
  await request(handle, "/preview-api/assets/f1-abc", { cookie })
  expect(upstream[1].url).toBe("http://127.0.0.1:8055/assets/f1-abc")
  for (const [path, method] of [["/preview-api/users", "GET"], ["/preview-api/items/pages/../../users", "GET"], ["/preview-api/items/pages", "PATCH"], ["/preview-api/server/info", "GET"]]) {
    expect((await request(handle, path, { cookie, method })).status).toBe(404)
  }
  expect(upstream).toHaveLength(2)
})

test("the preview is never indexed, cached or framed by anyone but the CMS", async () => {
  const { handle } = setup()
  const cookie = await cookieFor(handle)
  expect((await request(handle, "/robots.txt", { cookie })).body).toBe("User-agent: *\nDisallow: /\n")
  expect((await request(handle, "/sitemap.xml", { cookie })).status).toBe(404)
  expect(previewHeaders("http://127.0.0.1:8055/admin")).toEqual({
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": "no-store",
    "Referrer-Policy": "same-origin",
    "Content-Security-Policy": "frame-ancestors 'self' http://127.0.0.1:8055",
  })
  expect(() => previewHandler({ secret: "short", cmsUrl: "http://x", token: "t" })).toThrow(/PREVIEW_SECRET/)
})
