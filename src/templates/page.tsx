import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { blockPage } from "../blocks/types"
import { Layout } from "../components/layout/Layout"
import { PageHeroIsland } from "../components/layout/PageHeroIsland"
import { HeadTags } from "../components/seo/HeadTags"
import type { HeadModel } from "../components/seo/head-model"
import { isLegalDocument } from "../blocks/rich-text/view"
import type { PageHeroContext } from "../content/hero"

/** The page's hero as the build resolved it from its record, whether it goes above the blocks, and its head (gatsby-node.ts). */
type Context = { id: string; pageHero?: PageHeroContext; showsPageHero?: boolean; head: HeadModel }

/**
 * A page built from blocks in Directus (landing pages under /lp/, plain pages, editor-made pages):
 * the page's hero when it has one, then the pages item's block list, in order, through the block registry.
 */
export default function PageTemplate({ data, pageContext }: PageProps<Queries.PageTemplateQuery, Context>) {
  const page = data.directusPage
  const blocks = page?.blocks ?? []
  return (
    <Layout legal={blocks.some(isLegalDocument)}>
      {pageContext.showsPageHero && <PageHeroIsland />}
      <Blocks blocks={blocks} page={blockPage(data, page?.title ?? "", page?.leadContext)} />
    </Layout>
  )
}
export function Head({ pageContext }: HeadProps<Queries.PageTemplateQuery, Context>) {
  return <HeadTags head={pageContext.head} />
}

export const query = graphql`
  query PageTemplate($id: String!, $language: String!, $projectIds: [String!]!, $serviceIds: [String!]!, $industryIds: [String!]!, $reviewIds: [String!]!, $jobIds: [String!]!, $articleIds: [String!]!) {
    ...Shell
    directusPage(id: { eq: $id }) {
      slug
      title
      leadContext
      blocks {
        ...PageBlocks
      }
    }
    ...ShownRecords
  }
`
