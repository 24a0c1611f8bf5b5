import { assertFrameworkUnchanged, brokenAssumptions } from "../../src/build/framework-check"
import type { BuiltSite } from "../../src/build/framework-check"
import { withScriptsAfterPaint } from "../../src/build/scripts-after-paint"

/** A page as Gatsby 5 writes it (abridged from public/about/index.html). */
const gatsbyPage = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body>` +
  `<div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><div class="site-shell"><main id="main"><h1>${title}</h1></main></div></div>` +
  `<div id="gatsby-announcer" aria-live="assertive" aria-atomic="true"></div></div>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc";</script>` +
  `<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

const SITE: BuiltSite = {
  pages: [
    { route: "/", html: gatsbyPage("Home") },
    { route: "/about", html: gatsbyPage("About") },
    // A file copied from static/: no page data, no Gatsby markup.
    { route: "/verify.html", html: "<!DOCTYPE html><html><body>site-verification: abc</body></html>" },
  ],
  pageData: [
    { path: "/", componentChunkName: "component---src-templates-page-tsx" },
    { path: "/about", componentChunkName: "component---src-templates-page-tsx" },
  ],
  reactVersion: "18.3.1",
}

/** The sample with the about page's HTML changed. */
const aboutChanged = (change: (html: string) => string): BuiltSite => ({
  ...SITE,
  pages: SITE.pages.map(page => (page.route === "/about" ? { ...page, html: change(page.html) } : page)),
})

test("a build as Gatsby 5 and React 18 write it holds every assumption", () => {
  expect(brokenAssumptions(SITE)).toEqual([])
  expect(() => assertFrameworkUnchanged(SITE)).not.toThrow()
})

test("a page an earlier build wrote, its bundles already behind the loader, still holds", () => {
  expect(brokenAssumptions(aboutChanged(withScriptsAfterPaint))).toEqual([])
})

test.each<[string, BuiltSite, RegExp]>([
  ["the root element renamed", aboutChanged(html => html.replace('id="___gatsby"', 'id="___root"')), /^Gatsby's root element .*: not in \/about$/],
  ["the router wrapper renamed", aboutChanged(html => html.replace('id="gatsby-focus-wrapper"', 'id="router"')), /^Gatsby's router wrapper .*: not in \/about$/],
  ["the router wrapper empty", aboutChanged(html => html.replace(/(id="gatsby-focus-wrapper">).*?(<div id="gatsby-announcer")/, "$1</div></div>$2")), /^Gatsby's router wrapper .*: not in \/about$/],
  ["the bundles loaded with defer", aboutChanged(html => html.replace(/ async>/g, " defer>")), /^Gatsby's bundles load through <script src async> tags .*: neither those tags nor the loader in \/about$/],
  [
    "page chunks named otherwise",
    { ...SITE, pageData: SITE.pageData.map(data => ({ ...data, componentChunkName: "page--src-templates-page-tsx" })) },
    /^page components' chunks are named "component---…" .*: page data names the chunks "page--src-templates-page-tsx"$/,
  ],
  [
    "page data's path with a trailing slash",
    { ...SITE, pageData: [{ ...SITE.pageData[0] }, { ...SITE.pageData[1], path: "/about/" }] },
    /^page data names each built page \(path\): no built page at "\/about\/"$/,
  ],
  ["no page data", { ...SITE, pageData: [] }, /^page data names each built page \(path\): public\/page-data holds no page-data.json$/],
  ["React 19", { ...SITE, reactVersion: "19.0.0" }, /^React is version 18 .*: the build renders with React 19\.0\.0$/],
])("%s breaks that assumption alone, and the build stops naming it", (_change, site, message) => {
  expect(brokenAssumptions(site)).toEqual([expect.stringMatching(message)])
  expect(() => assertFrameworkUnchanged(site)).toThrow(new RegExp(`^The framework changed under src/framework/internals\\.ts[^]*\\n- ${message.source.slice(1)}`))
})
