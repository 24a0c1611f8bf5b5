/** @jest-environment node */
import { renderToString } from "react-dom/server"
import { TypewriterTitle } from "../../../src/components/layout/hero/TypewriterTitle"

const TITLE = "Automate the Busywork"

test("the server renders the full title: once for assistive technology, and every character in a box of its own, in order", () => {
  const html = renderToString(<TypewriterTitle title={TITLE} primary="Busywork" />)
  expect(html).toContain(`<span class="visually-hidden">${TITLE}</span>`)
  expect(html).toMatch(/aria-hidden="true"/)
  // The head's typewriter script shows the drawn characters one by one, in the order they come.
  const drawn = [...html.matchAll(/<span>(.)<\/span>/g)]
  expect(drawn.map(([, char]) => char).join("")).toBe(TITLE)
  const mark = /<mark>(.*?)<\/mark>/.exec(html)?.[1] ?? ""
  expect(mark.replace(/<[^>]+>/g, "")).toBe("Busywork")
})

test("a title types by grapheme: a letter with its marks, a Turkish İ or an emoji sequence appears whole, at one moment", () => {
  const title = "Cafe\u0301 İşler 👩🏽‍💻 نُمو"
  const html = renderToString(<TypewriterTitle title={title} primary="İşler" />)
  const drawn = [...html.matchAll(/<span>(.*?)<\/span>/g)]
  expect(drawn.map(([, char]) => char)).toEqual(["C", "a", "f", "e\u0301", " ", "İ", "ş", "l", "e", "r", " ", "👩🏽‍💻", " ", "نُ", "م", "و"])
})
