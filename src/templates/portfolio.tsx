import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { blockPage } from "../blocks/types"
import { StaticDetailIntro } from "../components/detail/StaticDetailIntro"
import { detailBody } from "../content/detail-body"
import { Layout } from "../components/layout/Layout"
import { HeadTags } from "../components/seo/HeadTags"
import type { HeadModel } from "../components/seo/head-model"
import { caseStudyName } from "../content/case-study"

/** The page's head, made by the build (gatsby-node.ts). */
type Context = { head: HeadModel }

/**
 * A project's page: its blocks (hero, overview, ... related projects), which read the project's own
 * record. The query's ShownRecords are the CMS projects and records its blocks show (src/blocks/page-records.ts).
 */
export default function PortfolioTemplate({ data }: PageProps<Queries.PortfolioTemplateQuery>) {
  const node = data.directusProject
  if (!node) return null
  return (
    <Layout>
      {node.blocks.length > 0
        ? <Blocks blocks={node.blocks} page={blockPage(data, caseStudyName(node))} />
        // A project without blocks still gets a page with its own text.
        : <StaticDetailIntro title={caseStudyName(node)} body={detailBody(node.description, node.shortDescription)} />}
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<Queries.PortfolioTemplateQuery, Context>) {
  return <HeadTags head={pageContext.head} />
}

export const query = graphql`
  query PortfolioTemplate($id: String!, $language: String!, $projectIds: [String!]!, $serviceIds: [String!]!, $industryIds: [String!]!, $reviewIds: [String!]!, $jobIds: [String!]!, $articleIds: [String!]!) {
    ...Shell
    directusProject(id: { eq: $id }) {
      ...ProjectCardFields
      summary
      blocks { ...PageBlocks }
    }
    ...ShownRecords
  }
`
