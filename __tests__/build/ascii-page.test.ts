import { withAsciiJson, withAsciiText } from "../../src/build/ascii-page"

const page =
  `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>الخدمات – Lumenaut</title>` +
  `<style>.cue::after{content:" →"}.q::before{content:"“"}</style>` +
  `<script type="application/ld+json">{"name":"Yapay Zekâ “AI” 🚀","url":"https://example.test/"}</script>` +
  `<script>window.ready=true</script></head><body>` +
  `<a href="/tr/" hreflang="tr" lang="tr" title="Türkçe">Türkçe</a>` +
  `<p class="text">نؤتمت العمليات — “fast” 🚀 &amp; ©</p>` +
  `<img alt="Puanlanmış süreçler" src="/a.jpg"/>` +
  `<noscript><img alt="Kayıt" src="/b.jpg"/></noscript>` +
  `<svg><title>Yıldız</title><style>.s{content:"★"}</style></svg>` +
  `<textarea>سطر</textarea></body></html>`

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html")
/** A parsed page without its style sheets, whose escapes the CSS test below reads. */
const withoutStyles = (html: string) => {
  const doc = parse(html)
  doc.querySelectorAll("style").forEach(style => style.remove())
  return doc
}
const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text)

test("a page comes out in ASCII only", () => {
  expect(isAscii(withAsciiText(page))).toBe(true)
})

test("its text, attributes, title and noscript copy read back exactly as written", () => {
  const [before, after] = [withoutStyles(page), withoutStyles(withAsciiText(page))]
  expect(after.title).toBe(before.title)
  expect(after.body.textContent).toBe(before.body.textContent)
  expect(after.body.innerHTML).toBe(before.body.innerHTML)
  expect(after.querySelector("img")?.getAttribute("alt")).toBe("Puanlanmış süreçler")
  expect(after.querySelector("a")?.getAttribute("title")).toBe("Türkçe")
  expect(after.querySelector("textarea")?.value).toBe("سطر")
})

test("JSON-LD keeps its values, characters beyond the BMP as surrogate pairs", () => {
  const ld = (html: string) => JSON.parse(parse(html).querySelector('script[type="application/ld+json"]')!.textContent!)
  expect(ld(withAsciiText(page))).toEqual(ld(page))
  expect(withAsciiText(page)).toContain('"Yapay Zek\\u00e2 \\u201cAI\\u201d \\ud83d\\ude80"')
})

test("a style sheet takes CSS escapes, which end with a space CSS drops", () => {
  expect(withAsciiText(page)).toContain('<style>.cue::after{content:" \\2192 "}.q::before{content:"\\201c "}</style>')
  expect(withAsciiText(page)).toContain('<style>.s{content:"\\2605 "}</style>')
})

test("a script that runs is code and stays as written; ASCII text is untouched", () => {
  const script = `<script>var a="ع"</script>`
  expect(withAsciiText(script)).toBe(script)
  const ascii = `<html><head><style>a{color:red}</style><script type="application/json">{"a":1}</script></head><body><p>Hello &amp; welcome</p></body></html>`
  expect(withAsciiText(ascii)).toBe(ascii)
})

test("page data comes out in ASCII and parses to the same value", () => {
  const data = JSON.stringify({ result: { data: { title: "Yapay Zekâ “AI” 🚀", body: "نؤتمت العمليات", n: [1, "—"] } } })
  expect(isAscii(withAsciiJson(data))).toBe(true)
  expect(JSON.parse(withAsciiJson(data))).toEqual(JSON.parse(data))
  const plain = JSON.stringify({ a: "ascii", b: [1, 2] })
  expect(withAsciiJson(plain)).toBe(plain)
})
