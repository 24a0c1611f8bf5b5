import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { DetailIntro } from "../components/detail/DetailIntro"
import { Seo } from "../components/seo/Seo"
import { toProjectCard } from "../content/projects"

export default function PortfolioTemplate({ data }: PageProps<Queries.PortfolioTemplateQuery>) {
  const project = data.directusProject && toProjectCard(data.directusProject)
  return (
    <Layout>
      <DetailIntro title={project?.title ?? ""} description={project?.description || project?.shortDescription || ""} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.PortfolioTemplateQuery>) {
  const project = data.directusProject && toProjectCard(data.directusProject)
  return <Seo title={project?.title ?? ""} description={project?.shortDescription} pathname={location.pathname} />
}

export const query = graphql`
  query PortfolioTemplate($id: String!) {
    directusProject(id: { eq: $id }) {
      id
      slug
      title
      shortDescription
      description
      link
    }
  }
`
