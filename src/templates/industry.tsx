import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { StaticDetailIntro } from "../components/detail/StaticDetailIntro"
import { detailBody } from "../content/detail-body"
import { IndustryDetailView } from "../components/detail/IndustryDetailView"
import { Layout } from "../components/layout/Layout"
import { HeadTags } from "../components/seo/HeadTags"
import type { HeadModel } from "../components/seo/head-model"
import { blockPage } from "../blocks/types"
import type { IndustryHero } from "../content/industry-hero"

/** The industry's hero, resolved from its record by createPages (gatsby-node.ts), null for a route the CMS has no item for; its head. */
type Context = { industry: IndustryHero | null; head: HeadModel }

/** The query's ShownRecords are the CMS projects and records its blocks show (src/blocks/page-records.ts). */
export default function IndustryTemplate({ data, pageContext: { industry } }: PageProps<Queries.IndustryTemplateQuery, Context>) {
  const record = data.directusIndustry
  if (record && industry && record.blocks.length > 0) {
    return <IndustryDetailView industry={industry} blocks={record.blocks} page={blockPage(data, industry.name)} />
  }
  // An industry without blocks (or a route the CMS has no item for) still gets its own page.
  return (
    <Layout>
      <StaticDetailIntro title={industry?.name ?? ""} body={detailBody(record?.description, record?.shortDescription)} />
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<Queries.IndustryTemplateQuery, Context>) {
  return <HeadTags head={pageContext.head} />
}

export const query = graphql`
  query IndustryTemplate($id: String!, $language: String!, $projectIds: [String!]!, $serviceIds: [String!]!, $industryIds: [String!]!, $reviewIds: [String!]!, $jobIds: [String!]!, $articleIds: [String!]!) {
    ...Shell
    directusIndustry(id: { eq: $id }) {
      id shortDescription description
      blocks { ...PageBlocks }
    }
    ...ShownRecords
  }
`
