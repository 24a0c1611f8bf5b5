/**
 * Issue #23 "Done when": any sentence of visible copy taken from any route is found in content/
 * (what cms:seed puts in Directus and the build reads back) and nowhere in src/. The routes are
 * every page of the built site but the internal tools (spec 001: /showcase, /internal/*), whose
 * copy describes the code. Form labels, options and the spec's validation messages stay in src/data,
 * and the spec's fallback industry cards in src/content/industry-fallback.ts.
 */
import { builtHtml } from "./support/built-site"
import { contentText, isContent, pageSentences, sourceText } from "./support/copy-sources"

const INTERNAL_TOOLS = /^\/(showcase|internal)(\/|$)/
const content = contentText()
const source = sourceText()
const pages = builtHtml().filter(page => !INTERNAL_TOOLS.test(page.route))

test("the built site has its pages", () => {
  expect(pages.map(page => page.route)).toEqual(expect.arrayContaining(["/", "/contact", "/portfolios", "/services/automation", "/404.html"]))
})

test.each(pages.map(page => [page.route, page.html]))("every sentence of %s is content, not code", (_route, html) => {
  const misplaced = pageSentences(html)
    .filter(sentence => !source.codeCopy.includes(sentence))
    .flatMap(sentence => {
      const inCode = source.code.filter(file => file.text.includes(sentence)).map(file => file.file)
      if (inCode.length > 0) return [`"${sentence}" is written in ${inCode.join(", ")}`]
      return isContent(sentence, content) ? [] : [`"${sentence}" is not in content/`]
    })
  expect(misplaced).toEqual([])
})
