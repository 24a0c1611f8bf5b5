/** @jest-environment node */
import { renderToString } from "react-dom/server"
import { TypewriterTitle } from "../../../src/components/layout/hero/TypewriterTitle"

const TITLE = "Automate the Busywork"

test("the server renders the full title: once for assistive technology, and drawn in full", () => {
  const html = renderToString(<TypewriterTitle title={TITLE} primary="Busywork" />)
  expect(html).toContain(`<span class="visually-hidden">${TITLE}</span>`)
  expect(html).toMatch(/aria-hidden="true"/)
  // The reserved box and the typed layer both hold the whole title before hydration.
  expect(html.match(/<mark>Busywork<\/mark>/g)).toHaveLength(2)
  expect(html).toContain('data-typing="false"')
})
