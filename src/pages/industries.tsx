import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { IndustriesView } from "../components/industry/IndustriesView"
import { Seo } from "../components/seo/Seo"
import { reviewSummary, toReview } from "../content/reviews"

export default function IndustriesPage({ data }: PageProps<Queries.IndustriesPageQuery>) {
  return <IndustriesView reviews={data.reviews.nodes.map(toReview)} summary={reviewSummary(data.settings)} />
}

export function Head({ data, location }: HeadProps<Queries.IndustriesPageQuery>) {
  return <Seo title={data.page?.title ?? "Industries"} description={data.page?.metaDescription} pathname={location.pathname} />
}

export const query = graphql`
  query IndustriesPage {
    page: directusPage(slug: { eq: "industries" }) { title metaDescription }
    reviews: allDirectusReview(sort: { sort: ASC }) { nodes { ...ReviewFields } }
    settings: directusSettings { ...ReviewSummaryFields }
  }
`
