import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { blockPage } from "../blocks/types"
import { Layout } from "../components/layout/Layout"
import { HeadTags } from "../components/seo/HeadTags"
import type { HeadModel } from "../components/seo/head-model"
import { StaticArticleFooter, StaticArticleHeader } from "../components/insights/static"
import { insightsWords } from "../components/insights/words"
import type { LanguageCode } from "../content/languages"

/** The page's head, made by the build (gatsby-node.ts). */
type Context = { language: LanguageCode; head: HeadModel }

/**
 * An article (/insights/{slug}): its header, its body (its block list: text, pictures, a call to
 * action), then its author and the related articles the build picked (`relatedIds`; ShownRecords:
 * the CMS projects and records its blocks show).
 */
export default function ArticleTemplate({ data, pageContext }: PageProps<Queries.ArticleTemplateQuery, Context>) {
  const article = data.directusArticle
  if (!article) return null
  const words = insightsWords(data.directusSettings, pageContext.language)
  const image = article.hero?.childImageSharp?.gatsbyImageData
  return (
    <Layout>
      <StaticArticleHeader
        title={article.title ?? ""} summary={article.summary} publishDate={article.publishDate} readingMinutes={article.readingMinutes}
        topics={article.topics} author={article.author} cover={image ? { image, alt: article.coverAlt ?? "" } : null} words={words}
      />
      <Blocks blocks={article.blocks} page={blockPage(data, article.title ?? "")} />
      <StaticArticleFooter author={article.author} related={data.related.nodes} words={words} />
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<Queries.ArticleTemplateQuery, Context>) {
  return <HeadTags head={pageContext.head} />
}

export const query = graphql`
  query ArticleTemplate($id: String!, $language: String!, $relatedIds: [String!]!, $projectIds: [String!]!, $serviceIds: [String!]!, $industryIds: [String!]!, $reviewIds: [String!]!, $jobIds: [String!]!, $articleIds: [String!]!) {
    ...Shell
    directusArticle(id: { eq: $id }) {
      ...ArticleCardFields
      hero: cover {
        childImageSharp { gatsbyImageData(width: 1200, height: 630, sizes: "(min-width: 880px) 820px, 100vw", placeholder: NONE, formats: [AUTO, WEBP, AVIF]) }
      }
      author { id slug name role bio }
      blocks { ...PageBlocks }
    }
    directusSettings(language: { eq: $language }) { calendlyLink ...InsightsLabels }
    ...ShownRecords
    related: allDirectusArticle(filter: { id: { in: $relatedIds } }, sort: { publishDate: DESC }) { nodes { ...ArticleCardFields } }
  }
`
