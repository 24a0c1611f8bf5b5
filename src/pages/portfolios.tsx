import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { PortfolioListView } from "../components/portfolio/PortfolioListView"
import { Seo } from "../components/seo/Seo"
import { toProjectCard } from "../content/projects"

export default function PortfoliosPage({ data }: PageProps<Queries.PortfoliosPageQuery>) {
  return <PortfolioListView projects={data.projects.nodes.map(toProjectCard)} />
}

export function Head({ data, location }: HeadProps<Queries.PortfoliosPageQuery>) {
  return <Seo title={data.page?.title ?? "Portfolio"} description={data.page?.metaDescription} pathname={location.pathname} />
}

export const query = graphql`
  query PortfoliosPage {
    page: directusPage(slug: { eq: "portfolios" }) { title metaDescription }
    projects: allDirectusProject(sort: { sort: ASC }) { nodes { ...ProjectCardFields } }
  }
`
