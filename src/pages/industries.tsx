import { graphql, Link } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { industryCards } from "../content/industries"

export default function IndustriesPage({ data }: PageProps<Queries.IndustriesPageQuery>) {
  return (
    <Layout>
      <section css={{ maxWidth: 1200, margin: "0 auto", padding: "4rem 1.5rem" }}>
        <h1>{data.page?.title ?? "Industries"}</h1>
        <ul>
          {industryCards(data.industries.nodes).map(industry => (
            <li key={industry.id}>
              <Link to={industry.path}>{industry.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.IndustriesPageQuery>) {
  return <Seo title={data.page?.title ?? "Industries"} description={data.page?.metaDescription} pathname={location.pathname} />
}

export const query = graphql`
  query IndustriesPage {
    page: directusPage(slug: { eq: "industries" }) {
      title
      metaDescription
    }
    industries: allDirectusIndustry {
      nodes {
        id
        slug
        name
        title
        shortDescription
      }
    }
  }
`
