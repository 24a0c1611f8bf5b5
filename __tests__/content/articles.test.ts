import { articlePath, authorPath, listPages, newestFirst, publishedOn, readingMinutes, relatedArticles, topicPath, wordCount } from "../../src/content/articles"

const article = (id: string, publishDate: string, ...topics: string[]) => ({ id, publishDate, topics: topics.map(topic => ({ id: topic })) })

test("an article, a topic and an author each have their page under /insights", () => {
  expect(articlePath("first-process")).toBe("/insights/first-process")
  expect(topicPath("devops")).toBe("/insights/topic/devops")
  expect(authorPath("amna-siddiqui")).toBe("/insights/author/amna-siddiqui")
})

test("a list is cut into pages of six: the list's own path, then page/2/ and on", () => {
  const ids = Array.from({ length: 13 }, (_, index) => `a${index}`)
  const pages = listPages("/insights", ids)
  expect(pages.map(page => [page.path, page.number, page.count, page.ids.length])).toEqual([
    ["/insights", 1, 3, 6], ["/insights/page/2", 2, 3, 6], ["/insights/page/3", 3, 3, 1],
  ])
  expect(pages.flatMap(page => page.ids)).toEqual(ids)
  // With no articles the list still has its first page (it says so).
  expect(listPages("/insights/topic/cloud", [])).toEqual([{ path: "/insights/topic/cloud", number: 1, count: 1, ids: [] }])
})

test("articles are listed newest first", () => {
  expect(newestFirst([article("old", "2026-08-01T09:00:00.000Z"), article("new", "2026-11-18T09:00:00.000Z"), article("mid", "2026-10-01T09:00:00.000Z")])
    .map(entry => entry.id)).toEqual(["new", "mid", "old"])
})

test("related articles share a topic, most shared topics first, then the newest; never the article itself", () => {
  const all = [
    article("self", "2026-11-01T00:00:00Z", "ai", "automation"),
    article("one-shared-new", "2026-11-20T00:00:00Z", "ai"),
    article("two-shared-old", "2026-08-01T00:00:00Z", "ai", "automation"),
    article("unrelated", "2026-11-25T00:00:00Z", "cloud"),
    article("one-shared-old", "2026-09-01T00:00:00Z", "automation"),
    article("one-shared-mid", "2026-10-01T00:00:00Z", "automation"),
  ]
  expect(relatedArticles(all[0], all).map(entry => entry.id)).toEqual(["two-shared-old", "one-shared-new", "one-shared-mid"])
  expect(relatedArticles(article("lonely", "2026-01-01T00:00:00Z", "legal"), all)).toEqual([])
})

test("reading time counts the words of the text and its markup's text only, at least one minute", () => {
  expect(wordCount(["<p>Start with <strong>volume</strong>, not pain.</p>", "It’s rule-based work: 42 steps."])).toBe(10)
  expect(readingMinutes(0)).toBe(1)
  expect(readingMinutes(230 * 4 + 100)).toBe(4)
  expect(readingMinutes(230 * 4 + 120)).toBe(5)
})

test("a publish date reads as day, month and year in UTC, whatever the build machine's zone", () => {
  expect(publishedOn("2026-11-18T23:30:00.000Z")).toBe("18 November 2026")
  expect(publishedOn(null)).toBe("")
  expect(publishedOn("not a date")).toBe("")
  // Arabic with the Latin digits the site's Arabic copy uses; the Gregorian calendar in every language.
  expect(publishedOn("2026-11-18T23:30:00.000Z", "ar")).toBe("18 نوفمبر 2026")
  expect(publishedOn("2026-11-18T23:30:00.000Z", "tr")).toBe("18 Kasım 2026")
})
