import { SITE } from "../../config/site"
import {
  SHARE_IMAGES, breadcrumbsFor, canonicalUrl, detailRoute, isInternalRoute, seoDescription, seoTitle,
} from "../../content/seo"
import type { Crumb, CrumbNames } from "../../content/seo"
import { stripHtml } from "../../content/text"
import { breadcrumbJsonLd, cmsJsonLd, organizationJsonLd, serviceJsonLd, webPageJsonLd } from "./structured-data"
import type { JsonLd } from "./structured-data"
import { DEFAULT_LANGUAGE, languageOf, localisedPath, unlocalisedPath } from "../../content/languages"
import type { Alternate, LanguageCode } from "../../content/languages"

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
  /** Trail for BreadcrumbList; detail routes get Home › listing › item without it, named by `crumbNames`. */
  breadcrumbs?: Crumb[]
  /** What a detail route's trail calls the home and its listing, in the page's language (none: no trail). */
  crumbNames?: CrumbNames
  keywords?: string[]
  /** The spec fixes this page's title (landing pages): used as given, uncut, over the record's. */
  verbatimTitle?: boolean
  /** The page's language (English when not given); `pathname` is then under its prefix. */
  language?: LanguageCode
  /** The same page in each language it is built in, this one's included (hreflang). */
  alternates?: readonly Alternate[]
}



export interface HeadModel {
  /** og:locale: the page's language, as Open Graph names it (`<html lang dir>` is the address's: gatsby-ssr.tsx). */
  locale: string
  /** hreflang links: the page in every language it exists in, then `x-default` (its English page); empty for a page in one language. */
  alternates: { hreflang: string; href: string }[]
  /** og:locale:alternate: the other languages' locales. */
  otherLocales: string[]
  title: string
  description: string
  canonical: string
  robots: string
  image: { url: string; width: number; height: number }
  keywords: string
  jsonLd: JsonLd[]
}

/** Open Graph's name for each language (`og:locale`). */
export const OPEN_GRAPH_LOCALES: Record<LanguageCode, string> = { en: "en_US", ar: "ar_AR", tr: "tr_TR" }

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
  // A translation's trail and route family are its English page's, under its prefix.
  const language = languageOf(input.language ?? DEFAULT_LANGUAGE)
  const englishPath = unlocalisedPath(input.pathname)
  const crumbs = (input.breadcrumbs ?? (input.crumbNames ? breadcrumbsFor(englishPath, name, input.crumbNames) : null))?.map(crumb => ({ ...crumb, path: localisedPath(language.code, crumb.path) }))
  const detail = detailRoute(englishPath)

  const own = cmsJsonLd(record?.jsonLdSchema)
  const jsonLd: JsonLd[] = [organizationJsonLd(origin)]
  if (crumbs) jsonLd.push(breadcrumbJsonLd(crumbs, origin))
  // An editor's own Service object replaces the generated one rather than duplicating it.
  if (detail?.section === "services" && !own.some(item => item["@type"] === "Service")) {
    jsonLd.push(serviceJsonLd({ name, description, path: input.pathname, image }, origin))
  }
  jsonLd.push(...own, ...(input.jsonLd ?? []))
  // A page in several languages says which one it is in.
  if ((input.alternates?.length ?? 0) > 1) jsonLd.push(webPageJsonLd({ name, url: canonical, inLanguage: language.code }))

  // Only a page in more than one language has alternates to name.
  const others = input.alternates && input.alternates.length > 1 ? input.alternates : []
  const english = others.find(alternate => alternate.language === DEFAULT_LANGUAGE)
  const alternates = [
    ...others.map(alternate => ({ hreflang: alternate.language, href: canonicalUrl(alternate.path, origin) })),
    ...(english ? [{ hreflang: "x-default", href: canonicalUrl(english.path, origin) }] : []),
  ]
  return {
    locale: OPEN_GRAPH_LOCALES[language.code],
    alternates,
    otherLocales: others.filter(alternate => alternate.language !== language.code).map(alternate => OPEN_GRAPH_LOCALES[alternate.language]),
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
