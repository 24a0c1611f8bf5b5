import { pagePolicy } from "../../src/build/headers"
import { withPagePolicy } from "../../src/build/page-csp"
import { cspHash } from "../../src/build/scan"

const page = (pagePath: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link as="script" rel="preload" href="/app-1.js"/>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head><body>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<script>window.___webpackCompilationHash="abc";</script><script src="/app-1.js" async></script></body></html>`

const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1]

test("each page carries the hashes of its own executed inline scripts, right after the charset and before anything it governs", () => {
  const html = withPagePolicy(page("/about"))
  expect(policyOf(html)).toBe(pagePolicy([cspHash('/*<![CDATA[*/window.pagePath="/about";/*]]>*/'), cspHash('window.___webpackCompilationHash="abc";')]))
  expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<link"))
  expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(html.indexOf("Content-Security-Policy"))
  // JSON-LD is never run: no hash for it.
  expect(policyOf(html)).not.toContain(cspHash('{"@type":"Organization"}'))
})

test("the policy does not grow with the site: two pages differ only in their own pagePath hash", () => {
  const [a, b] = [policyOf(withPagePolicy(page("/a"))) ?? "", policyOf(withPagePolicy(page("/b"))) ?? ""]
  expect(a.match(/'sha256-/g)).toHaveLength(2)
  expect(a).not.toBe(b)
  expect(a.length).toBe(b.length)
})

test("a page written by an earlier build keeps one policy, for its current scripts", () => {
  const again = withPagePolicy(withPagePolicy(page("/a")))
  expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
  expect(policyOf(again)).toBe(policyOf(withPagePolicy(page("/a"))))
  expect(withPagePolicy("<p>no head</p>")).toBe("<p>no head</p>")
})
