/**
 * @jest-environment jsdom
 */
import { HOSTILE_URLS } from "./fixtures/hostile-content"
import { sanitizeCmsHtml } from "../../plugins/gatsby-source-directus/src/sanitize"
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
