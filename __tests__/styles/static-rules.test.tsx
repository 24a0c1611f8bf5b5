/**
 * @jest-environment node
 */
import { renderPage } from "../../src/root/renderPage"
import { FRAME_CLASS } from "../../src/styles/frame-classes"
import { UI_CLASS } from "../../src/components/ui/classes"
import { HEADER_CLASS } from "../../src/components/layout/header/classes"
import { HERO_CLASS } from "../../src/components/layout/hero/classes"
import { FOOTER_CLASS } from "../../src/components/layout/footer/classes"
import { CONSENT_CLASS } from "../../src/components/consent/classes"
import { NOTICE_CLASS } from "../../src/blocks/cta/notice-classes"

/** The global styles every page's head carries, as the server writes them (rendered once for every test). */
const rendered = renderPage(<span />, "en").then(({ styles }) => styles.map(style => style.css).join(""))

const groups = { FRAME_CLASS, UI_CLASS, HEADER_CLASS, HERO_CLASS, FOOTER_CLASS, CONSENT_CLASS, NOTICE_CLASS }

test.each(Object.entries(groups))("every class name of %s has its rules in every page's head", async (_, names) => {
  const css = await rendered
  const missing = Object.values(names).filter(name => !new RegExp(`\\.${name}(?![\\w-])`).test(css))
  expect(missing).toEqual([])
})

test("no two components share a class name", () => {
  const all = Object.values(groups).flatMap(names => Object.values(names))
  expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([])
})

test("a component's class refines the shared one it sits beside: the header's call to action overrides the button", async () => {
  const css = await rendered
  expect(css.indexOf(`.${HEADER_CLASS.cta}{`)).toBeGreaterThan(css.indexOf(`.${UI_CLASS.button}{`))
})
