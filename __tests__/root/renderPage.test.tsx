/**
 * @jest-environment node
 */
import { useId } from "react"
import { renderToString } from "react-dom/server"
import { renderPage } from "../../src/root/renderPage"
import { ARABIC_FONT_FAMILY, arabicFontFaces } from "../../src/styles/arabic-font"

function Marked() {
  return <template id={`marker${useId()}`} />
}

const page = (
  <div>
    <Marked />
    <Marked />
  </div>
)

test("a page's HTML is React's own render of it, so the browser finds the ids React derives (useId) again", async () => {
  const { html } = await renderPage(page, "en")
  expect(html).toBe(renderToString(page))
})

test("the global styles come first in the head, without a place in the page's tree", async () => {
  const { html, styles } = await renderPage(page, "en")
  expect(html).not.toContain("<style")
  expect(styles[0].key).toBe("css-global")
  expect(styles.map(style => style.css).join("")).toContain(".site-shell{")
})

test("only an Arabic document's global styles carry the Arabic faces and stacks", async () => {
  const css = async (language: "en" | "ar" | "tr") => (await renderPage(page, language)).styles.map(style => style.css).join("")
  for (const language of ["en", "tr"] as const) {
    const latin = await css(language)
    expect(latin).not.toContain("@font-face")
    expect(latin).not.toContain('html[lang="ar"]')
  }
  const arabic = await css("ar")
  expect(arabic.match(/@font-face/g)).toHaveLength(arabicFontFaces.match(/@font-face/g)?.length ?? -1)
  expect(arabic).toContain(`font-family:"${ARABIC_FONT_FAMILY}"`)
  expect(arabic).toContain('html[lang="ar"] body{')
})

test("a character of several bytes where React's stream fills its 2 KB buffer comes out whole, with no NUL byte before it", async () => {
  // React 18's stream writes a full buffer, unused bytes and all, when the next character does not
  // fit (react#24985): some of these offsets (one item's length) put an arrow (3 bytes in UTF-8) across that edge.
  const item = "<li>Book a free consultation<span aria-hidden=\"true\"> →</span></li>"
  for (let offset = 0; offset < Buffer.byteLength(item); offset++) {
    const links = (
      <ul>
        <li>{"x".repeat(offset)}</li>
        {Array.from({ length: 120 }, (_, i) => <li key={i}>Book a free consultation<span aria-hidden="true"> →</span></li>)}
      </ul>
    )
    const { html } = await renderPage(links, "en")
    expect(html).not.toContain("\u0000")
    expect(html).toBe(renderToString(links))
  }
})
