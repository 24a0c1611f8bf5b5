import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { StaticDetailIntro } from "../components/detail/StaticDetailIntro"
import { detailBody } from "../content/detail-body"
import { Layout } from "../components/layout/Layout"
import { ServiceDetailView } from "../components/detail/ServiceDetailView"
import { HeadTags } from "../components/seo/HeadTags"
import type { HeadModel } from "../components/seo/head-model"
import { blockPage } from "../blocks/types"
import { stripHtml } from "../content/text"
import type { ServiceInput } from "../content/services"

/**
 * The query's ShownRecords are the CMS projects and records its blocks show (src/blocks/page-records.ts);
 * its head is the build's, and so is `builtIn`: the spec's built-in service of the slug where the CMS
 * has no item (000 §9; gatsby-node.ts), so that list is not in the page's code.
 */
type Context = { id: string; slug: string; head: HeadModel; builtIn?: BuiltInService }
type BuiltInService = Pick<ServiceInput, "title" | "titleHtml" | "shortDescription" | "description">

/** The service's record, else the built-in one: its text fields are shown as they are. */
const serviceOf = (data: Queries.ServiceTemplateQuery, builtIn: BuiltInService | undefined) => data.directusService ?? builtIn

export default function ServiceTemplate({ data, pageContext }: PageProps<Queries.ServiceTemplateQuery, Context>) {
  const service = serviceOf(data, pageContext.builtIn)
  const blocks = data.directusService?.blocks ?? []
  if (blocks.length === 0) {
    // A service without blocks (or without a CMS item) still gets a page with its own text.
    return (
      <Layout>
        <StaticDetailIntro title={service?.title ?? ""} titleHtml={service?.titleHtml} body={detailBody(service?.description, service?.shortDescription)} />
      </Layout>
    )
  }
  const page = blockPage(data, service?.title ?? "")
  return (
    <Layout>
      <ServiceDetailView blocks={blocks} page={page} fallback={{ title: page.name, description: stripHtml(service?.shortDescription) }} />
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<Queries.ServiceTemplateQuery, Context>) {
  return <HeadTags head={pageContext.head} />
}

export const query = graphql`
  query ServiceTemplate($id: String!, $language: String!, $projectIds: [String!]!, $serviceIds: [String!]!, $industryIds: [String!]!, $reviewIds: [String!]!, $jobIds: [String!]!, $articleIds: [String!]!) {
    ...Shell
    directusService(id: { eq: $id }) {
      id
      slug
      title
      titleHtml
      shortDescription
      description
      order
      sort
      blocks {
        ...PageBlocks
      }
    }
    ...ShownRecords
  }
`
