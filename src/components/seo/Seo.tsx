import { graphql } from "gatsby"
import { headModel } from "./head-model"
import type { HeadInput, SeoPageRecord } from "./head-model"
import { HeadTags } from "./HeadTags"

export type SeoProps = HeadInput & {
  /** The route's page record (pages collection), which its query selects by `$seoSlug` (gatsby-node.ts). */
  record?: SeoPageRecord | null
}

/**
 * The head of a fixed page (src/pages), made in the browser as well: the page record of the route
 * wins over the props, which are fallbacks. It comes with the page's own data: a static query of
 * every record made each page wait for all of them (5.8 KB gzipped) before it could hydrate. A
 * template's head is made by the build instead (headModel in gatsby-node.ts, HeadTags).
 */
export function Seo({ record, ...props }: SeoProps) {
  return <HeadTags head={headModel(props, record ?? undefined)} />
}

/**
 * What a route's head reads of its page record: a fixed page's query selects it as
 * `seoPage: directusPage(slug: { eq: $seoSlug }) { ...SeoPageFields }`; the build's route query reads
 * the same fields of every page record (gatsby-node.ts).
 */
export const fragment = graphql`
  fragment SeoPageFields on DirectusPage {
    slug
    title
    description
    metaDescription
    canonicalLink
    jsonLdSchema
  }
`
