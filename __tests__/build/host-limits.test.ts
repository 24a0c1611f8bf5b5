import { headersFile } from "../../src/build/headers"
import { HOST_LIMITS, assertWithinHostLimits, headersProblems, parseHeadersFile, patternMatches, redirectCountWarning, redirectsProblems } from "../../src/build/host-limits"
import { redirectsFile, siteRedirects } from "../../src/content/redirects"
import { describeIssue } from "../../plugins/gatsby-source-directus/src/normalise"
import type { ContentIssue } from "../../plugins/gatsby-source-directus/src/normalise"

const industries = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ directusId: i + 1, slug: `industry-${i + 1}`, name: null, title: null }))

test("the generated _headers is within both hosts' limits, and the same whatever the number of pages", () => {
  const file = headersFile()
  expect(headersProblems(file)).toEqual([])
  expect(parseHeadersFile(file).length).toBeLessThanOrEqual(HOST_LIMITS.headerRules)
  // It takes no page list: a CMS with 1,000 pages writes these same bytes.
  expect(headersFile.length).toBe(0)
})

test("_headers problems: too many rules, a long line, two splats, a header Netlify ignores, Cloudflare-only removal", () => {
  const rules = Array.from({ length: HOST_LIMITS.headerRules + 1 }, (_, i) => `/r${i}\n  X-A: 1`).join("\n")
  expect(headersProblems(rules)).toEqual([`${HOST_LIMITS.headerRules + 1} header rules (limit ${HOST_LIMITS.headerRules})`])
  expect(headersProblems(`/*\n  X-A: ${"a".repeat(HOST_LIMITS.headerLineChars)}`)).toEqual([expect.stringMatching(/^_headers line 2: 2007 characters/)])
  expect(headersProblems(`/*\n  X-A: ${"a".repeat(HOST_LIMITS.headerLineChars - 7)}`)).toEqual([])
  expect(headersProblems("/*/*.js\n  X-A: 1")).toEqual(["/*/*.js: more than one splat"])
  expect(headersProblems("/*\n  Set-Cookie: a=1")).toEqual(["/*: Set-Cookie is ignored by Netlify"])
  expect(headersProblems("/*.jpg\n  ! Content-Security-Policy")).toEqual([expect.stringContaining("Cloudflare-only")])
  expect(headersProblems("http://example.test/*\n  X-A: 1\nhttps://example.test:8443/*\n  X-A: 1")).toHaveLength(2)
  expect(headersProblems("https://example.test/*\n  X-A: 1")).toEqual([])
})

test("the redirects of this build's content and of a CMS with 1,000 industries are within both hosts' limits", () => {
  expect(redirectsProblems(redirectsFile(siteRedirects([])))).toEqual([])
  const large = redirectsFile(siteRedirects(industries(1000)))
  expect(large.trim().split("\n")).toHaveLength(1000 + siteRedirects([]).length)
  expect(redirectsProblems(large)).toEqual([])
})

/** The site's rules with these CMS redirects (on 1,000 industries' id redirects), and the warnings of those dropped. */
function withCms(redirects: { directusId: number; fromPath: string; toPath: string }[], industryCount = 1000) {
  const issues: ContentIssue[] = []
  const rules = siteRedirects(industries(industryCount), { redirects, pages: [], reject: issue => issues.push(issue) })
  return { rules, file: redirectsFile(rules), warnings: issues.map(describeIssue) }
}
const slugChanges = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ directusId: i + 1, fromPath: `/old/${i}-${"x".repeat(240)}`, toPath: `/new/${i}-${"y".repeat(240)}` }))

test("CMS redirects are static lines ahead of the dynamic ones; those past 2,000 static lines in all are dropped with a warning, the newest first", () => {
  const fixed = siteRedirects(industries(1000)).filter(rule => !rule.from.includes("*") && !rule.from.includes(":")).length
  const under = withCms(slugChanges(900))
  expect(redirectsProblems(under.file)).toEqual([])
  expect(under.warnings).toEqual([])
  const over = withCms(slugChanges(1000))
  expect(() => assertWithinHostLimits({ headers: headersFile(), redirects: over.file })).not.toThrow()
  const room = HOST_LIMITS.staticRedirects - fixed
  expect(over.warnings).toHaveLength(1000 - room)
  expect(over.warnings[0]).toBe(`redirects item ${room + 1}, field "from_path": past the hosts' 2000 static redirects: redirect dropped`)
  expect(over.file).toContain(`/old/${room - 1}-`)
  expect(over.file).not.toContain(`/old/${room}-`)
})

test("one redirect whose line is past the hosts' length limit is dropped with a warning; the rest are written", () => {
  const long = { directusId: 7, fromPath: "/old-offer", toPath: `/offers/${"a".repeat(1204)}` }
  expect(long.toPath).toHaveLength(1212)
  const { file, warnings } = withCms([long, ...slugChanges(3).map(r => ({ ...r, directusId: r.directusId + 7 }))], 3)
  expect(warnings).toEqual([`redirects item 7, field "to_path": its _redirects line would be ${long.fromPath.length + 1 + 1212 + 4} characters, past the hosts' 1000: redirect dropped`])
  expect(() => assertWithinHostLimits({ headers: headersFile(), redirects: file })).not.toThrow()
  expect(file).not.toContain("/old-offer")
  expect(file).toContain("/old/2-")
})

test("the build warns when the redirects come within 80 % of a host's count limit", () => {
  const statics = (count: number) => Array.from({ length: count }, (_, i) => ({ from: `/a${i}` }))
  expect(redirectCountWarning(statics(1599))).toBeNull()
  expect(redirectCountWarning(statics(1600))).toBe(
    "_redirects holds 1600 static redirects of the hosts' 2000: past the limit, the newest CMS redirects are dropped (remove redirects no one needs any more)"
  )
  expect(redirectCountWarning(Array.from({ length: 80 }, (_, i) => ({ from: `/a${i}/*` })))).toMatch(/^_redirects holds 80 dynamic redirects of the hosts' 100/)
  expect(redirectCountWarning(siteRedirects(industries(1000)))).toBeNull()
  expect(redirectCountWarning(withCms(slugChanges(700)).rules)).toMatch(/static redirects of the hosts' 2000/)
})

test("_redirects problems: counts, line length, order, format; the build stops on any", () => {
  const statics = Array.from({ length: HOST_LIMITS.staticRedirects + 1 }, (_, i) => `/a${i} /b 301`).join("\n")
  expect(redirectsProblems(statics)).toEqual([`${HOST_LIMITS.staticRedirects + 1} static redirects (limit ${HOST_LIMITS.staticRedirects})`])
  const dynamics = Array.from({ length: HOST_LIMITS.dynamicRedirects + 1 }, (_, i) => `/a${i}/:slug /b/:slug 301`).join("\n")
  expect(redirectsProblems(dynamics)).toEqual([`${HOST_LIMITS.dynamicRedirects + 1} dynamic redirects (limit ${HOST_LIMITS.dynamicRedirects})`])
  expect(redirectsProblems(`/a /${"b".repeat(HOST_LIMITS.redirectLineChars)} 301`)).toEqual(["_redirects line 1: 1008 characters (limit 1000)"])
  expect(redirectsProblems(`/a /${"b".repeat(HOST_LIMITS.redirectLineChars - 8)} 301`)).toEqual([])
  expect(redirectsProblems("/a/* /b 301\n/c /d 301")).toEqual(["_redirects line 2: a static redirect after a dynamic one"])
  expect(redirectsProblems("example.test/a /b 301\n/a /b 404\n/c\n/*/* /e 301")).toEqual([
    "_redirects line 1: the source is not a path",
    "_redirects line 2: status 404",
    '_redirects line 3: not "source destination [status]"',
    "_redirects line 4: more than one splat",
  ])
  expect(() => assertWithinHostLimits({ headers: headersFile(), redirects: statics })).toThrow(/static redirects/)
  expect(() => assertWithinHostLimits({ headers: headersFile(), redirects: redirectsFile() })).not.toThrow()
})

test("host patterns: a splat spans folders, a placeholder one segment, a trailing slash is the same path", () => {
  expect(patternMatches("/*", "/")).toBe(true)
  expect(patternMatches("/*.js", "/app-1.js")).toBe(true)
  expect(patternMatches("/*.js", "/~partytown/partytown.js")).toBe(true)
  expect(patternMatches("/*.js", "/page-data/app-data.json")).toBe(false)
  expect(patternMatches("/page-data/*", "/page-data/index/page-data.json")).toBe(true)
  expect(patternMatches("/portfolios/:slug", "/portfolios/a")).toBe(true)
  expect(patternMatches("/portfolios/:slug", "/portfolios/a/b")).toBe(false)
  expect(patternMatches("/about", "/about/")).toBe(true)
})
