import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { HeadTags } from "../components/seo/HeadTags"
import type { HeadModel } from "../components/seo/head-model"
import { StaticInsightsList } from "../components/insights/static"
import { insightsWords } from "../components/insights/words"
import type { LanguageCode } from "../content/languages"

/** Which list the page is, which of its pages, and its head (gatsby-node.ts). */
type Context = { listing: "all" | "topic" | "author"; basePath: string; pageNumber: number; pageCount: number; language: LanguageCode; head: HeadModel }

/**
 * A page of a list of articles, newest first: every insight (/insights, headed by its pages record's hero),
 * a topic's or an author's; `articleIds` are the build's cut of the list for this page.
 */
export default function InsightsTemplate({ data, pageContext }: PageProps<Queries.InsightsTemplateQuery, Context>) {
  const { listing, basePath, pageNumber, pageCount, language } = pageContext
  const words = insightsWords(data.directusSettings, language)
  const hero = data.page?.heroSection
  const heading = listing === "topic" ? data.topic?.name : listing === "author" ? data.author?.name : hero?.title
  const intro = listing === "topic" ? data.topic?.description : listing === "author" ? data.author?.bio : hero?.description
  return (
    <Layout>
      <StaticInsightsList
        heading={heading || words.insights} intro={intro} backLink={listing !== "all"} detail={listing === "author" ? data.author?.role : null}
        articles={data.articles.nodes} base={basePath} number={pageNumber} count={pageCount} words={words}
      />
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<Queries.InsightsTemplateQuery, Context>) {
  return <HeadTags head={pageContext.head} />
}

export const query = graphql`
  query InsightsTemplate($articleIds: [String!]!, $topicId: String, $authorId: String, $language: String!) {
    ...Shell
    articles: allDirectusArticle(filter: { id: { in: $articleIds } }, sort: { publishDate: DESC }) { nodes { ...ArticleCardFields } }
    topic: directusTopic(id: { eq: $topicId }) { name description }
    author: directusAuthor(id: { eq: $authorId }) { name role bio }
    page: directusPage(slug: { eq: "insights" }, language: { eq: $language }) { heroSection { title description } }
    directusSettings(language: { eq: $language }) { ...InsightsLabels }
  }
`
