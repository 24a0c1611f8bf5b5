import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { DetailIntro } from "../components/detail/DetailIntro"
import { Seo } from "../components/seo/Seo"
import { DEFAULT_SERVICES, toServiceCard } from "../content/services"

type Context = { id: string; slug: string }

function serviceOf(data: Queries.ServiceTemplateQuery, slug: string) {
  const node = data.directusService ?? DEFAULT_SERVICES.find(service => service.slug === slug)
  return node ? toServiceCard(node) : null
}

export default function ServiceTemplate({ data, pageContext }: PageProps<Queries.ServiceTemplateQuery, Context>) {
  const service = serviceOf(data, pageContext.slug)
  return (
    <Layout>
      <DetailIntro title={service?.title ?? ""} description={service?.fullDescription || service?.shortDescription || ""} />
    </Layout>
  )
}

export function Head({ data, pageContext, location }: HeadProps<Queries.ServiceTemplateQuery, Context>) {
  const service = serviceOf(data, pageContext.slug)
  return <Seo title={service?.title ?? ""} description={service?.shortDescription} pathname={location.pathname} />
}

export const query = graphql`
  query ServiceTemplate($id: String!) {
    directusService(id: { eq: $id }) {
      id
      slug
      title
      titleHtml
      shortDescription
      description
      order
      sort
    }
  }
`
