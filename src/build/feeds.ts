import { Feed } from "feed"
import { FEEDS, articlePath, authorPath, newestFirst } from "../content/articles"
import { canonicalUrl } from "../content/seo"

/** How many of the newest articles a feed carries. */
export const FEED_SIZE = 20

export interface FeedArticle {
  slug: string
  title: string
  summary: string | null
  publishDate: string | null
  author: { name: string; slug: string } | null
  topics: readonly { name: string }[]
}

/**
 * The insights' feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1) of the newest FEED_SIZE articles, every link
 * absolute: `title` and `description` name the channel (the /insights page record's). Each file's
 * path and text, for public/.
 */
export function insightsFeeds({ articles, siteUrl, title, description }: { articles: readonly FeedArticle[]; siteUrl: string; title: string; description: string }) {
  const link = canonicalUrl("/insights", siteUrl)
  const latest = newestFirst(articles).slice(0, FEED_SIZE)
  const updated = latest[0]?.publishDate ? new Date(latest[0].publishDate) : new Date(0)
  const feed = new Feed({
    title, description, id: link, link, language: "en", updated, copyright: `© ${updated.getUTCFullYear()} Lumenaut Technologies`,
    favicon: canonicalUrl("/favicon.svg", siteUrl),
    feedLinks: { rss: canonicalUrl(FEEDS[0].path, siteUrl), atom: canonicalUrl(FEEDS[1].path, siteUrl), json: canonicalUrl(FEEDS[2].path, siteUrl) },
  })
  for (const article of latest) {
    const url = canonicalUrl(articlePath(article.slug), siteUrl)
    feed.addItem({
      title: article.title, id: url, link: url, description: article.summary ?? undefined,
      date: new Date(article.publishDate ?? 0),
      author: article.author ? [{ name: article.author.name, link: canonicalUrl(authorPath(article.author.slug), siteUrl) }] : undefined,
      category: article.topics.map(topic => ({ name: topic.name })),
    })
  }
  return [
    { path: FEEDS[0].path, text: feed.rss2() },
    { path: FEEDS[1].path, text: feed.atom1() },
    { path: FEEDS[2].path, text: feed.json1() },
  ]
}
