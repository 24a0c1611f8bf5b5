import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { ServicesView } from "../components/sections/views/ServicesView"
import { Seo } from "../components/seo/Seo"
import { toProjectCard } from "../content/projects"
import { reviewSummary, toReview } from "../content/reviews"
import { serviceCards } from "../content/services"

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return (
    <ServicesView
      services={serviceCards(data.services.nodes)}
      projects={data.projects.nodes.map(toProjectCard)}
      reviews={data.reviews.nodes.map(toReview)}
      summary={reviewSummary(data.settings)}
    />
  )
}

export function Head({ data, location }: HeadProps<Queries.ServicesPageQuery>) {
  return <Seo title={data.page?.title ?? "Services"} description={data.page?.metaDescription} pathname={location.pathname} />
}

export const query = graphql`
  query ServicesPage {
    page: directusPage(slug: { eq: "services" }) { title metaDescription }
    services: allDirectusService { nodes { ...ServiceCardFields } }
    projects: allDirectusProject(sort: { sort: ASC }) { nodes { ...ProjectCardFields } }
    reviews: allDirectusReview(sort: { sort: ASC }) { nodes { ...ReviewFields } }
    settings: directusSettings { ...ReviewSummaryFields }
  }
`
