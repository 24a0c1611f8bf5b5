/**
 * Hostile CMS content through the real pipeline, in one build of a copy of the content snapshot
 * (made in this checkout, whose public/ is put back as it was: see buildBeside):
 * - OWASP filter-evasion payloads: a CMS-only service (title_html and description) and industry
 *   (description) hold every payload; a CMS-only service and industry with an empty description
 *   hold them in their plain-text short_description (nothing sanitises a plain field: it must show
 *   as text). The site is served WITHOUT `_headers` and loaded in Chromium with each page's own
 *   meta policy bypassed too (openSession's default): the CSP must not be what stops them.
 * - Hostile URLs (jobs, settings, a hero button, a project link, a service banner, a page's
 *   canonical link) and slugs (industries, services, projects, pages, a duplicate): none of them may
 *   reach any file of public/, and each is reported by the build. Under CONTENT_STRICT=1 the same
 *   content fails the build, as does a strict build without a CMS.
 * - Hostile uploads, each a published client's logo: a scripted SVG, an HTML page, an HTML page
 *   named .svg and a PNG named .svg. Only pictures are published, the SVG sanitised, and its built
 *   URL opened in Chromium runs nothing, with or without the host's `_headers` (kept aside for it);
 *   under them, even an unsanitised scripted SVG in /static/ runs nothing.
 * - Hostile URLs in a page's structured data (JSON-LD) reach no file either.
 */
import { spawn } from "child_process"
import type { ChildProcess } from "child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import type { Browser } from "playwright-core"
import sharp from "sharp"
import { launch, openSession } from "./support/browser"
import { HOSTILE_CONTACTS, HOSTILE_SLUGS, HOSTILE_URLS } from "../__tests__/seo/fixtures/hostile-content"
import { ALL_PAYLOADS_HTML, XSS_PAYLOADS } from "../__tests__/seo/fixtures/xss-payloads"
import { sanitizeCmsHtml } from "../plugins/gatsby-source-directus/src/sanitize"
import { findEachInTree } from "../scripts/find-in-tree.mjs"
import { startFakeDirectus } from "../scripts/fake-directus.mjs"
import { startServer } from "../scripts/serve-static.mjs"

/** Payload markers the sanitised field keeps (a payload with an unclosed raw-text tag swallows the rest). */
const MARKERS = [...sanitizeCmsHtml(ALL_PAYLOADS_HTML).matchAll(/#(\d+) /g)].map(m => `#${m[1]} `)

jest.setTimeout(15 * 60 * 1000)

const ROOT = path.resolve(__dirname, "..")
/** The site's own public/ and .cache/ while the payload is built (left only by a killed run: the next one puts them back). */
const ASIDE = path.join(ROOT, ".e2e-aside")

let workDir = ""
let server: ChildProcess | null = null
let base = ""
let browser: Browser
let service = { slug: "", title: "" }
let industry = { slug: "" }
const plainService = { slug: "payload-plain-service", text: XSS_PAYLOADS.filter(p => !p.html.includes("\0")).map(p => p.html).join("\n") }
// Within the industry card's 150-character description cut, so the page shows all of it.
const plainIndustry = { slug: "payload-plain-industry", text: `<img src=x onerror=__xss(101)> <svg/onload=__xss(102)> <SCRIPT>__xss(103)</SCRIPT>` }

/** Runs a command; resolves with its exit code and everything it printed. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ status: number; output: string }> {
  return new Promise(resolve => {
    const child = spawn(command, args, { cwd, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env }, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", chunk => (output += String(chunk)))
    child.stderr.on("data", chunk => (output += String(chunk)))
    // Gatsby's reporter colours and wraps its lines: compare plain text with single spaces.
    child.on("close", code => resolve({ status: code ?? 1, output: output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/\s+/g, " ") }))
  })
}

/** Where each hostile value was put: the build must name this collection, item and field. */
const placed: { marker: string; collection: string; item: number; field: string }[] = []
let buildOutput = ""

/**
 * The snapshot copy: a service and an industry that exist only in the CMS (no written page copy or
 * blocks, so their pages render the CMS HTML itself) hold every payload in title_html and description; two
 * more hold them in short_description, which such a page shows when the description is empty.
 * (The payload with a NUL is left out there: an HTML parser drops NUL from text, so the page could
 * not show that one character for character.)
 */
function writePayloadSnapshot(dir: string) {
  const file = (name: string) => path.join(dir, `${name}.json`)
  const readItems = (collection: string) => JSON.parse(readFileSync(file(collection), "utf8")) as Record<string, unknown>[]
  const addItem = (collection: string, fields: Record<string, unknown>) => {
    const items = readItems(collection)
    const template = items.find(item => item.status === "published")!
    const id = Math.max(...items.map(item => Number(item.id))) + 1
    // A new item has no blocks of its own: the template's (a services item's page) stay with it.
    const blocks = "blocks" in template ? { blocks: [] } : {}
    items.push({ ...template, id, sort: id, featured: false, ...blocks, ...fields })
    writeFileSync(file(collection), JSON.stringify(items))
    return id
  }
  service = { slug: "payload-service", title: "Payload Service" }
  addItem("services", {
    slug: service.slug,
    title: service.title,
    title_html: `${service.title} ${XSS_PAYLOADS.slice(0, 10).map(p => p.html).join(" ")} <em>XSS-OK-TITLE</em>`,
    description: ALL_PAYLOADS_HTML,
  })
  industry = { slug: "payload-industry" }
  addItem("industries", { slug: industry.slug, name: "Payload Industry", title: "Payload Industry", description: ALL_PAYLOADS_HTML })
  addItem("services", { slug: plainService.slug, title: "Plain Payload Service", title_html: null, description: "", short_description: plainService.text })
  addItem("industries", { slug: plainIndustry.slug, name: "Plain Payload Industry", title: "Plain Payload Industry", description: "", short_description: plainIndustry.text })
  writeHostileValues(dir, readItems, addItem)
  writeHostileUploads(dir, addItem)
}

/** A scripted SVG logo: each payload would open a dialog naming it; the marker is in every one of them. */
const SCRIPTED_SVG = `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="/evilupload01.xsl"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="60" onload="alert('evilupload01 onload')">
<script>alert('evilupload01 script')</script><rect width="200" height="60" fill="#0b1533"/>
<foreignObject width="200" height="60"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert('evilupload01 img')"/></body></foreignObject>
<a href="javascript:alert('evilupload01 link')"><text x="10" y="40" fill="#fff" onmouseover="alert('evilupload01 hover')">Hostile upload logo</text></a>
<animate attributeName="onclick" to="alert('evilupload01 animate')"/></svg>`

/** Uploads as an editor's account could make them, each the logo of a new published client. */
const HOSTILE_UPLOADS = {
  scripted: { id: "0e5c0de1-0000-4000-8000-000000000001", filename: "hostile-logo.svg", type: "image/svg+xml", bytes: Buffer.from(SCRIPTED_SVG) },
  html: { id: "0e5c0de1-0000-4000-8000-000000000002", filename: "hostile-page.html", type: "text/html", bytes: Buffer.from("<!doctype html><title>x</title><script>alert('evilupload02')</script>") },
  disguised: {
    id: "0e5c0de1-0000-4000-8000-000000000003", filename: "hostile-disguised.svg", type: "image/svg+xml",
    bytes: Buffer.from(`<html><body><svg xmlns="http://www.w3.org/2000/svg" onload="alert('evilupload03')"></svg></body></html>`),
  },
  // A PNG of its own (24 × 8, violet): a file is published under the name of the first file of the
  // same bytes Gatsby's cache holds, so a copy of a site picture would keep that picture's name.
  raster: {
    id: "0e5c0de1-0000-4000-8000-000000000004", filename: "hostile-raster.svg", type: "image/svg+xml",
    bytes: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAABgAAAAICAIAAABsw6g0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFUlEQVR4nGOI9n1BFcQwalD0CA4jANyDLBCPYUZHAAAAAElFTkSuQmCC", "base64"),
  },
}
/** Client item of each upload. */
const uploadClients: Record<keyof typeof HOSTILE_UPLOADS, number> = { scripted: 0, html: 0, disguised: 0, raster: 0 }

function writeHostileUploads(dir: string, addItem: (collection: string, fields: Record<string, unknown>) => number) {
  const records = JSON.parse(readFileSync(path.join(dir, "files.json"), "utf8")) as Record<string, unknown>[]
  for (const [key, upload] of Object.entries(HOSTILE_UPLOADS) as [keyof typeof HOSTILE_UPLOADS, (typeof HOSTILE_UPLOADS)["html"]][]) {
    writeFileSync(path.join(dir, "assets", upload.filename), upload.bytes)
    records.push({ id: upload.id, filename_download: upload.filename, title: `Hostile ${key}`, type: upload.type, width: 200, height: 60 })
    uploadClients[key] = addItem("clients", { name: `Hostile upload client ${key}`, title: null, logo: upload.id })
  }
  writeFileSync(path.join(dir, "files.json"), JSON.stringify(records))
}

/** Every hostile URL as a job's link, the first ones again where other URL fields live; hostile slugs on new items. */
function writeHostileValues(
  dir: string,
  readItems: (collection: string) => Record<string, unknown>[],
  addItem: (collection: string, fields: Record<string, unknown>) => number
) {
  const place = (marker: string, collection: string, item: number, field: string) => placed.push({ marker, collection, item, field })
  HOSTILE_URLS.forEach(({ marker, value }, index) => {
    const id = addItem("jobs", { title: `Hostile link ${index + 1}`, link: value })
    place(marker, "jobs", id, "link")
  })
  const [a, b, c, d, e, f, g] = HOSTILE_URLS
  const settings = { ...(JSON.parse(readFileSync(path.join(dir, "settings.json"), "utf8")) as Record<string, unknown>) }
  Object.assign(settings, { calendly_link: a.value, footer_whatsapp: b.value, footer_calendly: c.value, footer_email: HOSTILE_CONTACTS.email.value, footer_phone: HOSTILE_CONTACTS.phone.value })
  writeFileSync(path.join(dir, "settings.json"), JSON.stringify(settings))
  for (const [marker, field] of [[a.marker, "calendly_link"], [b.marker, "footer_whatsapp"], [c.marker, "footer_calendly"], [HOSTILE_CONTACTS.email.marker, "footer_email"], [HOSTILE_CONTACTS.phone.marker, "footer_phone"]]) {
    place(marker, "settings", Number(settings.id), field)
  }
  // The home page's hero section (what / shows) gets a hostile button link and images.
  const home = readItems("pages").find(page => page.slug === "home")!
  const heroes = readItems("hero_sections").map(hero => (hero.id === home.HeroSectionId ? { ...hero, button_action_link: d.value, hero_image: e.value } : hero))
  writeFileSync(path.join(dir, "hero_sections.json"), JSON.stringify(heroes))
  place(d.marker, "hero_sections", Number(home.HeroSectionId), "button_action_link")
  place(e.marker, "hero_sections", Number(home.HeroSectionId), "hero_image")
  place(f.marker, "projects", addItem("projects", { slug: "hostile-link-project", title: "Hostile Link Project", link: f.value }), "link")
  place(g.marker, "services", addItem("services", { slug: "hostile-banner-service", title: "Hostile Banner Service", banner: g.value }), "banner")
  place(a.marker, "pages", addItem("pages", { slug: "hostile-canonical", canonical_link: a.value }), "canonical_link")
  const [, jsonUrl, , , , , , , , , , jsonHost, , , , , , , jsonSpace] = HOSTILE_URLS
  const jsonLd = { "@context": "https://schema.org", "@type": "Service", name: "Hostile structured data", url: jsonUrl.value, provider: { "@type": "Organization", url: jsonHost.value }, sameAs: [jsonSpace.value] }
  const jsonLdPage = addItem("pages", { slug: "hostile-json-ld", json_ld_schema: jsonLd })
  place(jsonUrl.marker, "pages", jsonLdPage, "json_ld_schema.url")
  place(jsonHost.marker, "pages", jsonLdPage, "json_ld_schema.provider.url")
  place(jsonSpace.marker, "pages", jsonLdPage, "json_ld_schema.sameAs[0]")

  writeHostileBlocks(dir, readItems, addItem, place)

  const [s1, s2, s3, s4, s5, s6] = HOSTILE_SLUGS
  place(s1.marker, "industries", addItem("industries", { slug: s1.value, name: "Hostile Industry One", title: "Hostile Industry One" }), "slug")
  place(s2.marker, "services", addItem("services", { slug: s2.value, title: "Hostile Service Two" }), "slug")
  place(s3.marker, "industries", addItem("industries", { slug: s3.value, name: "Hostile Industry Three", title: "Hostile Industry Three" }), "slug")
  place(s4.marker, "projects", addItem("projects", { slug: s4.value, title: "Hostile Project Four" }), "slug")
  place(s5.marker, "projects", addItem("projects", { slug: s5.value, title: "Hostile Project Five" }), "slug")
  place(s6.marker, "pages", addItem("pages", { slug: s6.value }), "slug")
  // A later item taking an existing slug is dropped whole: its title must show nowhere.
  const taken = String(readItems("services")[0].slug)
  place("evilslug07", "services", addItem("services", { slug: taken, title: "Duplicate evilslug07 Service", short_description: "evilslug07" }), "slug")
}

/**
 * A landing page an editor's account could build: a card's logo link is hostile (a repeater entry),
 * one block is of a type the site does not know, one has no heading. The page is built without them.
 */
const HOSTILE_LANDING = { path: "/lp/hostile-blocks", heading: "Hostile blocks page heading", headless: "Headless block description" }
function writeHostileBlocks(
  dir: string,
  readItems: (collection: string) => Record<string, unknown>[],
  addItem: (collection: string, fields: Record<string, unknown>) => number,
  place: (marker: string, collection: string, item: number, field: string) => void
) {
  const addBlock = (collection: string, fields: Record<string, unknown>) => {
    const items = readItems(collection)
    const id = Math.max(...items.map(item => Number(item.id))) + 1
    items.push({ ...items[0], id, ...fields })
    writeFileSync(path.join(dir, `${collection}.json`), JSON.stringify(items))
    return id
  }
  const { marker, value } = HOSTILE_URLS[7]
  const hero = addBlock("block_hero", { heading: HOSTILE_LANDING.heading, highlighted_text: null })
  // A logo cards block (the first item's layout): its cards are its `logo_cards` list.
  const cards = addBlock("block_cards", { logo_cards: [{ title: "Hostile card", logo: value, highlight: null, description: null, tags: null }] })
  const headless = addBlock("block_cta", { layout: "offer", heading: "", description: HOSTILE_LANDING.headless })
  place(marker, "block_cards", cards, "logo_cards[0].logo")
  const page = addItem("pages", {
    slug: HOSTILE_LANDING.path.slice(1), title: "Hostile blocks landing page for the build test", HeroSectionId: null, lead_context: "automation",
    blocks: [
      { collection: "block_hero", item: String(hero), sort: 1 },
      { collection: "block_evil", item: "1", sort: 2 },
      { collection: "block_cards", item: String(cards), sort: 3 },
      { collection: "block_cta", item: String(headless), sort: 4 },
    ],
  })
  blockWarnings.push(
    `dropped pages item ${page}, field "blocks": unknown block type "block_evil": block dropped`,
    `dropped pages item ${page}, field "blocks": block block_cta ${headless}, field "heading": required but empty: block dropped`
  )
}
const blockWarnings: string[] = []

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), "xss-build-"))
  const contentDir = path.join(workDir, "xss-content")
  cpSync(path.join(ROOT, "content"), contentDir, { recursive: true })
  await shrinkPictures(path.join(contentDir, "assets"))
  writePayloadSnapshot(contentDir)

  const build = await buildBeside(path.join(workDir, "public"), async () => {
    await runStrictBuilds(contentDir)
    return run("npx", ["gatsby", "build"], ROOT, { CONTENT_DIR: contentDir, DIRECTUS_URL: "", DIRECTUS_TOKEN: "", CONTENT_STRICT: "" })
  })
  buildOutput = build.output
  if (build.status !== 0) throw new Error(`gatsby build of the payload snapshot failed (${build.status}):\n${build.output.slice(-3000)}`)
  // The host's headers are kept aside for the upload tests; the other tests must hold without them.
  mkdirSync(path.join(workDir, "host-files"))
  renameSync(path.join(workDir, "public", "_headers"), path.join(workDir, "host-files", "_headers"))

  server = spawn("node", [path.join(ROOT, "scripts/serve-static.mjs"), "--dir", path.join(workDir, "public"), "--port", "0"])
  base = await new Promise<string>((resolve, reject) => {
    server?.stdout?.on("data", chunk => {
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(String(chunk))
      if (found) resolve(found[0])
    })
    server?.on("exit", code => reject(new Error(`static server exited (${code})`)))
  })
  browser = await launch()
})

/**
 * The snapshot's pictures at a few pixels wide, each in its own format: the build still checks and
 * publishes every one, but its image jobs take seconds instead of two minutes of CI (nothing here is
 * about how a picture looks).
 */
async function shrinkPictures(assets: string) {
  for (const name of readdirSync(assets).filter(file => /\.(jpe?g|png|webp)$/i.test(file))) {
    const file = path.join(assets, name)
    writeFileSync(file, await sharp(readFileSync(file)).resize({ width: 24 }).toBuffer())
  }
}

/**
 * Runs `builds` in this checkout, where the site's build has just warmed Gatsby's and webpack's caches
 * (a copy of the checkout starts them cold: over a minute more), moves what they built to `builtTo`
 * and puts the site's own public/ and .cache/ back, which must agree: Gatsby rebuilds only what it
 * thinks has changed since the build its .cache/ records. Its files hold no payload, so the checks of
 * the payload's built files lose nothing by starting from them.
 */
async function buildBeside<T>(builtTo: string, builds: () => Promise<T>): Promise<T> {
  const kept = ["public", ".cache"].map(name => ({ at: path.join(ROOT, name), aside: path.join(ASIDE, name) }))
  const putBack = () => {
    for (const { at, aside } of kept) {
      rmSync(at, { recursive: true, force: true })
      renameSync(aside, at)
    }
    rmSync(ASIDE, { recursive: true })
  }
  if (existsSync(ASIDE)) putBack()
  for (const { at, aside } of kept) cpSync(at, aside, { recursive: true })
  try {
    return await builds()
  } finally {
    renameSync(path.join(ROOT, "public"), builtTo)
    putBack()
  }
}

/** Both fail while sourcing, before anything is written: they cost a Gatsby start-up each. */
let strictResults: { withHostileCms: { status: number; output: string }; withoutCms: { status: number; output: string } }
async function runStrictBuilds(contentDir: string) {
  const cms = await startFakeDirectus({ contentDir, token: "hostile-test-token" })
  try {
    const withHostileCms = await run("npx", ["gatsby", "build"], ROOT, { DIRECTUS_URL: cms.url, DIRECTUS_TOKEN: "hostile-test-token", CONTENT_STRICT: "1" })
    const withoutCms = await run("npx", ["gatsby", "build"], ROOT, { DIRECTUS_URL: "", DIRECTUS_TOKEN: "", CONTENT_STRICT: "1" })
    strictResults = { withHostileCms, withoutCms }
  } finally {
    await cms.close()
  }
}

afterAll(async () => {
  await browser?.close()
  server?.kill()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

/** Loads a page with traps for every way a payload could run, then pokes every element. */
async function load(pathname: string) {
  const session = await openSession(browser)
  const fired: string[] = []
  await session.page.exposeFunction("__xss", (...args: unknown[]) => fired.push(`__xss(${args.join(",")})`))
  session.page.on("dialog", dialog => {
    fired.push(`dialog ${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  const response = await session.page.goto(`${base}${pathname}`, { waitUntil: "load" })
  await session.page.waitForLoadState("networkidle")
  await session.page.evaluate(() => {
    // No poke leaves the page: each click's default action is prevented before anything else sees it
    // (React stops a click inside a section it keeps unhydrated before it reaches the element).
    window.addEventListener("click", event => event.preventDefault(), true)
    for (const element of Array.from(document.querySelectorAll("main *"))) {
      for (const type of ["mouseover", "mouseenter", "focus", "toggle", "click"]) element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }))
    }
  })
  await session.page.waitForLoadState("networkidle")
  const dom = await session.page.evaluate(() => {
    const main = document.querySelector("main")
    const elements = Array.from(main?.querySelectorAll("*") ?? [])
    return {
      text: main?.textContent ?? "",
      handlers: elements.flatMap(el => Array.from(el.attributes).filter(a => a.name.startsWith("on")).map(a => `${el.tagName} ${a.name}`)),
      // Inside the payload paragraphs only the allowlisted tags may remain.
      outside: Array.from(main?.querySelectorAll("p") ?? [])
        .filter(p => /^#\d+ /.test(p.textContent ?? ""))
        .flatMap(p => Array.from(p.querySelectorAll("*")))
        .map(el => el.tagName)
        .filter(tag => !["P", "BR", "STRONG", "EM", "B", "I", "U", "SPAN", "A", "UL", "OL", "LI", "H2", "H3", "H4", "BLOCKQUOTE", "CODE"].includes(tag)),
      hrefs: Array.from(main?.querySelectorAll("a[href]") ?? []).map(a => a.getAttribute("href") ?? ""),
      allowed: {
        strong: Array.from(main?.querySelectorAll("strong") ?? []).some(el => el.textContent === "XSS-OK-STRONG"),
        em: Array.from(main?.querySelectorAll("em") ?? []).some(el => el.textContent === "XSS-OK-EM"),
        span: Array.from(main?.querySelectorAll("span") ?? []).some(el => el.textContent === "XSS-OK-SPAN"),
        link: Array.from(main?.querySelectorAll('a[href="https://www.lumenaut.dev/services"]') ?? []).some(el => el.textContent === "XSS-OK-LINK"),
      },
    }
  })
  await session.context.close()
  return { fired, blocked: session.blocked, dom, status: response?.status() }
}

test("the payload snapshot reached the pages and nothing in it executes; allowed markup survives", async () => {
  const pages = [`/services/${service.slug}`, `/industries/${industry.slug}`, "/services", "/"]
  const results = await Promise.all(pages.map(async p => ({ path: p, ...(await load(p)) })))
  for (const result of results) {
    expect([result.path, result.status]).toEqual([result.path, 200])
    expect([result.path, result.fired]).toEqual([result.path, []])
    expect([result.path, result.blocked.filter(u => /xss\.rocks/.test(u))]).toEqual([result.path, []])
    expect([result.path, result.dom.handlers]).toEqual([result.path, []])
    expect([result.path, result.dom.outside]).toEqual([result.path, []])
    expect([result.path, result.dom.hrefs.filter(h => /^\s*(javascript|vbscript|data):|^\/\//i.test(h))]).toEqual([result.path, []])
  }
  // The pages that render the CMS HTML show the sanitised field (its payload markers) and keep the allowed markup.
  expect(MARKERS.length).toBeGreaterThanOrEqual(30)
  const rendering = results.filter(r => r.dom.text.includes(MARKERS[MARKERS.length - 1]))
  expect(rendering.map(r => r.path)).toEqual(expect.arrayContaining([`/services/${service.slug}`, `/industries/${industry.slug}`]))
  for (const result of rendering) {
    for (const marker of MARKERS) expect([result.path, result.dom.text.includes(marker)]).toEqual([result.path, true])
    expect([result.path, result.dom.allowed]).toEqual([result.path, { strong: true, em: true, span: true, link: true }])
  }
})

test("plain-text short descriptions show every payload as text, character for character, and none executes", async () => {
  for (const { slug, text, route } of [
    { ...plainService, route: "services" },
    { ...plainIndustry, route: "industries" },
  ]) {
    const pathname = `/${route}/${slug}`
    const result = await load(pathname)
    expect([pathname, result.status]).toEqual([pathname, 200])
    expect([pathname, result.fired]).toEqual([pathname, []])
    expect([pathname, result.blocked.filter(u => /xss\.rocks/.test(u))]).toEqual([pathname, []])
    expect([pathname, result.dom.handlers]).toEqual([pathname, []])
    expect([pathname, result.dom.text.includes(text)]).toEqual([pathname, true])
  }
})

describe("hostile URLs and slugs", () => {
  test("none of them reaches any file of public/, nor any file's path", async () => {
    const all = [...new Set(placed.map(p => p.marker))]
    expect(all.length).toBeGreaterThanOrEqual(HOSTILE_URLS.length + HOSTILE_SLUGS.length + 3)
    const publicDir = path.join(workDir, "public")
    const found: string[] = []
    for (const [marker, hits] of await findEachInTree(publicDir, all)) for (const hit of hits) found.push(`${marker} in ${hit}`)
    const paths = readdirSync(publicDir, { recursive: true }).map(String)
    for (const marker of all) for (const hit of paths.filter(p => p.includes(marker))) found.push(`${marker} names ${hit}`)
    expect(found).toEqual([])
    expect(paths.length).toBeGreaterThan(100)
    // Every redirect line is one rule of three parts between two site paths.
    const redirects = readFileSync(path.join(publicDir, "_redirects"), "utf8").trimEnd().split("\n")
    expect(redirects.filter(line => !/^\/[a-z0-9/:*-]* \/[a-z0-9/:-]* 301$/.test(line))).toEqual([])
  })

  test("the build names collection, item and field of each value it dropped", () => {
    expect(placed.length).toBeGreaterThanOrEqual(30)
    const missing = placed
      .filter(({ collection, item, field }) => !buildOutput.includes(`dropped ${collection} item ${item}, field "${field}"`))
      .map(({ marker, collection, item, field }) => `${marker}: ${collection} ${item} ${field}`)
    expect(missing).toEqual([])
  })

  test("a page built from blocks drops an unknown block type and a block without heading, naming page, block and field", async () => {
    for (const warning of blockWarnings) expect(buildOutput).toContain(warning)
    const response = await fetch(`${base}${HOSTILE_LANDING.path}/`)
    const html = await response.text()
    expect([response.status, html.includes(HOSTILE_LANDING.heading), html.includes("Hostile card"), html.includes(HOSTILE_LANDING.headless)]).toEqual([200, true, true, false])
  })

  test("an item whose slug was refused keeps a page at the slug of its title (spec 000 §3.1)", async () => {
    for (const pathname of ["/industries/hostile-industry-one", "/services/hostile-service-two", "/portfolio/hostile-project-four"]) {
      const response = await fetch(`${base}${pathname}`, { redirect: "manual" })
      expect([pathname, response.status]).toEqual([pathname, 200])
    }
  })

  test("under CONTENT_STRICT=1 the same content fails the build, and so does a strict build without a CMS", () => {
    const { withHostileCms, withoutCms } = strictResults
    expect(withHostileCms.status).not.toBe(0)
    expect(withHostileCms.output).toMatch(/CONTENT_STRICT=1 and \d+ content value\(s\) failed the content rules/)
    expect(withHostileCms.output).toContain('dropped settings item 1, field "calendly_link"')
    expect(withoutCms.status).not.toBe(0)
    expect(withoutCms.output).toContain("CONTENT_STRICT=1 needs a CMS: set DIRECTUS_URL")
  })
})

/** Opens a file's URL as a visitor sent there would (the policy its host sends applied); the dialogs its scripts opened. */
async function openFile(url: string): Promise<{ status: number | undefined; ran: string[]; policy: string | undefined }> {
  const session = await openSession(browser, { enforceCsp: true })
  const ran: string[] = []
  session.page.on("dialog", dialog => {
    ran.push(dialog.message())
    void dialog.dismiss()
  })
  try {
    const response = await session.page.goto(url, { waitUntil: "load" })
    // Handlers waiting for a pointer get one.
    await session.page.mouse.move(40, 35)
    await session.page.mouse.click(40, 35)
    await session.page.waitForTimeout(500)
    return { status: response?.status(), ran, policy: response?.headers()["content-security-policy"] }
  } finally {
    await session.context.close()
  }
}

describe("hostile uploads", () => {
  const publicDir = () => path.join(workDir, "public")
  const problem = (key: keyof typeof HOSTILE_UPLOADS) =>
    `dropped clients item ${uploadClients[key]}, field "logo": file ${HOSTILE_UPLOADS[key].id} ("${HOSTILE_UPLOADS[key].filename}") is not a JPEG, PNG, GIF, WebP, AVIF or SVG picture`
  /** The URL paths of the built files whose names start with `stem`. */
  const built = (stem: string) => readdirSync(publicDir(), { recursive: true }).map(String).filter(file => path.basename(file).startsWith(stem)).map(file => `/${file}`)

  test("an HTML upload, under any name, is dropped and named by the build with the item using it; a picture keeps its checked type", async () => {
    expect(buildOutput).toContain(problem("html"))
    expect(buildOutput).toContain(problem("disguised"))
    expect(buildOutput).not.toContain(problem("scripted"))
    expect([...built("hostile-page"), ...built("hostile-disguised")]).toEqual([])
    expect(Object.fromEntries(await findEachInTree(publicDir(), ["evilupload02", "evilupload03"]))).toEqual({ evilupload02: [], evilupload03: [] })
    // A PNG named .svg is published as the PNG it is (sharp's versions beside it).
    expect(built("hostile-raster").filter(file => file.endsWith(".svg"))).toEqual([])
    expect(built("hostile-raster").some(file => /^\/static\/[0-9a-f]+\/hostile-raster\.png$/.test(file))).toBe(true)
  })

  test("the scripted SVG is published sanitised: its drawing stays, none of its payloads", () => {
    const [file] = built("hostile-logo")
    expect(file).toMatch(/^\/static\/[0-9a-f]+\/hostile-logo\.svg$/)
    const text = readFileSync(path.join(publicDir(), file), "utf8")
    expect(text).toContain("Hostile upload logo")
    expect(text).toContain('fill="#0b1533"')
    expect(text).not.toMatch(/evilupload01|script|onload|onerror|onmouseover|foreignObject|javascript|animate/i)
  })

  test("the scripted SVG's built URL, opened directly, runs nothing with or without the host's headers", async () => {
    const [file] = built("hostile-logo")
    const withHeaders = await startServer({ dir: publicDir(), port: 0, hostFilesFrom: path.join(workDir, "host-files") })
    try {
      for (const [label, url] of [["without _headers", `${base}${file}`], ["with _headers", `${withHeaders.url}${file}`]]) {
        const opened = await openFile(url)
        expect([label, opened.status, opened.ran]).toEqual([label, 200, []])
      }
    } finally {
      await withHeaders.close()
    }
  })

  test("under the host's headers even an unsanitised scripted SVG in /static/ runs nothing (the same file served without them runs)", async () => {
    const site = path.join(workDir, "raw-upload")
    mkdirSync(path.join(site, "static", "0123456789abcdef0123"), { recursive: true })
    // Without its XSLT instruction: Chromium 150 renders nothing of an XML file whose XSLT fails to
    // load, which would make the control below prove nothing.
    writeFileSync(path.join(site, "static", "0123456789abcdef0123", "raw.svg"), SCRIPTED_SVG.replace(/<\?xml-stylesheet[^>]*\?>/, ""))
    const hosted = await startServer({ dir: site, port: 0, hostFilesFrom: path.join(workDir, "host-files") })
    const bare = await startServer({ dir: site, port: 0, hostFiles: false })
    try {
      const underHeaders = await openFile(`${hosted.url}/static/0123456789abcdef0123/raw.svg`)
      expect(underHeaders.policy).toMatch(/default-src 'none'.*sandbox/)
      expect([underHeaders.status, underHeaders.ran]).toEqual([200, []])
      const without = await openFile(`${bare.url}/static/0123456789abcdef0123/raw.svg`)
      expect(without.ran).toEqual(expect.arrayContaining(["evilupload01 script", "evilupload01 onload"]))
    } finally {
      await Promise.all([hosted.close(), bare.close()])
    }
  })
})
