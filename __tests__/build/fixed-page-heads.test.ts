import { fixedPageHeads, fixedPagePaths } from "../../src/build/fixed-page-heads"
import type { FixedPageRecord } from "../../src/build/fixed-page-heads"

const ORIGIN = "https://www.lumenaut.dev"
const notFound = (language: string, title: string, description: string): FixedPageRecord => ({
  slug: "404", language, title, description: null, metaDescription: null, canonicalLink: null, jsonLdSchema: null, notice: { description },
})
const RECORDS: FixedPageRecord[] = [
  notFound("en", "Page Not Found", "Sorry, the page you are looking for doesn't exist or has been moved."),
  notFound("ar", "الصفحة غير موجودة", "عذرًا، الصفحة التي تبحث عنها غير موجودة."),
  { slug: "showcase", language: "en", title: null, description: "An editor's own description of the showcase.", metaDescription: null, canonicalLink: null, jsonLdSchema: null },
]

test("the fixed pages are the files of src/pages, by the paths the page creator gives them", () => {
  expect(fixedPagePaths().sort()).toEqual(["/404/", "/internal/seo-audit/", "/showcase/"])
})

test("the not-found page has a head in every language, its record's there, noindex, at that language's not-found address", () => {
  const { notFound: heads } = fixedPageHeads(RECORDS, ["/404/"])
  expect(heads.en).toMatchObject({ title: "Page Not Found", robots: "noindex, nofollow", canonical: `${ORIGIN}/404`, locale: "en_US" })
  expect(heads.en.description).toBe("Sorry, the page you are looking for doesn't exist or has been moved.")
  expect(heads.ar).toMatchObject({ title: "الصفحة غير موجودة", description: "عذرًا، الصفحة التي تبحث عنها غير موجودة.", canonical: `${ORIGIN}/ar/404`, locale: "ar_AR" })
  // A language without a not-found record of its own still gets a head in its language.
  expect(heads.tr).toMatchObject({ robots: "noindex, nofollow", canonical: `${ORIGIN}/tr/404`, locale: "tr_TR" })
})

test("an internal tool's head has its own title and description, its page record's over them, and is noindex", () => {
  const { bySlug } = fixedPageHeads(RECORDS, ["/404/", "/internal/seo-audit/", "/showcase/"])
  expect([...bySlug.keys()].sort()).toEqual(["internal/seo-audit", "showcase"])
  expect(bySlug.get("internal/seo-audit")).toMatchObject({ title: "SEO audit", description: "Internal SEO audit of the site's content.", canonical: `${ORIGIN}/internal/seo-audit`, robots: "noindex, nofollow" })
  expect(bySlug.get("showcase")).toMatchObject({ title: "Component Showcase", description: "An editor's own description of the showcase.", robots: "noindex, nofollow" })
})
