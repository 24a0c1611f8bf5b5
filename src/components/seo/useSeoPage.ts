import { graphql, useStaticQuery } from "gatsby"
import { pageSlug } from "../../content/seo"
import type { SeoPageRecord } from "./head-model"

/** The page record (pages collection) of a route, looked up by its path ('/' is 'home') or slug. */
export function useSeoPage(pathOrSlug: string): { record: SeoPageRecord | undefined; siteUrl: string | undefined } {
  const data = useStaticQuery<Queries.SeoPagesQuery>(graphql`
    query SeoPages {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allDirectusPage {
        nodes {
          slug
          title
          description
          metaDescription
          canonicalLink
          jsonLdSchema
        }
      }
    }
  `)
  const slug = pageSlug(pathOrSlug)
  const record = data?.allDirectusPage.nodes.find(node => node.slug?.replace(/^\/+|\/+$/g, "") === slug)
  return { record, siteUrl: data?.site?.siteMetadata?.siteUrl ?? undefined }
}
