import { SITE } from "../../config/site"
import {
  SHARE_IMAGES, breadcrumbsFor, canonicalUrl, detailRoute, isInternalRoute, seoDescription, seoTitle,
} from "../../content/seo"
import type { Crumb } from "../../content/seo"
import { stripHtml } from "../../content/text"
import { breadcrumbJsonLd, cmsJsonLd, organizationJsonLd, serviceJsonLd } from "./structured-data"
import type { JsonLd } from "./structured-data"

/**
 * The fields of a page record (pages collection) that drive a route's head: the SeoPageFields
 * fragment's, each optional. The SEO audit reads the same record from the live store, where the
 * JSON-LD is whatever the CMS holds, so that one stays `unknown` until cmsJsonLd checks it.
 */
export type SeoPageRecord = Partial<Omit<Queries.SeoPageFieldsFragment, "jsonLdSchema">> & { jsonLdSchema?: unknown }

/** The same fields for the build's route query (gatsby-node.ts), which cannot spread a fragment: keep the two alike. */
export const SEO_PAGE_FIELDS = "slug title description metaDescription canonicalLink jsonLdSchema"

/** A route's own values for its head, beside its page record, which wins over them. */
export interface HeadInput {
  /** Fallback title when the route has no page record (or the record has none). */
  title: string
  /** Fallback description, likewise. */
  description?: string | null
  pathname: string
  noindex?: boolean
  /** Share image path or URL (1200×630): the route's own (made by the build, or an editor's), else the default one. */
  image?: string
  /** Structured data the page adds (the page record's own json_ld_schema is added too). */
  jsonLd?: JsonLd[]
  /** Trail for BreadcrumbList; detail routes get Home › listing › item without it. */
  breadcrumbs?: Crumb[]
  keywords?: string[]
  /** The spec fixes this page's title (landing pages): used as given, uncut, over the record's. */
  verbatimTitle?: boolean
}

export interface HeadModel {
  title: string
  description: string
  canonical: string
  robots: string
  image: { url: string; width: number; height: number }
  keywords: string
  jsonLd: JsonLd[]
}

const absolute = (pathOrUrl: string, origin: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin.replace(/\/+$/, "")}${pathOrUrl}`

/** An editor's canonical_link when it is a usable URL or path, else the route's own canonical. */
function canonicalOf(record: SeoPageRecord | undefined, pathname: string, origin: string): string {
  const link = record?.canonicalLink?.trim()
  if (link && /^https?:\/\//i.test(link)) return link.replace(/\/+$/, "")
  if (link && link.startsWith("/")) return canonicalUrl(link, origin)
  return canonicalUrl(pathname, origin)
}

/**
 * Everything a route's head shows: the page record's values first (spec 000 §9: page data
 * overrides the defaults; spec 000 §3.1: description, else metaDescription), the props as fallbacks.
 */
export function headModel(input: HeadInput, record: SeoPageRecord | undefined, origin: string = SITE.url): HeadModel {
  const title = (input.verbatimTitle ? input.title : seoTitle(record?.title || input.title)) || SITE.name
  const description = seoDescription(record?.description || record?.metaDescription || input.description)
  const canonical = canonicalOf(record, input.pathname, origin)
  const image = absolute(input.image ?? SHARE_IMAGES.default, origin)
  const name = stripHtml(input.title) || title
  const crumbs = input.breadcrumbs ?? breadcrumbsFor(input.pathname, name)
  const detail = detailRoute(input.pathname)

  const own = cmsJsonLd(record?.jsonLdSchema)
  const jsonLd: JsonLd[] = [organizationJsonLd(origin)]
  if (crumbs) jsonLd.push(breadcrumbJsonLd(crumbs, origin))
  // An editor's own Service object replaces the generated one rather than duplicating it.
  if (detail?.section === "services" && !own.some(item => item["@type"] === "Service")) {
    jsonLd.push(serviceJsonLd({ name, description, path: input.pathname, image }, origin))
  }
  jsonLd.push(...own, ...(input.jsonLd ?? []))

  return {
    title,
    description,
    canonical,
    // The preview site (npm run preview) shows drafts: never indexed, so never in its sitemap either.
    robots: input.noindex || isInternalRoute(input.pathname) || process.env.GATSBY_PREVIEW === "1" ? "noindex, nofollow" : "index, follow",
    image: { url: image, width: SHARE_IMAGES.width, height: SHARE_IMAGES.height },
    keywords: (input.keywords ?? []).join(", "),
    jsonLd,
  }
}
