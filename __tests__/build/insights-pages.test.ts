import { insightsPages } from "../../src/build/insights-pages"
import type { ArticleRoute, AuthorRoute, InsightsInput, TopicRoute } from "../../src/build/insights-pages"
import type { LanguageCode } from "../../src/content/languages"

const inLanguage = (language: LanguageCode, translated: boolean) => ({ language, languages: translated ? ["en", language] : ["en"] })
const article = (n: number, language: LanguageCode, translated: boolean, localSlug: string | null = null): ArticleRoute => ({
  id: `a${n}-${language}`, slug: `article-${n}`, localSlug, ...inLanguage(language, translated), title: `Article ${n}`, summary: null,
  publishDate: `2026-11-${String(20 - n).padStart(2, "0")}T09:00:00.000Z`, coverUrl: null, cover: null, shareImage: null,
  topics: [{ id: `t1-${language}` }], author: { id: `p1-${language}`, slug: "amna", name: "Amna" }, blocks: [],
})
const topic = (language: LanguageCode, translated: boolean, localSlug: string | null = null): TopicRoute =>
  ({ id: `t1-${language}`, slug: "automation", localSlug, ...inLanguage(language, translated), name: "Automation", description: null })
const author = (language: LanguageCode, translated: boolean): AuthorRoute =>
  ({ id: `p1-${language}`, slug: "amna", localSlug: null, ...inLanguage(language, translated), name: "Amna", bio: null })
const words = { home: "Home", insights: "Insights", listPage: "{title} (page {number})" }
const pages = (input: Partial<InsightsInput> & Pick<InsightsInput, "language">) =>
  insightsPages({ articles: [], topics: [], authors: [], words, ...input }, () => () => {}, () => ({ articleIds: [] }))

test("in English every article, the list of all (even empty), and each topic's and author's list have a page", () => {
  expect(pages({ language: "en" }).map(page => page.path)).toEqual(["/insights"])
  const built = pages({ language: "en", articles: [article(1, "en", true), article(2, "en", true)], topics: [topic("en", true)], authors: [author("en", true)] })
  expect(built.map(page => [page.path, page.localPath])).toEqual([
    ["/insights/article-1", "/insights/article-1"], ["/insights/article-2", "/insights/article-2"], ["/insights", "/insights"],
    ["/insights/topic/automation", "/insights/topic/automation"], ["/insights/author/amna", "/insights/author/amna"],
  ])
})

test("in a translation, only translated articles have pages, at their own slugs, and lists exist where their record is translated", () => {
  const record = { slug: "insights", title: "İçgörüler", ...inLanguage("tr", true) }
  const built = pages({
    language: "tr", record, articles: [article(1, "tr", true, "ilk-yazi"), article(2, "tr", false)], topics: [topic("tr", true, "otomasyon")], authors: [author("tr", false)],
  })
  expect(built.map(page => [page.path, page.localPath])).toEqual([
    ["/insights/article-1", "/insights/ilk-yazi"], ["/insights", "/insights"], ["/insights/topic/automation", "/insights/topic/otomasyon"],
  ])
  // The article's trail and its BlogPosting are at its own address; its author has no Turkish page, so the English one.
  const [first] = built
  expect(first.head.breadcrumbs).toEqual([{ name: "Home", path: "/" }, { name: "Insights", path: "/insights" }, { name: "Article 1", path: "/insights/ilk-yazi" }])
  expect(first.head.jsonLd?.[0]).toMatchObject({ url: "https://www.lumenaut.dev/tr/insights/ilk-yazi", author: { url: "https://www.lumenaut.dev/insights/author/amna" } })
  // A list's links are English paths its pages' links look up in the language.
  expect(built[1].context).toMatchObject({ basePath: "/insights", articleIds: ["a1-tr"] })
  // Without a translation of the insights page there is no list of all, and no crumb to it.
  const unlisted = pages({ language: "tr", record: { ...record, languages: ["en"] }, articles: [article(1, "tr", true)] })
  expect(unlisted.map(page => page.path)).toEqual(["/insights/article-1"])
  expect(unlisted[0].head.breadcrumbs?.map(crumb => crumb.path)).toEqual(["/", "/insights/article-1"])
})

test("a list's later pages say their number in the language's words", () => {
  const articles = Array.from({ length: 7 }, (_, n) => article(n + 1, "ar", true))
  const record = { slug: "insights", ...inLanguage("ar", true) }
  const built = pages({ language: "ar", record, articles, words: { ...words, insights: "المقالات", listPage: "{title} (الصفحة {number})" } })
  const second = built.find(page => page.path === "/insights/page/2")!
  expect(second.localPath).toBe("/insights/page/2")
  expect(second.head.title).toBe("المقالات (الصفحة 2)")
})
