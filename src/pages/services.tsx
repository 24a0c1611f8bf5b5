import { graphql, Link } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { PageHero } from "../components/layout/PageHero"
import { Seo } from "../components/seo/Seo"
import { serviceCards } from "../content/services"

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return (
    <Layout>
      <PageHero pageKey="services" />
      <section css={{ maxWidth: 1200, margin: "0 auto", padding: "4rem 1.5rem" }}>
        <h1>{data.page?.title ?? "Services"}</h1>
        <ul>
          {serviceCards(data.services.nodes).map(service => (
            <li key={service.id}>
              <Link to={service.path}>{service.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.ServicesPageQuery>) {
  return <Seo title={data.page?.title ?? "Services"} description={data.page?.metaDescription} pathname={location.pathname} />
}

export const query = graphql`
  query ServicesPage {
    page: directusPage(slug: { eq: "services" }) {
      title
      metaDescription
    }
    services: allDirectusService {
      nodes {
        id
        slug
        title
        order
        sort
      }
    }
  }
`
