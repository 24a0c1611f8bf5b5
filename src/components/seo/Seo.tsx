import { graphql } from "gatsby"
import { headModel } from "./head-model"
import type { SeoPageRecord } from "./head-model"
import type { Crumb } from "../../content/seo"
import type { JsonLd } from "./structured-data"
import { HeadTags } from "./HeadTags"

export interface SeoProps {
  /** Fallback title when the route has no page record (or the record has none). */
  title: string
  /** Fallback description, likewise. */
  description?: string | null
  pathname: string
  noindex?: boolean
  /** Share image path (1200×630); by default the service's or industry's own, else the default one. */
  image?: string
  /** The route's page record (pages collection), which its query selects by `$seoSlug` (gatsby-node.ts). */
  record?: SeoPageRecord | null
  /** Structured data the page adds (the page record's own json_ld_schema is added by Seo). */
  jsonLd?: JsonLd[]
  /** Trail for BreadcrumbList; detail routes get Home › listing › item without it. */
  breadcrumbs?: Crumb[]
  keywords?: string[]
  /** The spec fixes this page's title (landing pages): use it as given, uncut. */
  verbatimTitle?: boolean
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
