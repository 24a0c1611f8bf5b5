/**
 * @jest-environment node
 */
import { useId } from "react"
import { renderToString } from "react-dom/server"
import { renderPage } from "../../src/root/renderPage"

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
  const { html } = await renderPage(page)
  expect(html).toBe(renderToString(page))
})

test("the global styles come first in the head, without a place in the page's tree", async () => {
  const { html, styles } = await renderPage(page)
  expect(html).not.toContain("<style")
  expect(styles[0].key).toBe("css-global")
  expect(styles.map(style => style.css).join("")).toContain(".site-shell{")
})
