/** @jest-environment node */
import { renderToString } from "react-dom/server"
import { TypewriterTitle } from "../../../src/components/layout/hero/TypewriterTitle"

const TITLE = "Automate the Busywork"

test("the server renders the full title: once for assistive technology, and every character numbered for its moment", () => {
  const html = renderToString(<TypewriterTitle title={TITLE} primary="Busywork" />)
  expect(html).toContain(`<span class="visually-hidden">${TITLE}</span>`)
  expect(html).toMatch(/aria-hidden="true"/)
  // The typing is the styles' (hero rules): each drawn character carries its place in the title.
  const drawn = [...html.matchAll(/<span style="--i:(\d+)">(.)<\/span>/g)]
  expect(drawn.map(([, , char]) => char).join("")).toBe(TITLE)
  expect(drawn.map(([, index]) => Number(index))).toEqual(Array.from(TITLE, (_, i) => i))
  const mark = /<mark>(.*?)<\/mark>/.exec(html)?.[1] ?? ""
  expect(mark.replace(/<[^>]+>/g, "")).toBe("Busywork")
})
