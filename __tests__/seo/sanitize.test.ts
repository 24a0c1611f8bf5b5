/**
 * @jest-environment jsdom
 */
import { HOSTILE_URLS } from "./fixtures/hostile-content"
import { assetFileId, inlineFileIds, sanitizeCmsHtml } from "../../plugins/gatsby-source-directus/src/sanitize"
import { ALLOWED_MARKUP, XSS_PAYLOADS } from "./fixtures/xss-payloads"

const ALLOWED_TAGS = new Set(["P", "BR", "STRONG", "EM", "B", "I", "U", "SPAN", "A", "UL", "OL", "LI", "H2", "H3", "H4", "BLOCKQUOTE", "CODE"])
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i

/** Parses sanitised output the way a browser would and lists everything outside the allowlist. */
function violations(html: string): string[] {
  const template = document.createElement("template")
  template.innerHTML = html
  const found: string[] = []
  for (const element of Array.from(template.content.querySelectorAll("*"))) {
    if (!ALLOWED_TAGS.has(element.tagName)) found.push(`tag ${element.tagName}`)
    for (const attribute of Array.from(element.attributes)) {
      const allowed = element.tagName === "A" && ["href", "title", "target", "rel"].includes(attribute.name)
      if (!allowed) found.push(`attribute ${attribute.name} on ${element.tagName}`)
      if (attribute.name === "href" && !SAFE_HREF.test(attribute.value.trim())) found.push(`href ${attribute.value}`)
    }
  }
  return found
}

test("the fixture holds at least 30 distinct OWASP filter-evasion payloads", () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30)
  expect(new Set(XSS_PAYLOADS.map(p => p.html)).size).toBe(XSS_PAYLOADS.length)
})

test.each(XSS_PAYLOADS.map(p => [p.id, p.name, p.html] as const))("payload %i (%s) leaves only allowlisted markup", (_id, _name, html) => {
  const clean = sanitizeCmsHtml(html)
  expect(violations(clean)).toEqual([])
  expect(clean).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|img|base|meta|link)\b/i)
  // Idempotent: sanitising the output again changes nothing (no mutation-XSS second pass).
  expect(sanitizeCmsHtml(clean)).toBe(clean)
})

test("allowed markup survives: strong, em, span and a link with its href", () => {
  expect(sanitizeCmsHtml(ALLOWED_MARKUP)).toBe(ALLOWED_MARKUP)
})

test("links opening a new tab get rel=noopener and only known targets", () => {
  expect(sanitizeCmsHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
    '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>'
  )
  expect(sanitizeCmsHtml('<a href="https://x.test" target="evil">x</a>')).toBe('<a href="https://x.test">x</a>')
})

test("a link in CMS HTML passes the same URL rule as every other CMS link, or keeps only its text", () => {
  const html = HOSTILE_URLS.map(({ value }) => `<a href="${value.replace(/"/g, "&quot;")}">t</a>`).join("")
  const out = sanitizeCmsHtml(html)
  for (const { marker } of HOSTILE_URLS) expect(out).not.toContain(marker)
  expect(sanitizeCmsHtml('<a href="/contact">c</a> <a href="mailto:hello@lumenaut.dev">m</a>')).toBe(
    '<a href="/contact">c</a> <a href="mailto:hello@lumenaut.dev">m</a>'
  )
})

describe("pictures in rich text", () => {
  const id = "0b5c7f4e-2a61-4c1e-9d6f-3e8a1b2c4d5e"
  const published = { src: "/static/0f1e2d3c4b5a6978/ab-760.webp", srcset: "/static/0f1e2d3c4b5a6978/ab-760.webp 760w, /static/0f1e2d3c4b5a6978/ab-1520.webp 1520w", sizes: "(min-width: 808px) 760px, 100vw", width: 760, height: 428 }
  const pictureOf = (fileId: string) => (fileId === id ? published : null)

  test("Directus's editor's address of a file names it however it is written; any other address names none", () => {
    for (const src of [`https://cms.example/assets/${id}.jpg?access_token=secret`, `/assets/${id}`, `http://127.0.0.1:8055/assets/${id.toUpperCase()}?width=300`]) {
      expect(assetFileId(src)).toBe(id)
    }
    for (const src of ["https://evil.example/x.png", `/assets/${id}/../x`, "javascript:alert(1)", `/uploads/${id}.jpg`, undefined]) expect(assetFileId(src)).toBeNull()
    expect(inlineFileIds(`<p><img src="/assets/${id}.png"><img src="https://x.example/a.png"><img src="/assets/${id}"></p>`)).toEqual([id])
  })

  test("a picture of a Directus file shows the site's own copy with its sizes, the editor's alt text, loaded when near; nothing of the CMS's address", () => {
    const html = `<p>Before</p><img src="https://cms.example/assets/${id}.jpg?access_token=secret" alt="A diagram" width="9999" style="x" onerror="alert(1)" class="c"><p>After</p>`
    expect(sanitizeCmsHtml(html, pictureOf)).toBe(
      `<p>Before</p><img src="${published.src}" srcset="${published.srcset}" sizes="${published.sizes}" alt="A diagram" width="760" height="428" loading="lazy" decoding="async" /><p>After</p>`
    )
  })

  test("a picture the site does not publish, of another address, or in a field without pictures leaves nothing behind", () => {
    expect(sanitizeCmsHtml(`<p>a<img src="/assets/11111111-2222-4333-8444-555555555555.png" alt="x">b</p>`, pictureOf)).toBe("<p>ab</p>")
    expect(sanitizeCmsHtml(`<p>a<img src="https://evil.example/track.gif">b</p>`, pictureOf)).toBe("<p>ab</p>")
    expect(sanitizeCmsHtml(`<p>a<img src="/assets/${id}.png" alt="x">b</p>`)).toBe("<p>ab</p>")
  })

  test.each(XSS_PAYLOADS.map(p => [p.id, p.name, p.html] as const))("payload %i (%s) with pictures allowed leaves no script", (_id, _name, html) => {
    const template = document.createElement("template")
    template.innerHTML = sanitizeCmsHtml(html, pictureOf)
    // Each picture is the published one, with its own attributes only; everything else passes the allowlist as without pictures.
    for (const img of Array.from(template.content.querySelectorAll("img"))) {
      expect(img.getAttribute("src")).toBe(published.src)
      expect(img.getAttributeNames().filter(name => !["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"].includes(name))).toEqual([])
      img.remove()
    }
    expect(violations(template.innerHTML)).toEqual([])
  })
})
