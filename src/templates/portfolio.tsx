import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Blocks } from "../blocks/Blocks"
import { blockPage } from "../blocks/types"
import { DetailIntro, detailBody } from "../components/detail/DetailIntro"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { projectRecord } from "../content/portfolio-detail"

/**
 * A project's page: its blocks (hero, overview, ... related projects), which read the project's own
 * record. The query's `projectIds` are the CMS projects its blocks show (src/content/page-projects.ts).
 */
export default function PortfolioTemplate({ data }: PageProps<Queries.PortfolioTemplateQuery>) {
  const node = data.directusProject
  if (!node) return null
  const project = projectRecord(node)
  return (
    <Layout>
      {node.blocks.length > 0
        ? <Blocks blocks={node.blocks} page={{ ...blockPage(data, project.card.title), project }} />
        // A project without blocks still gets a page with its own text.
        : <DetailIntro title={project.card.title} body={detailBody(node.description, node.shortDescription)} />}
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.PortfolioTemplateQuery>) {
  const project = data.directusProject && projectRecord(data.directusProject)
  return <Seo title={project?.card.title ?? ""} description={project?.summary} pathname={location.pathname} record={data.seoPage} />
}

export const query = graphql`
  query PortfolioTemplate($id: String!, $projectIds: [String!]!, $seoSlug: String!) {
    seoPage: directusPage(slug: { eq: $seoSlug }) { ...SeoPageFields }
    directusProject(id: { eq: $id }) {
      ...ProjectCardFields
      summary
      blocks { ...PageBlocks }
    }
    directusSettings { calendlyLink }
    projects: allDirectusProject(filter: { id: { in: $projectIds } }, sort: { sort: ASC }) { nodes { ...ProjectCardFields } }
  }
`
