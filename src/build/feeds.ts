import { Feed } from "feed"
import { FEEDS, INSIGHTS_PATH, newestFirst } from "../content/articles"
import { localisedPath } from "../content/languages"
import type { LanguageCode } from "../content/languages"
import { canonicalUrl } from "../content/seo"

/** How many of the newest articles a feed carries. */
export const FEED_SIZE = 20

/** An article as a feed lists it: its page's and its author's page's paths are those in the feed's language. */
export interface FeedArticle {
  path: string
  title: string
  summary: string | null
  publishDate: string | null
  author: { name: string; path: string } | null
  topics: readonly { name: string }[]
}

/**
 * A language's insights feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1) of its newest FEED_SIZE articles,
 * every link absolute, under the language's prefix (`/ar/insights/rss.xml`): `title` and
 * `description` name the channel (the /insights page record's in the language). Each file's path and
 * text, for public/.
 */
export function insightsFeeds({ language, articles, siteUrl, title, description }: {
  language: LanguageCode; articles: readonly FeedArticle[]; siteUrl: string; title: string; description: string
}) {
  const paths = FEEDS.map(feed => localisedPath(language, feed.path))
  const link = canonicalUrl(localisedPath(language, INSIGHTS_PATH), siteUrl)
  const latest = newestFirst(articles).slice(0, FEED_SIZE)
  const updated = latest[0]?.publishDate ? new Date(latest[0].publishDate) : new Date(0)
  const feed = new Feed({
    title, description, id: link, link, language, updated, copyright: `© ${updated.getUTCFullYear()} Lumenaut Technologies`,
    favicon: canonicalUrl("/favicon.svg", siteUrl),
    feedLinks: { rss: canonicalUrl(paths[0], siteUrl), atom: canonicalUrl(paths[1], siteUrl), json: canonicalUrl(paths[2], siteUrl) },
  })
  for (const article of latest) {
    const url = canonicalUrl(article.path, siteUrl)
    feed.addItem({
      title: article.title, id: url, link: url, description: article.summary ?? undefined,
      date: new Date(article.publishDate ?? 0),
      author: article.author ? [{ name: article.author.name, link: canonicalUrl(article.author.path, siteUrl) }] : undefined,
      category: article.topics.map(topic => ({ name: topic.name })),
    })
  }
  return [
    { path: paths[0], text: feed.rss2() },
    { path: paths[1], text: feed.atom1() },
    { path: paths[2], text: feed.json1() },
  ]
}
