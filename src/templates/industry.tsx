import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { DetailIntro, detailBody } from "../components/detail/DetailIntro"
import { IndustryDetailView } from "../components/industry/IndustryDetailView"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { successStoryCards, toIndustryCard } from "../content/industries"
import { toProjectCard } from "../content/projects"
import type { IndustryDetail } from "../data/types/industry"

/**
 * `copy`: the industry's written page (src/data/industries), when it has one. The query's
 * `projectIds` are the projects its success stories name (src/content/page-projects.ts).
 */
type Context = { id: string; slug: string; copy: IndustryDetail | null }

export default function IndustryTemplate({ data, pageContext }: PageProps<Queries.IndustryTemplateQuery, Context>) {
  const detail = pageContext.copy
  if (detail) {
    const stories = successStoryCards(detail.successStories.projects, data.projects.nodes.map(toProjectCard))
    return <IndustryDetailView industry={detail} stories={stories} />
  }
  // A CMS industry without written detail copy still gets its own page.
  const industry = data.directusIndustry && toIndustryCard(data.directusIndustry)
  return (
    <Layout>
      <DetailIntro title={industry?.title ?? ""} body={detailBody(industry?.description, industry?.shortDescription)} />
    </Layout>
  )
}

export function Head({ data, pageContext, location }: HeadProps<Queries.IndustryTemplateQuery, Context>) {
  const detail = pageContext.copy
  const industry = data.directusIndustry && toIndustryCard(data.directusIndustry)
  return <Seo title={detail?.title ?? industry?.title ?? ""} description={detail?.shortDescription ?? industry?.shortDescription} pathname={location.pathname} />
}

export const query = graphql`
  query IndustryTemplate($id: String!, $projectIds: [String!]!) {
    directusIndustry(id: { eq: $id }) { id slug name title shortDescription description }
    projects: allDirectusProject(filter: { id: { in: $projectIds } }, sort: { sort: ASC }) { nodes { ...ProjectCardFields } }
  }
`
