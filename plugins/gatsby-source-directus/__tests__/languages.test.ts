/** @jest-environment node */
import { COLLECTIONS, collectionSpec, requestFields, translationFields, translationsOf } from "../src/collections"
import { contentLanguages } from "../src/languages"
import type { ContentIssue, RawItem } from "../src/normalise"
import { hasTranslation, normaliseTranslation } from "../src/normalise"
import { sanitizeCmsHtml } from "../src/sanitize"
import { translate } from "../src/translate"
import type { CollectionName } from "../src/collections"

const collecting = () => {
  const issues: ContentIssue[] = []
  const ctx = {
    nodeId: (collection: string, id: string | number) => `${collection}:${id}`,
    fileNodeId: () => undefined,
    inlinePicture: () => undefined,
    sanitizeHtml: sanitizeCmsHtml,
    reject: (issue: ContentIssue) => issues.push(issue),
  }
  return { ctx, issues }
}

describe("what a translation holds", () => {
  test("a block's text, its cards' lists as one list of their text, never its links, icons, pictures or layout", () => {
    const fields = translationFields(collectionSpec("block_cards"))
    const names = fields.map(field => field.source)
    expect(names).toEqual(expect.arrayContaining(["heading", "highlighted_text", "description", "button_text", "items"]))
    expect(names).not.toEqual(expect.arrayContaining(["layout"]))
    expect(names).not.toContain("anchor")
    expect(names).not.toContain("image")
    const items = fields.find(field => field.source === "items")!
    expect(items.type.kind).toBe("list")
    const subs = items.type.kind === "list" ? items.type.fields.map(field => field.source) : []
    expect(subs).toEqual(expect.arrayContaining(["title", "description", "badge", "features"]))
    expect(subs).not.toEqual(expect.arrayContaining(["logo"]))
    expect(subs).not.toContain("icon")
    expect(subs).not.toContain("link")
  })

  test("names that read the same in every language ask for no translation, and a collection of names has none", () => {
    expect(translationFields(collectionSpec("settings")).map(field => field.source)).not.toContain("review_platform")
    expect(translationsOf(collectionSpec("skills"))).toBeNull()
    expect(translationsOf(collectionSpec("clients"))).toBeNull()
    expect(translationsOf(collectionSpec("redirects"))).toBeNull()
  })

  test("a translated field is never required, and the rows of a collection with a status have one", () => {
    const translations = translationsOf(collectionSpec("articles"))!
    expect(translations.fields.find(field => field.source === "title")?.required).toBeUndefined()
    expect(translations).toMatchObject({ collection: "articles_translations", key: "articles_id", status: true })
    expect(translationsOf(collectionSpec("block_hero"))?.status).toBe(false)
  })

  test("the build requests each translation's id, language, status and text", () => {
    const fields = requestFields(collectionSpec("pages"))
    expect(fields).toEqual(expect.arrayContaining(["translations.id", "translations.languages_code", "translations.status", "translations.title", "translations.meta_description"]))
    expect(requestFields(collectionSpec("redirects")).some(field => field.startsWith("translations."))).toBe(false)
  })
})

describe("an item's translation", () => {
  const service = { id: 3, status: "published", slug: "cloud", title: "Cloud", translations: [
    { languages_code: "ar", status: "published", title: "السحابة", description: "<p>نص <script>x</script></p>" },
    { languages_code: "tr", status: "draft", title: "Bulut" },
  ] }

  test("is normalised by its field's rules, and told apart by language and status", () => {
    const { ctx } = collecting()
    expect(normaliseTranslation("services", service, "ar", ctx)).toMatchObject({ title: "السحابة", description: "<p>نص </p>" })
    expect(normaliseTranslation("services", service, "tr", ctx)).toBeNull()
    expect(normaliseTranslation("services", service, "tr", ctx, true)).toMatchObject({ title: "Bulut" })
    expect(hasTranslation("services", service, "ar")).toBe(true)
    expect(hasTranslation("services", service, "tr")).toBe(false)
    expect(hasTranslation("services", service, "tr", true)).toBe(true)
  })

  test("a refused value names its language", () => {
    const { ctx, issues } = collecting()
    const picture = "0b5c7f4e-2a61-4c1e-9d6f-3e8a1b2c4d5e"
    const block = { id: 9, layout: "prose", heading: "Body", sections: [{ body: "<p>x</p>" }], translations: [
      { languages_code: "ar", sections: [{ body: `<p>نص</p><img src="/assets/${picture}" alt="a chart">` }] },
    ] }
    expect(normaliseTranslation("block_rich_text", block, "ar", ctx)).toMatchObject({ sections: [{ body: "<p>نص</p>" }] })
    expect(issues).toEqual([{
      collection: "block_rich_text", item: "9", field: "translations[ar].sections[0].body",
      problem: `picture of file ${picture} is not published (missing, or not a picture): picture dropped`,
    }])
  })

  test("only the text its layout shows is read", () => {
    const { ctx } = collecting()
    const block = { id: 4, layout: "logo_tiles", heading: "Tools", translations: [{ languages_code: "ar", heading: "أدوات", footnote: "hidden by the layout" }] }
    const translated = normaliseTranslation("block_cards", block, "ar", ctx)!
    expect(translated.heading).toBe("أدوات")
    expect(translated).not.toHaveProperty("footnote")
  })
})

describe("translate", () => {
  const fields = translationFields(collectionSpec("block_faq"))

  test("the translation's text wins field by field and entry by entry; what it lacks stays English and is listed", () => {
    const own = { heading: "FAQ", description: "Questions", items: [{ question: "Why?", answer: "<p>Because</p>" }, { question: "How?", answer: "<p>So</p>" }] }
    const result = translate(own, { heading: "الأسئلة", items: [{ question: "لماذا؟" }] }, fields)
    expect(result.fields).toEqual({
      heading: "الأسئلة", description: "Questions", items: [{ question: "لماذا؟", answer: "<p>Because</p>" }, { question: "How?", answer: "<p>So</p>" }],
    })
    expect(result.translated).toBe(2)
    expect(result.fellBack).toEqual(["description", "items[0].answer", "items[1].question", "items[1].answer"])
  })

  test("empty English text needs no translation, and an entry the English lacks is not added", () => {
    const result = translate({ heading: "FAQ", description: null, items: [] }, { heading: "SSS", items: [{ question: "extra" }] }, fields)
    expect(result.fields).toEqual({ heading: "SSS", description: null, items: [] })
    expect(result.fellBack).toEqual([])
  })
})

describe("contentLanguages", () => {
  const empty = () => Object.fromEntries(COLLECTIONS.map(spec => [spec.name, []])) as unknown as Record<CollectionName, RawItem[]>

  test("every item is a node in each language, linked to that language's nodes, and a page is in the languages it is translated into", () => {
    const items = {
      ...empty(),
      block_faq: [{ id: 7, layout: "accordion", heading: "FAQ", items: [{ question: "Why?", answer: "<p>Because</p>" }], translations: [{ id: 31, languages_code: "ar", heading: "الأسئلة" }] }],
      pages: [{ id: 1, status: "published", slug: "about", title: "About", blocks: [{ collection: "block_faq", item: "7", sort: 1 }], translations: [{ languages_code: "ar", status: "published", title: "من نحن" }] }],
      redirects: [{ id: 5, from_path: "/old", to_path: "/about" }],
    }
    const { ctx } = collecting()
    const [en, ar, tr] = contentLanguages(items, ctx, key => key, false)
    const node = (language: typeof en, collection: string) => language.items.find(item => item.collection === collection)!
    expect(node(en, "pages").fields).toMatchObject({ title: "About", languages: ["en", "ar"], blocks: ["block_faq:7"] })
    expect(node(ar, "pages").fields).toMatchObject({ title: "من نحن", languages: ["en", "ar"], blocks: ["directus-block_faq-7-ar"] })
    expect(node(ar, "pages").nodeId).toBe("directus-pages-1-ar")
    expect(node(ar, "block_faq").fields).toMatchObject({ heading: "الأسئلة", items: [{ question: "Why?" }] })
    // Each node in a translation names the translation row it shows (the Visual Editor opens it), none without one.
    expect(node(ar, "block_faq").fields.translationId).toBe(31)
    expect(node(tr, "block_faq").fields.translationId).toBeNull()
    expect(node(en, "block_faq").fields).not.toHaveProperty("translationId")
    expect(node(tr, "pages").fields).toMatchObject({ title: "About", languages: ["en", "ar"] })
    // A collection without text has its English nodes only.
    expect(ar.items.some(item => item.collection === "redirects")).toBe(false)
    expect(en.items.some(item => item.collection === "redirects")).toBe(true)
    // The Arabic page's block lacks the answer: one warning naming page, block, field and language.
    expect(ar.warnings).toEqual(["pages item 1, block block_faq 7: no العربية (ar) for items[0].question, items[0].answer: shown in English"])
    expect(tr.warnings).toEqual([])
    expect(ar.report).toBe("العربية (ar): 1 pages, 2 texts translated, 1 blocks partly in English")
    expect(tr.report).toBe("Türkçe (tr): 0 pages, 0 texts translated, 0 blocks partly in English")
  })

  test("a translation's own slug is its page's address in that language, kept where it is its own there", () => {
    const service = (id: number, slug: string, ...translations: RawItem[]) => ({ id, status: "published", slug, title: slug, translations })
    const tr = (slug: string | null) => ({ languages_code: "tr", status: "published", title: "Hizmet", slug })
    const ar = (slug: string | null) => ({ languages_code: "ar", status: "published", title: "خدمة", slug })
    const items = {
      ...empty(),
      services: [
        service(1, "ai-development", tr("yapay-zeka"), ar("yapay-zeka")),
        // Another's English slug, another's Turkish slug, a slug that breaks the rule: each is the English one's.
        service(2, "automation", tr("ai-development")),
        service(3, "cloud", tr("yapay-zeka")),
        service(4, "devops", tr("Bulut Hizmetleri")),
        service(5, "design", tr(null)),
      ],
    }
    const { ctx, issues } = collecting()
    const [en, arabic, turkish] = contentLanguages(items, ctx, key => key, false)
    const slugs = (language: typeof en) => language.items.filter(item => item.collection === "services").map(item => [item.fields.slug, item.fields.localSlug ?? null])
    expect(slugs(en)).toEqual([["ai-development", null], ["automation", null], ["cloud", null], ["devops", null], ["design", null]])
    // Arabic and Turkish may share one: each language's pages are apart.
    expect(slugs(arabic)[0]).toEqual(["ai-development", "yapay-zeka"])
    expect(slugs(turkish)).toEqual([["ai-development", "yapay-zeka"], ["automation", null], ["cloud", null], ["devops", null], ["design", null]])
    expect(issues.map(issue => `${issue.item} ${issue.field}: ${issue.problem}`)).toEqual([
      expect.stringMatching(/^4 translations\[tr\]\.slug: .*Bulut Hizmetleri/),
      '2 translations[tr].slug: slug "ai-development" is already item 1\'s slug: the English slug is used',
      '3 translations[tr].slug: slug "yapay-zeka" is already item 1\'s in Türkçe: the English slug is used',
    ])
    expect(issues.every(issue => issue.collection === "services")).toBe(true)
  })
})
