import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { PortfolioDetailView } from "../components/portfolio/PortfolioDetailView"
import { Seo } from "../components/seo/Seo"
import { caseStudyFromProject, caseStudyRelated, projectRelated } from "../content/portfolio-detail"
import { toProjectCard } from "../content/projects"
import { stripHtml } from "../content/text"
import type { PortfolioCaseStudy } from "../data/types/portfolio"

/**
 * `id` is empty for a written case study that has no CMS project; `copy` is the written case study.
 * The query's `projectIds` are its related projects (src/content/page-projects.ts).
 */
type Context = { id: string; slug: string; copy: PortfolioCaseStudy | null }

function detailOf(data: Queries.PortfolioTemplateQuery, slug: string, written: PortfolioCaseStudy | null) {
  const cards = data.projects.nodes.map(toProjectCard)
  const node = data.directusProject
  const image = node ? toProjectCard(node).image : null
  if (written) {
    // The CMS project's own image, when there is one, is a better banner than the written default.
    const banner = node ? toProjectCard(node).image.src : written.heroBannerUrl
    return { study: { ...written, heroBannerUrl: banner }, image, related: caseStudyRelated(written.relatedProjects.projects, cards) }
  }
  if (!node) return null
  const card = toProjectCard(node)
  return { study: caseStudyFromProject(card, stripHtml(node.description)), image, related: projectRelated(card.slug, cards) }
}

export default function PortfolioTemplate({ data, pageContext }: PageProps<Queries.PortfolioTemplateQuery, Context>) {
  const detail = detailOf(data, pageContext.slug, pageContext.copy)
  if (!detail) return null
  return <PortfolioDetailView slug={pageContext.slug} study={detail.study} related={detail.related} image={detail.image} />
}

export function Head({ data, pageContext, location }: HeadProps<Queries.PortfolioTemplateQuery, Context>) {
  const detail = detailOf(data, pageContext.slug, pageContext.copy)
  return <Seo title={detail?.study.title ?? ""} description={detail?.study.shortDescription} pathname={location.pathname} />
}

export const query = graphql`
  query PortfolioTemplate($id: String!, $projectIds: [String!]!) {
    directusProject(id: { eq: $id }) { ...ProjectCardFields }
    projects: allDirectusProject(filter: { id: { in: $projectIds } }, sort: { sort: ASC }) { nodes { ...ProjectCardFields } }
  }
`
