/**
 * The insights (articles, their topics and authors): where their pages are, how a list is cut into
 * pages, which articles are related, how long one takes to read. Pure, unit-tested; createPages
 * (gatsby-node.ts) and the insights components read them.
 */
import { DEFAULT_LANGUAGE } from "./languages"
import type { LanguageCode } from "./languages"
import { stripHtml } from "./text"

export const INSIGHTS_PATH = "/insights"
export const articlePath = (slug: string) => `${INSIGHTS_PATH}/${slug}`
export const topicPath = (slug: string) => `${INSIGHTS_PATH}/topic/${slug}`
export const authorPath = (slug: string) => `${INSIGHTS_PATH}/author/${slug}`

/** Where the insights' feeds are (src/build/feeds.ts writes them), each linked from every page's head and from the insights pages. */
export const FEEDS = [
  { path: "/insights/rss.xml", type: "application/rss+xml", title: "RSS" },
  { path: "/insights/atom.xml", type: "application/atom+xml", title: "Atom" },
  { path: "/insights/feed.json", type: "application/feed+json", title: "JSON Feed" },
] as const

/** Cards on one page of a list: two rows of three on a wide screen. */
export const ARTICLES_PER_PAGE = 6

/** One page of a list of articles: its path, its number (from 1) and the ids it shows. */
export interface ListPage {
  path: string
  number: number
  count: number
  ids: string[]
}

/** A list's page `number` (from 1): the list's own path, then `/page/2`, `/page/3`... */
export const listPagePath = (base: string, number: number) => (number === 1 ? base : `${base}/page/${number}`)

/** A list cut into pages of ARTICLES_PER_PAGE, in its order; an empty list still has its first page. */
export function listPages(base: string, ids: readonly string[], perPage = ARTICLES_PER_PAGE): ListPage[] {
  const count = Math.max(1, Math.ceil(ids.length / perPage))
  return Array.from({ length: count }, (_, index) => ({
    path: listPagePath(base, index + 1),
    number: index + 1,
    count,
    ids: ids.slice(index * perPage, (index + 1) * perPage),
  }))
}

/** What ordering and relating articles reads of one. */
export interface ArticleRef {
  id: string
  publishDate: string | null
  topics: readonly { id: string }[]
}

/** Newest first; an article without a date (refused by the build) last. */
export const newestFirst = <T extends Pick<ArticleRef, "publishDate">>(articles: readonly T[]): T[] =>
  [...articles].sort((a, b) => (b.publishDate ?? "").localeCompare(a.publishDate ?? ""))

/** Related articles shown under an article. */
export const RELATED_COUNT = 3

/** The articles sharing most topics with `article` (at least one), then the newest of those: at most `count`. */
export function relatedArticles<T extends ArticleRef>(article: ArticleRef, articles: readonly T[], count = RELATED_COUNT): T[] {
  const topics = new Set(article.topics.map(topic => topic.id))
  const shared = (other: ArticleRef) => other.topics.filter(topic => topics.has(topic.id)).length
  return newestFirst(articles.filter(other => other.id !== article.id && shared(other) > 0))
    .map((other, index) => ({ other, index, shared: shared(other) }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other)
}

/** Words a minute an adult reads on a screen: the figure most reading-time estimates use. */
export const WORDS_PER_MINUTE = 230

/** The words of texts (HTML or plain). */
export const wordCount = (texts: readonly string[]) =>
  texts.reduce((sum, value) => sum + (stripHtml(value).match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0), 0)

/** Minutes to read so many words, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE))

/**
 * The locale each language's dates and lists are written in (Intl): Arabic with the Latin digits the
 * site's Arabic copy uses. Here, not in LANGUAGES, which every page's first load holds.
 */
export const WRITTEN_IN: Record<LanguageCode, string> = { en: "en-GB", ar: "ar-u-nu-latn", tr: "tr-TR" }

/**
 * A publish date as the site shows it in `language` ("18 November 2026", "18 نوفمبر 2026",
 * "18 Kasım 2026"), in UTC so the build's time zone never moves a day.
 */
export function publishedOn(iso: string | null | undefined, language: LanguageCode = DEFAULT_LANGUAGE): string {
  const date = iso ? new Date(iso) : null
  if (!date || Number.isNaN(date.getTime())) return ""
  return new Intl.DateTimeFormat(WRITTEN_IN[language], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date)
}
