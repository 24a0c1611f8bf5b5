/** @jsxImportSource @emotion/react */
import { graphql } from "gatsby"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../../components/layout/Layout"
import { Container } from "../../components/ui/Container"
import { HeadTags } from "../../components/seo/HeadTags"
import type { HeadModel } from "../../components/seo/head-model"
import { AuditSummary } from "../../components/seo/audit/AuditSummary"
import { AuditTable } from "../../components/seo/audit/AuditTable"
import { LiveCheck, showsLiveData } from "../../components/seo/audit/LiveCheck"
import { ENDPOINTS } from "../../config/site"
import { serviceCards } from "../../content/services"
import { industryCards } from "../../content/industries"
import { auditRows, overallScore, sourcesFromStore } from "../../lib/seo-audit"
import { useContentStore } from "../../lib/store/ContentStore"

/**
 * Internal SEO audit (spec 001 §2, Internal tools): scores the content layer's pages, services and
 * industries, from this build or, after a forced refresh, from the content store.
 */
export default function SeoAuditPage({ data }: PageProps<Queries.SeoAuditQuery>) {
  const store = useContentStore()
  const routes = data.routes.nodes.map(node => node.path)
  const rows = auditRows(
    showsLiveData(store)
      ? sourcesFromStore(store.data, routes)
      : { pages: data.pages.nodes, services: serviceCards(data.services.nodes), industries: industryCards(data.industries.nodes), routes }
  )
  const group = (kind: string) => rows.filter(row => row.kind === kind)
  return (
    <Layout>
      <Container>
        <div css={{ padding: "3rem 0 1rem" }}>
          <h1 css={{ marginBottom: ".5rem" }}>SEO audit</h1>
          <p css={{ maxWidth: 760 }}>
            Every page record, service and industry in the content layer, scored on title (30–60 characters),
            description and meta description (120–160), canonical link and structured data. Routes without a
            page record get the fallback score of 50.
          </p>
        </div>
        <LiveCheck store={store} cmsConfigured={ENDPOINTS.cmsPublic !== ""} />
        <AuditSummary rows={rows} overall={overallScore(rows)} />
        <AuditTable caption="Pages" rows={group("page")} />
        <AuditTable caption="Services" rows={group("service")} />
        <AuditTable caption="Industries" rows={group("industry")} />
      </Container>
    </Layout>
  )
}

/** Made by the build (src/build/fixed-page-heads.ts). */
export function Head({ pageContext }: HeadProps<Queries.SeoAuditQuery, { head: HeadModel }>) {
  return <HeadTags head={pageContext.head} />
}

export const query = graphql`
  query SeoAudit($language: String!) {
    ...Shell
    pages: allDirectusPage(filter: { language: { eq: $language } }) {
      nodes {
        ...SeoPageFields
      }
    }
    services: allDirectusService(filter: { language: { eq: $language } }) {
      nodes {
        id
        slug
        title
        shortDescription
        order
        sort
      }
    }
    industries: allDirectusIndustry(filter: { language: { eq: $language } }) {
      nodes {
        id
        slug
        name
        title
        shortDescription
      }
    }
    routes: allSitePage {
      nodes {
        path
      }
    }
  }
`
