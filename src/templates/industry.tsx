import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { StaticDetailIntro } from "../components/detail/StaticDetailIntro"
import { detailBody } from "../content/detail-body"
import { IndustryDetailView } from "../components/detail/IndustryDetailView"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { blockPage } from "../blocks/types"
import { industryHero } from "../content/industry-hero"

/** The query's `projectIds` are the CMS projects its blocks name (src/content/page-projects.ts). */
export default function IndustryTemplate({ data }: PageProps<Queries.IndustryTemplateQuery>) {
  const record = data.directusIndustry
  if (record && record.blocks.length > 0) {
    const hero = industryHero(record)
    return <IndustryDetailView industry={hero} blocks={record.blocks} page={blockPage(data, hero.name)} />
  }
  // An industry without blocks (or a route the CMS has no item for) still gets its own page.
  return (
    <Layout>
      <StaticDetailIntro title={record ? industryHero(record).name : ""} body={detailBody(record?.description, record?.shortDescription)} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.IndustryTemplateQuery>) {
  const hero = data.directusIndustry && industryHero(data.directusIndustry)
  return <Seo title={hero?.name ?? ""} description={hero?.summary} pathname={location.pathname} record={data.seoPage} />
}

export const query = graphql`
  query IndustryTemplate($id: String!, $projectIds: [String!]!, $seoSlug: String!) {
    seoPage: directusPage(slug: { eq: $seoSlug }) { ...SeoPageFields }
    directusIndustry(id: { eq: $id }) {
      id slug name title shortDescription summary description
      banner { ...HeroPictureFile }
      bannerUrl
      blocks { ...PageBlocks }
    }
    directusSettings { calendlyLink }
    projects: allDirectusProject(filter: { id: { in: $projectIds } }, sort: { sort: ASC }) { nodes { ...ProjectCardFields } }
  }
`
