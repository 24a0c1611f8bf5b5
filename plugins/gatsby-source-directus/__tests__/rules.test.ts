/** @jest-environment node */
import { HOSTILE_SLUGS, HOSTILE_URLS } from "../../../__tests__/seo/fixtures/hostile-content"
import { ROUTE_PATTERN, SLUG_PATTERN, safeAssetUrl, safeEmail, safePhone, safeRoutePath, safeSlug, safeUrl, telUrl } from "../src/rules"
import { ROUTE_PATTERN as CMS_ROUTE, SLUG_PATTERN as CMS_SLUG } from "../../../cms/scripts/lib/contract.mjs"

test.each(HOSTILE_URLS)("the URL rule refuses $marker", ({ value }) => {
  expect(safeUrl(value)).toBeNull()
  expect(safeAssetUrl(value)).toBeNull()
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
  expect(safeAssetUrl("/assets/services/x.png")).toBe("/assets/services/x.png")
  expect(safeAssetUrl("https://cdn.example/x.png")).toBe("https://cdn.example/x.png")
  for (const value of ["mailto:a@b.example", "tel:+123456", "#top"]) expect(safeAssetUrl(value)).toBeNull()
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

// Directus validates slugs with its own copy of the patterns: the build and the CMS must agree.
test("the build's slug and route patterns are the ones the Directus schema enforces", () => {
  expect(SLUG_PATTERN.source).toBe(CMS_SLUG)
  expect(ROUTE_PATTERN.source).toBe(CMS_ROUTE.replace(/\//g, "\\/"))
})
