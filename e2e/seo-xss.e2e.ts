/**
 * OWASP filter-evasion payloads through the real pipeline: a copy of the content snapshot with a
 * CMS-only service (title_html and description) and industry (description) holding every payload,
 * plus a CMS-only service and industry with an empty description and the payloads in their
 * plain-text short_description (nothing sanitises a plain field: it must show as text), is built
 * with `gatsby build` in a temporary copy of the checkout (so public/ stays untouched),
 * served WITHOUT `_headers` (the CSP must not be what stops them), and loaded in Chromium.
 */
import { spawn } from "child_process"
import type { ChildProcess } from "child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import type { Browser } from "playwright-core"
import { launch, openSession } from "./support/browser"
import { ALL_PAYLOADS_HTML, XSS_PAYLOADS } from "../__tests__/seo/fixtures/xss-payloads"
import { sanitizeCmsHtml } from "../plugins/gatsby-source-directus/src/sanitize"

/** Payload markers the sanitised field keeps (a payload with an unclosed raw-text tag swallows the rest). */
const MARKERS = [...sanitizeCmsHtml(ALL_PAYLOADS_HTML).matchAll(/#(\d+) /g)].map(m => `#${m[1]} `)

jest.setTimeout(15 * 60 * 1000)

const ROOT = path.resolve(__dirname, "..")
const COPIED = ["content", "src", "static", "plugins", "scripts", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "package.json", "tsconfig.json"]

let workDir = ""
let server: ChildProcess | null = null
let base = ""
let browser: Browser
let service = { slug: "", title: "" }
let industry = { slug: "" }
const plainService = { slug: "payload-plain-service", text: XSS_PAYLOADS.filter(p => !p.html.includes("\0")).map(p => p.html).join("\n") }
// Within the industry card's 150-character description cut, so the page shows all of it.
const plainIndustry = { slug: "payload-plain-industry", text: `<img src=x onerror=__xss(101)> <svg/onload=__xss(102)> <SCRIPT>__xss(103)</SCRIPT>` }

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise(resolve => {
    const child = spawn(command, args, { cwd, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env }, stdio: ["ignore", "ignore", "inherit"] })
    child.on("close", code => resolve(code ?? 1))
  })
}

/**
 * The snapshot copy: a service and an industry that exist only in the CMS (no written page copy, so
 * their pages render the CMS HTML itself) hold every payload in title_html and description; two
 * more hold them in short_description, which such a page shows when the description is empty.
 * (The payload with a NUL is left out there: an HTML parser drops NUL from text, so the page could
 * not show that one character for character.)
 */
function writePayloadSnapshot(dir: string) {
  const file = (name: string) => path.join(dir, `${name}.json`)
  const addItem = (collection: string, fields: Record<string, unknown>) => {
    const items = JSON.parse(readFileSync(file(collection), "utf8")) as Record<string, unknown>[]
    const template = items.find(item => item.status === "published")!
    const id = Math.max(...items.map(item => Number(item.id))) + 1
    items.push({ ...template, id, sort: id, featured: false, ...fields })
    writeFileSync(file(collection), JSON.stringify(items))
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
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), "xss-build-"))
  for (const name of COPIED) cpSync(path.join(ROOT, name), path.join(workDir, name), { recursive: true })
  symlinkSync(path.join(ROOT, "node_modules"), path.join(workDir, "node_modules"), "dir")
  const contentDir = path.join(workDir, "xss-content")
  cpSync(path.join(ROOT, "content"), contentDir, { recursive: true })
  writePayloadSnapshot(contentDir)

  const status = await run("npx", ["gatsby", "build"], workDir, { CONTENT_DIR: contentDir, DIRECTUS_URL: "", DIRECTUS_TOKEN: "" })
  if (status !== 0) throw new Error(`gatsby build of the payload snapshot failed (${status})`)
  rmSync(path.join(workDir, "public", "_headers"))

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
    for (const element of Array.from(document.querySelectorAll("main *"))) {
      for (const type of ["mouseover", "mouseenter", "focus", "toggle", "click"]) {
        const event = new MouseEvent(type, { bubbles: true, cancelable: true })
        if (type === "click") element.addEventListener("click", e => e.preventDefault(), { once: true })
        element.dispatchEvent(event)
      }
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
