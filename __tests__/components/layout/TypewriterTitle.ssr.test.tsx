/** @jest-environment node */
import { renderToString } from "react-dom/server"
import { TypewriterTitle } from "../../../src/components/layout/hero/TypewriterTitle"

const TITLE = "Automate the Busywork"

test("the server renders the full title: once for assistive technology, and drawn in full", () => {
  const html = renderToString(<TypewriterTitle title={TITLE} primary="Busywork" />)
  expect(html).toContain(`<span class="visually-hidden">${TITLE}</span>`)
  expect(html).toMatch(/aria-hidden="true"/)
  // Drawn in full before hydration: no character hidden, no caret, the highlighted part marked.
  expect(html).not.toMatch(/class="(pending|next)/)
  const mark = /<mark>(.*?)<\/mark>/.exec(html)?.[1] ?? ""
  expect(mark.replace(/<[^>]+>/g, "")).toBe("Busywork")
  expect(html).toContain('data-typing="false"')
})
