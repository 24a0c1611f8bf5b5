import { graphql, Link } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { PageHero } from "../components/layout/PageHero"
import { Seo } from "../components/seo/Seo"
import { serviceCards } from "../content/services"
import { ContactSection } from "../forms/contact/ContactSection"
import { LeadCtaButton } from "../forms/lead/LeadCtaButton"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const services = serviceCards(data.services.nodes)
  return (
    <Layout>
      <PageHero pageKey="home" />
      <section css={{ maxWidth: 1200, margin: "0 auto", padding: "4rem 1.5rem" }}>
        <h1>{data.page?.title ?? "Lumenaut Technologies"}</h1>
        <ul>
          {services.map(service => (
            <li key={service.id}>
              <Link to={service.path}>{service.title}</Link>
            </li>
          ))}
        </ul>
        <LeadCtaButton pageContext="automation" keepOpenOnFailure>Get Your Free Automation Strategy</LeadCtaButton>
      </section>
      <ContactSection />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  return <Seo title={data.page?.title ?? ""} description={data.page?.metaDescription ?? data.page?.description} pathname={location.pathname} />
}

export const query = graphql`
  query HomePage {
    page: directusPage(slug: { eq: "home" }) {
      title
      description
      metaDescription
    }
    services: allDirectusService {
      nodes {
        id
        slug
        title
        shortDescription
        order
        sort
      }
    }
  }
`
