/**
 * The insights' pages in one language, made by createPages (gatsby-node.ts): each article, and the
 * lists of every article, of a topic's and of an author's, newest first and cut into pages. Pure,
 * unit-tested.
 */
import type { HeadInput, SeoPageRecord } from "../components/seo/head-model"
import { blogPostingJsonLd } from "../components/seo/structured-data"
import { INSIGHTS_PATH, articlePath, authorPath, listPagePath, listPages, relatedArticles, topicPath } from "../content/articles"
import type { ArticleRef } from "../content/articles"
import { DEFAULT_LANGUAGE, localisedPath } from "../content/languages"
import type { LanguageCode } from "../content/languages"
import { hasPage, localPathOf, type Localised } from "./localised"
import type { BlockRef } from "../content/page-projects"
import { detailRoutes } from "../content/routes"
import type { RefusedRoute } from "../content/routes"
import { fillIn } from "../content/words"

/** A record of the insights as the routes read it: its English slug, and its translation's own where it has one. */
interface Routed extends Localised {
  id: string
  slug: string
  localSlug: string | null
}

/** What the insights' routes and heads read of an article. */
export interface ArticleRoute extends ArticleRef, Routed {
  title: string
  summary: string | null
  coverUrl: string | null
  cover: { publicURL: string | null } | null
  shareImage: { publicURL: string | null } | null
  author: { id: string; slug: string; name: string } | null
  blocks: BlockRef[]
}

export interface TopicRoute extends Routed {
  name: string
  description: string | null
}

export interface AuthorRoute extends Routed {
  name: string
  bio: string | null
}

/** A head's own values beside its route's page record. */
type HeadFallback = Omit<HeadInput, "pathname">

/** One page of the insights: its English path, its path in its language (no prefix), its template, context and head's fallbacks. */
export interface InsightsPage {
  path: string
  localPath: string
  template: "article" | "insights"
  context: Record<string, unknown>
  head: HeadFallback
}

export interface InsightsInput {
  language: LanguageCode
  /** The language's articles whose slug passed, newest first: those with a page in the language get one. */
  articles: readonly ArticleRoute[]
  topics: readonly TopicRoute[]
  authors: readonly AuthorRoute[]
  /** The /insights pages item in the language: the list of every article is in a translation once it has one. */
  record?: SeoPageRecord & Localised
  /** The settings' words in the language: the trail's home and the insights' names, a list's later page's title. */
  words: { home: string; insights: string; listPage: string }
}

/**
 * The insights' pages in `input.language`: each article with a page there (with the ids of its
 * related articles and of the records its blocks show), and the lists: every article's (in English
 * always, even with none), each topic's and each author's that has a page there and lists any. A
 * topic or an author whose slug breaks the slug rule or is another's gets no page (`refuse`).
 */
export function insightsPages(input: InsightsInput, refuse: (family: string) => RefusedRoute, shownIdsOf: (blocks: readonly BlockRef[]) => Record<string, string[]>): InsightsPage[] {
  const { language, record, words } = input
  const shown = input.articles.filter(hasPage)
  const listsAll = language === DEFAULT_LANGUAGE || (record !== undefined && hasPage(record))
  const list = (base: string, localBase: string, listed: readonly ArticleRoute[], listing: Record<string, string>, head: HeadFallback): InsightsPage[] =>
    listPages(base, listed.map(article => article.id)).map(page => ({
      path: page.path,
      localPath: listPagePath(localBase, page.number),
      template: "insights",
      // `basePath` is the English one: the list's links find its pages in the language as every site link does.
      context: { ...listing, articleIds: page.ids, pageNumber: page.number, pageCount: page.count, basePath: base },
      // Page 2 onwards says so in its title, so no two pages of a list share one.
      head: page.number === 1 ? head : { ...head, title: fillIn(words.listPage, { title: head.title, number: page.number }) },
    }))
  // The topics and authors with a page here, each with the articles it lists (none: no page).
  const listing = <T extends Routed>(nodes: readonly T[], family: string, lists: (node: T, article: ArticleRoute) => boolean) =>
    detailRoutes(nodes, [], refuse(family)).map(({ id }) => nodes.find(node => node.id === id)!).filter(hasPage)
      .map(node => ({ node, listed: shown.filter(article => lists(node, article)) })).filter(({ listed }) => listed.length > 0)
  const topics = listing(input.topics, "topic", (topic, article) => article.topics.some(entry => entry.id === topic.id))
  const authors = listing(input.authors, "author", (author, article) => article.author?.id === author.id)
  const authorPaths = new Map(authors.map(({ node }) => [node.id, localisedPath(language, localPathOf(authorPath, node))]))
  return [
    ...shown.map(article => {
      const localPath = localPathOf(articlePath, article)
      const author = article.author && { name: article.author.name, path: authorPaths.get(article.author.id) ?? authorPath(article.author.slug) }
      return {
        path: articlePath(article.slug),
        localPath,
        template: "article" as const,
        context: { id: article.id, relatedIds: relatedArticles(article, shown).map(related => related.id), ...shownIdsOf(article.blocks) },
        head: {
          title: article.title, description: article.summary, image: article.shareImage?.publicURL ?? undefined,
          // Paths without the language's prefix: the head model puts it in front.
          breadcrumbs: [{ name: words.home, path: "/" }, ...(listsAll ? [{ name: words.insights, path: INSIGHTS_PATH }] : []), { name: article.title, path: localPath }],
          jsonLd: [blogPostingJsonLd({
            headline: article.title, description: article.summary, path: localisedPath(language, localPath), datePublished: article.publishDate,
            image: article.cover?.publicURL ?? article.coverUrl, author,
          })],
        },
      }
    }),
    // Its later pages have no record of their own: they take its description (page 1 takes its whole record).
    ...(listsAll ? list(INSIGHTS_PATH, INSIGHTS_PATH, shown, { listing: "all" }, { title: words.insights, description: record?.description || record?.metaDescription }) : []),
    ...topics.flatMap(({ node: topic, listed }) =>
      list(topicPath(topic.slug), localPathOf(topicPath, topic), listed, { listing: "topic", topicId: topic.id }, { title: topic.name, description: topic.description })),
    ...authors.flatMap(({ node: author, listed }) =>
      list(authorPath(author.slug), localPathOf(authorPath, author), listed, { listing: "author", authorId: author.id }, { title: author.name, description: author.bio })),
  ]
}
