import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { HomeView } from "../components/sections/views/HomeView"
import { Seo } from "../components/seo/Seo"
import { industryCards } from "../content/industries"
import { toProjectCard } from "../content/projects"
import { reviewSummary, toReview } from "../content/reviews"
import { serviceCards } from "../content/services"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return (
    <HomeView
      services={serviceCards(data.services.nodes)}
      projects={data.projects.nodes.map(toProjectCard)}
      industries={industryCards(data.industries.nodes)}
      reviews={data.reviews.nodes.map(toReview)}
      summary={reviewSummary(data.settings)}
    />
  )
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  return <Seo title={data.page?.title ?? "Lumenaut Technologies"} description={data.page?.metaDescription ?? data.page?.description} pathname={location.pathname} />
}

export const query = graphql`
  query HomePage {
    page: directusPage(slug: { eq: "home" }) { title description metaDescription }
    services: allDirectusService { nodes { ...ServiceCardFields } }
    projects: allDirectusProject(sort: { sort: ASC }) { nodes { ...ProjectCardFields } }
    industries: allDirectusIndustry { nodes { ...IndustryCardFields } }
    reviews: allDirectusReview(sort: { sort: ASC }) { nodes { ...ReviewFields } }
    settings: directusSettings { ...ReviewSummaryFields }
  }
`
