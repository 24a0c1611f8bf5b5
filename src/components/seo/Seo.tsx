import { graphql } from "gatsby"
import { SITE } from "../../config/site"
import { headModel } from "./head-model"
import type { SeoPageRecord } from "./head-model"
import type { Crumb } from "../../content/seo"
import { BRAND } from "../../styles/brand"
import type { JsonLd } from "./structured-data"
import { JsonLdScript } from "./JsonLdScript"
import { WebManifestLink } from "./WebManifestLink"

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
 * Head tags of every page and template, rendered through Gatsby's Head API. The page record of the
 * route wins over the props, which are fallbacks. It comes with the page's own data: a static query
 * of every record made each page wait for all of them (5.8 KB gzipped) before it could hydrate.
 */
export function Seo({ record, ...props }: SeoProps) {
  const head = headModel(props, record ?? undefined)
  return (
    <>
      <title>{head.title}</title>
      {head.description && <meta name="description" content={head.description} />}
      {head.keywords && <meta name="keywords" content={head.keywords} />}
      <meta name="robots" content={head.robots} />
      <link rel="canonical" href={head.canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={head.title} />
      {head.description && <meta property="og:description" content={head.description} />}
      <meta property="og:url" content={head.canonical} />
      <meta property="og:image" content={head.image.url} />
      <meta property="og:image:width" content={String(head.image.width)} />
      <meta property="og:image:height" content={String(head.image.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      {head.description && <meta name="twitter:description" content={head.description} />}
      <meta name="twitter:image" content={head.image.url} />
      <meta name="theme-color" content={BRAND.navy} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/icons/favicon-32.png" type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <WebManifestLink />
      {head.jsonLd.map((data, index) => (
        <JsonLdScript key={index} data={data} />
      ))}
    </>
  )
}

/** What a route's head reads of its page record: `seoPage: directusPage(slug: { eq: $seoSlug }) { ...SeoPageFields }`. */
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
