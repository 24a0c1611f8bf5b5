import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { DetailIntro } from "../components/detail/DetailIntro"
import { Seo } from "../components/seo/Seo"
import { toIndustryCard } from "../content/industries"

export default function IndustryTemplate({ data }: PageProps<Queries.IndustryTemplateQuery>) {
  const industry = data.directusIndustry && toIndustryCard(data.directusIndustry)
  return (
    <Layout>
      <DetailIntro title={industry?.title ?? ""} description={industry?.description || industry?.shortDescription || ""} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.IndustryTemplateQuery>) {
  const industry = data.directusIndustry && toIndustryCard(data.directusIndustry)
  return <Seo title={industry?.title ?? ""} description={industry?.shortDescription} pathname={location.pathname} />
}

export const query = graphql`
  query IndustryTemplate($id: String!) {
    directusIndustry(id: { eq: $id }) {
      id
      slug
      name
      title
      shortDescription
      description
    }
  }
`
