import { graphql, Link } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { toProjectCard } from "../content/projects"

export default function PortfoliosPage({ data }: PageProps<Queries.PortfoliosPageQuery>) {
  return (
    <Layout>
      <section id="all" css={{ maxWidth: 1200, margin: "0 auto", padding: "4rem 1.5rem" }}>
        <h1>{data.page?.title ?? "Portfolio"}</h1>
        <ul>
          {data.projects.nodes.map(toProjectCard).map(project => (
            <li key={project.id}>
              <Link to={project.path}>{project.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.PortfoliosPageQuery>) {
  return <Seo title={data.page?.title ?? "Portfolio"} description={data.page?.metaDescription} pathname={location.pathname} />
}

export const query = graphql`
  query PortfoliosPage {
    page: directusPage(slug: { eq: "portfolios" }) {
      title
      metaDescription
    }
    projects: allDirectusProject {
      nodes {
        id
        slug
        title
      }
    }
  }
`
