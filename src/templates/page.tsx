import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { blockPage } from "../blocks/types"
import { Layout } from "../components/layout/Layout"
import { PageHeroIsland } from "../components/layout/PageHeroIsland"
import { Seo } from "../components/seo/Seo"
import { isLegalDocument } from "../blocks/rich-text/view"
import type { PageHeroContext } from "../content/hero"

/** The page's hero as the build resolved it from its record, and whether it goes above the blocks (gatsby-node.ts). */
type Context = { id: string; pageHero?: PageHeroContext; showsPageHero?: boolean }

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
/** Landing pages' titles are the campaign's own, used uncut (spec 001 §2); other pages get the site's title rule. */
export function Head({ data, location }: HeadProps<Queries.PageTemplateQuery>) {
  const page = data.directusPage
  const slug = page?.slug ?? ""
  return (
    <Seo
      title={page?.title ?? ""}
      description={page?.metaDescription}
      pathname={location.pathname}
      record={page}
      keywords={[...(page?.keywords ?? [])]}
      verbatimTitle={slug.startsWith("lp/")}
    />
  )
}

export const query = graphql`
  query PageTemplate($id: String!, $projectIds: [String!]!, $serviceIds: [String!]!, $industryIds: [String!]!, $reviewIds: [String!]!, $jobIds: [String!]!) {
    directusPage(id: { eq: $id }) {
      ...SeoPageFields
      keywords
      leadContext
      blocks {
        ...PageBlocks
      }
    }
    directusSettings {
      calendlyLink
      ...ReviewSummaryFields
    }
    projects: allDirectusProject(filter: { id: { in: $projectIds } }, sort: { sort: ASC }) {
      nodes {
        ...ProjectCardFields
      }
    }
    services: allDirectusService(filter: { id: { in: $serviceIds } }) {
      nodes {
        ...ServiceCardFields
      }
    }
    industries: allDirectusIndustry(filter: { id: { in: $industryIds } }) {
      nodes {
        ...IndustryCardFields
      }
    }
    reviews: allDirectusReview(filter: { id: { in: $reviewIds } }, sort: { sort: ASC }) {
      nodes {
        ...ReviewFields
      }
    }
    jobs: allDirectusJob(filter: { id: { in: $jobIds } }, sort: { sort: ASC }) {
      nodes { id title location description link }
    }
  }
`
