/** @jest-environment node */
import { HOSTILE_SLUGS, HOSTILE_URLS } from "../../../__tests__/seo/fixtures/hostile-content"
import { ROUTE_PATTERN, SLUG_PATTERN, safeEmail, safeFileName, safeJsonLd, safePathOrHttpsUrl, safePhone, safeRoutePath, safeSitePath, safeSiteTarget, safeSlug, safeUrl, telUrl, uncapturedPlaceholders } from "../src/rules"
import { REDIRECT_PATH_MAX, SITE_PATH_PATTERN as CMS_SITE_PATH, TARGET_PATTERN as CMS_TARGET, directusCollections } from "../src/cms/schema"
import { HOST_LIMITS } from "../../../src/build/host-limits"

test.each(HOSTILE_URLS)("the URL rule refuses $marker", ({ value }) => {
  expect(safeUrl(value)).toBeNull()
  expect(safePathOrHttpsUrl(value)).toBeNull()
  expect(safeSitePath(value)).toBeNull()
})

test.each([
  "https://calendly.com/lumenaut/30min",
  "https://wa.me/923214578206",
  "https://careers.lumenaut.dev/jobs/senior-automation-engineer?ref=site#apply",
  "/contact",
  "/careers#open-positions",
  "#open-positions",
  "mailto:hello@lumenaut.dev",
  "mailto:hello@lumenaut.dev?subject=Hello",
  "tel:+923214578206",
])("the URL rule keeps %s", value => {
  expect(safeUrl(value)).toBe(value)
})

test("surrounding spaces are trimmed, inner whitespace is refused", () => {
  expect(safeUrl("  https://calendly.com/lumenaut/30min \n")).toBe("https://calendly.com/lumenaut/30min")
  expect(safeUrl("/con tact")).toBeNull()
  expect(safeUrl("")).toBeNull()
  expect(safeUrl(42)).toBeNull()
  expect(safeUrl(`https://a.example/${"x".repeat(2100)}`)).toBeNull()
})

test("images and files: https: or a site path, never mailto:, tel: or a fragment", () => {
  expect(safePathOrHttpsUrl("/assets/services/x.png")).toBe("/assets/services/x.png")
  expect(safePathOrHttpsUrl("https://cdn.example/x.png")).toBe("https://cdn.example/x.png")
  for (const value of ["mailto:a@b.example", "tel:+123456", "#top"]) expect(safePathOrHttpsUrl(value)).toBeNull()
})

test("e-mail addresses and phone numbers are kept only when their mailto: and tel: links pass", () => {
  expect(safeEmail(" hello@lumenaut.dev ")).toBe("hello@lumenaut.dev")
  for (const value of ["hello@lumenaut.dev?bcc=x@evil.example", "a b@c.example", "javascript:alert(1)//@x.example", "x"]) {
    expect(safeEmail(value)).toBeNull()
  }
  expect(safePhone("+92 321 4578206")).toBe("+92 321 4578206")
  expect(telUrl("+92 (321) 457-8206")).toBe("tel:+923214578206")
  for (const value of ["+1 555<script>", "javascript:alert(1)", "12"]) expect(safePhone(value)).toBeNull()
})

test("a file's name is a bare name: no folder on any system, no leading dot, no control or invisible character", () => {
  for (const name of ["client-atlas.svg", "Team photo (2024).JPG", "r\u00e9sum\u00e9.pdf", "a..b.png", "logo.", "\u0634\u0639\u0627\u0631.png"]) expect(safeFileName(name)).toBe(name)
  for (const value of [
    "", ".", "..", ".env", ".htaccess", "../../gatsby-node.ts", "assets/x.svg", "/etc/passwd", "..\\x", "a\\b.svg", "C:\\x.svg",
    "logo\u0007.svg", "a\nb.svg", "a\u0000.svg", "a\u007f.svg", "a\u0085.svg", "gpj.\u202eexe", "\ufeffa.svg", 42, null, undefined,
  ]) {
    expect(safeFileName(value)).toBeNull()
  }
})

test.each(HOSTILE_SLUGS)("the slug rule refuses $marker", ({ value }) => {
  expect(safeSlug(value)).toBeNull()
})

test("slugs are lower-case words joined by single hyphens", () => {
  for (const slug of ["education", "retail-e-commerce", "3d-printing", "a1"]) expect(safeSlug(slug)).toBe(slug)
  for (const slug of ["", "-a", "a-", "a--b", "a_b", "a.b", " a", "é"]) expect(safeSlug(slug)).toBeNull()
})

test("page routes are slugs joined by single slashes", () => {
  for (const route of ["home", "services/ai-development", "lp/automation-solutions"]) expect(safeRoutePath(route)).toBe(route)
  for (const route of ["/home", "home/", "services//x", "services/../x", "Services", "a b"]) expect(safeRoutePath(route)).toBeNull()
})

// Directus validates slugs as an editor saves them, with the pattern its schema was generated with.
test("Directus refuses on save the slugs and routes the build refuses, and takes the ones it takes", () => {
  const slugs = directusCollections().flatMap(c => c.fields.filter(f => f.field === "slug").map(f => [c.collection, f] as const))
  expect(slugs.map(([name]) => name).sort()).toEqual(["articles", "authors", "industries", "pages", "projects", "services", "topics"])
  for (const [name, field] of slugs) {
    const cms = new RegExp((field.meta.validation as { slug: { _regex: string } }).slug._regex)
    const build = name === "pages" ? ROUTE_PATTERN : SLUG_PATTERN
    for (const value of ["home", "ai-development", "services/ai-development", "lp/x-1", "/home", "home/", "a--b", "A", "a b", "services//x"]) {
      expect([name, value, cms.test(value)]).toEqual([name, value, build.test(value)])
    }
  }
})

const SITE_PATHS = ["/portfolio/old-name", "/", "/industries/4", "/a.b/c_d~e/", "/%C3%A9t%C3%A9", "/caf\u00e9", "/a..b/", "/.well-known/x", "/x/...", "/v1.2/"]
/** `.` and `..` segments, typed or encoded: an address no browser requests as written. */
const DOT_SEGMENT_PATHS = ["/a/../admin", "/..", "/a/./b", "/.", "/a/%2e%2e/b", "/a/.%2E/", "/%2e/x", "/a/.."]
const NOT_SITE_PATHS = [
  "", "portfolio/old-name", "//evil.example/x", "/a?b=1", "/a#top", "/*", "/portfolio/*", "/portfolios/:slug", "/a b", "/a\tb",
  "/a\\b", "https://lumenaut.dev/x", "#top", "mailto:a@b.example", "/x\n/* https://evil.example 301!", 42, null, ...DOT_SEGMENT_PATHS,
]

test("a redirect's old address is a path on this site: one leading slash, no query, fragment, splat or placeholder", () => {
  for (const path of SITE_PATHS) expect(safeSitePath(path)).toBe(path)
  expect(safeSitePath(" /old \n")).toBe("/old")
  for (const value of NOT_SITE_PATHS) expect(safeSitePath(value)).toBeNull()
})

test("a redirect's target is a path on this site, never another site, with no . or .. segment", () => {
  for (const value of ["/portfolio/new-name", "/careers#open-positions", "/contact?from=old", "/a?next=../b", "/a#./b"]) expect(safeSiteTarget(value)).toBe(value)
  for (const value of ["https://example.com/x?y=1", "http://example.com", "//example.com", "/\\example.com", "javascript:alert(1)", "mailto:a@b.example", "#top", "/a b"]) {
    expect(safeSiteTarget(value)).toBeNull()
  }
  for (const value of [...DOT_SEGMENT_PATHS, "/a/..?x=1", "/a/.#top"]) expect(safeSiteTarget(value)).toBeNull()
})

test("a redirect's target may hold only the placeholders its source captures", () => {
  expect(uncapturedPlaceholders("/portfolios/:slug", "/portfolio/:slug")).toEqual([])
  expect(uncapturedPlaceholders("/news/*", "/blog/:splat")).toEqual([])
  expect(uncapturedPlaceholders("/a/:year/:month", "/b/:month/:year?from=:year")).toEqual([])
  // An old address from the CMS captures nothing: `/:x/evil.example` would leave for //evil.example on a host that drops :x.
  expect(uncapturedPlaceholders("/old", "/:x/evil.example")).toEqual([":x"])
  expect(uncapturedPlaceholders("/old", "/new/*")).toEqual(["*"])
  expect(uncapturedPlaceholders("/old/:slug", "/new/:splat?x=:slugs")).toEqual([":splat", ":slugs"])
  expect(uncapturedPlaceholders("/old", "/plain/path?x=1#y")).toEqual([])
})

// Directus refuses on save what its patterns refuse; what they let through, the build's rules check again.
test("Directus's redirect patterns refuse what the build refuses, except what only the URL rule knows", () => {
  const cmsPath = new RegExp(CMS_SITE_PATH)
  for (const path of SITE_PATHS) expect(cmsPath.test(path)).toBe(true)
  for (const value of NOT_SITE_PATHS) if (typeof value === "string" && value !== "/x\n/* https://evil.example 301!") expect(cmsPath.test(value)).toBe(false)
  const cmsTarget = new RegExp(CMS_TARGET)
  for (const value of ["/portfolio/new-name", "/contact?from=old", "/a..b/", "/a?next=../b"]) expect(cmsTarget.test(value)).toBe(true)
  for (const value of ["https://example.com/x?y=1", "http://example.com", "//example.com", "javascript:alert(1)", "/a b", "/:x/evil.example", "/new/*", "/a?x=:y", ...DOT_SEGMENT_PATHS]) {
    expect([value, cmsTarget.test(value)]).toEqual([value, false])
  }
})

test("Directus caps both paths of a redirect so that its _redirects line is within the hosts' length limit", () => {
  const longest = `/${"a".repeat(REDIRECT_PATH_MAX - 1)}`
  expect(`${longest} ${longest} 301`.length).toBeLessThanOrEqual(HOST_LIMITS.redirectLineChars)
  for (const pattern of [CMS_SITE_PATH, CMS_TARGET]) {
    expect(new RegExp(pattern).test(longest)).toBe(true)
    expect(new RegExp(pattern).test(`${longest}a`)).toBe(false)
  }
  const redirects = directusCollections().find(c => c.collection === "redirects")!
  expect(redirects.fields.filter(f => f.schema?.max_length === REDIRECT_PATH_MAX).map(f => f.field)).toEqual(["from_path", "to_path"])
})

/** safeJsonLd's result and the places and values it refused. */
function jsonLd(value: unknown) {
  const refused: string[] = []
  const kept = safeJsonLd(value, (where, url) => refused.push(`${where} ${JSON.stringify(url)}`))
  return { kept, refused }
}

test("structured data: a URL-valued key whose value fails the URL rule is left out and named, the rest kept", () => {
  const { kept, refused } = jsonLd({
    "@context": "https://schema.org", "@type": "Service", "@id": "JAVASCRIPT:alert(9)", name: "Automation",
    url: "  //evil.example", image: "/images/a.png", logo: "http://evil.example/logo.png",
    provider: { "@type": "Organization", name: "Lumenaut", url: "https://www.lumenaut.dev", "schema:url": "data:text/html,x" },
    sameAs: ["https://www.linkedin.com/company/lumenaut", "vbscript:msgbox(1)", "evil.example/x"],
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD", url: { "@value": "\\\\evil.example" } },
  })
  expect(kept).toEqual({
    "@context": "https://schema.org", "@type": "Service", name: "Automation", image: "/images/a.png",
    provider: { "@type": "Organization", name: "Lumenaut", url: "https://www.lumenaut.dev" },
    sameAs: ["https://www.linkedin.com/company/lumenaut"],
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD", url: {} },
  })
  expect(refused).toEqual([
    '.@id "JAVASCRIPT:alert(9)"', '.url "  //evil.example"', '.logo "http://evil.example/logo.png"', '.provider.schema:url "data:text/html,x"',
    '.sameAs[1] "vbscript:msgbox(1)"', '.sameAs[2] "evil.example/x"', '.offers.url.@value "\\\\\\\\evil.example"',
  ])
})

/** Hostile URLs that are no address as they stand (entity- or percent-encoded schemes): text, where a key is not a URL's. */
const NOT_ADDRESS_SHAPED = ["evilmark07", "evilmark08", "evilmark09"]

test.each(HOSTILE_URLS)("structured data refuses $marker under a URL key and in a list, and in any key if it is shaped like an address", ({ marker, value }) => {
  const { kept, refused } = jsonLd([{ url: value, sameAs: [value], description: value }])
  const asText = NOT_ADDRESS_SHAPED.includes(marker)
  expect(kept).toEqual([{ sameAs: [], ...(asText && { description: value }) }])
  expect(refused).toEqual([`[0].url ${JSON.stringify(value)}`, `[0].sameAs[0] ${JSON.stringify(value)}`, ...(asText ? [] : [`[0].description ${JSON.stringify(value)}`])])
})

test("structured data keeps plain text, numbers and safe links wherever they are", () => {
  const data = {
    "@type": "FAQPage", name: "Step 1: audit", ratingValue: 4.9, open: true, none: null,
    mainEntity: [{ "@type": "Question", name: "How long?", acceptedAnswer: { "@type": "Answer", text: "Two weeks (see /process)." } }],
    email: "mailto:hello@lumenaut.dev", telephone: "tel:+923214578206", item: "#faq", significantLink: "/contact",
  }
  expect(jsonLd(data)).toEqual({ kept: data, refused: [] })
  expect(jsonLd("javascript:alert(1)")).toEqual({ kept: null, refused: [' "javascript:alert(1)"'] })
})

test("structured data keeps schema.org's vocabulary as its @context, written with http too; any other @context passes the URL rule", () => {
  for (const context of ["http://schema.org", "https://schema.org/"]) expect(jsonLd({ "@context": context, "@type": "Organization" })).toEqual({ kept: { "@context": context, "@type": "Organization" }, refused: [] })
  expect(jsonLd({ "@context": "javascript:alert(1)", "@type": "Organization" })).toEqual({ kept: { "@type": "Organization" }, refused: ['.@context "javascript:alert(1)"'] })
})
