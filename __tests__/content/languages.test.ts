import { inLanguage, languageLinks, languagePaths, linkedPath, localisedPath, pathLanguage, unlocalisedPath } from "../../src/content/languages"

test("English stays at the root; the others sit under their code", () => {
  expect(localisedPath("en", "/about/")).toBe("/about/")
  expect(localisedPath("ar", "/about/")).toBe("/ar/about/")
  expect(localisedPath("tr", "/")).toBe("/tr/")
  expect(localisedPath("ar", "/services/ai-development")).toBe("/ar/services/ai-development")
})

test("a path says its language by its first segment, and loses the prefix back to its English page", () => {
  expect(pathLanguage("/ar/about")).toBe("ar")
  expect(pathLanguage("/tr")).toBe("tr")
  expect(pathLanguage("/")).toBe("en")
  // Only a language's code is a prefix: a page whose slug starts like one is English.
  expect(pathLanguage("/arabic-market")).toBe("en")
  expect(pathLanguage("/lp/automation")).toBe("en")
  expect(pathLanguage("/en/about")).toBe("en")
  expect(unlocalisedPath("/ar/about/")).toBe("/about/")
  expect(unlocalisedPath("/ar/")).toBe("/")
  expect(unlocalisedPath("/tr")).toBe("/")
  expect(unlocalisedPath("/about")).toBe("/about")
})

test("the language links go to the page in each language it exists in, else to that language's home", () => {
  expect(languageLinks("ar", [{ language: "en", path: "/about/" }, { language: "ar", path: "/ar/about/" }])).toEqual([
    { code: "en", name: "English", path: "/about/", current: false },
    { code: "ar", name: "العربية", path: "/ar/about/", current: true },
    { code: "tr", name: "Türkçe", path: "/tr/", current: false },
  ])
  expect(languageLinks("en").map(link => link.path)).toEqual(["/", "/ar/", "/tr/"])
})

test("a static query's nodes are picked by language", () => {
  const nodes = [{ language: "en", title: "About" }, { language: "ar", title: "من نحن" }]
  expect(inLanguage(nodes, "ar")).toEqual([{ language: "ar", title: "من نحن" }])
})

describe("linkedPath: where a site link goes from a page in a language", () => {
  const arabic = languagePaths("ar", ["/", "/contact", "/services/business-automation"].map(path => ({ path, localPath: path })))

  test("to that language's page where it exists, keeping the anchor and the query", () => {
    expect(linkedPath("ar", "/", arabic)).toBe("/ar/")
    expect(linkedPath("ar", "/contact", arabic)).toBe("/ar/contact")
    expect(linkedPath("ar", "/contact/", arabic)).toBe("/ar/contact")
    expect(linkedPath("ar", "/#contact", arabic)).toBe("/ar/#contact")
    expect(linkedPath("ar", "/services/business-automation?utm_source=x#faq", arabic)).toBe("/ar/services/business-automation?utm_source=x#faq")
  })

  test("to the English page where the language has none", () => {
    expect(linkedPath("ar", "/careers", arabic)).toBe("/careers")
    expect(linkedPath("tr", "/contact", {})).toBe("/contact")
  })

  test("to the page's own address where its translation has a slug of its own", () => {
    const turkish = languagePaths("tr", [{ path: "/services/ai-development", localPath: "/services/yapay-zeka-gelistirme" }, { path: "/about/", localPath: "/about/" }])
    expect(turkish).toEqual({ "/services/ai-development": "/tr/services/yapay-zeka-gelistirme", "/about": "/tr/about" })
    expect(linkedPath("tr", "/services/ai-development/#faq", turkish)).toBe("/tr/services/yapay-zeka-gelistirme#faq")
    expect(linkedPath("tr", "/services/yapay-zeka-gelistirme", turkish)).toBe("/services/yapay-zeka-gelistirme")
    expect(linkedPath("tr", "/constructor", turkish)).toBe("/constructor")
  })

  test("an English page's links, an outside or protocol-relative address and an already localised path stay as they are", () => {
    expect(linkedPath("en", "/contact", arabic)).toBe("/contact")
    expect(linkedPath("ar", "https://example.com/contact", arabic)).toBe("https://example.com/contact")
    expect(linkedPath("ar", "//example.com/contact", arabic)).toBe("//example.com/contact")
    expect(linkedPath("ar", "/ar/contact", arabic)).toBe("/ar/contact")
    expect(linkedPath("ar", "mailto:hello@example.com", arabic)).toBe("mailto:hello@example.com")
  })
})
