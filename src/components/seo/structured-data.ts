import { SITE } from "../../config/site"
import { canonicalUrl } from "../../content/seo"
import type { Crumb } from "../../content/seo"

export type JsonLd = Record<string, unknown>

const SCHEMA = "https://schema.org"

/** Markets the company serves (about page), used as areaServed. */
const AREA_SERVED = [
  "United Arab Emirates", "Saudi Arabia", "Turkey", "United States", "United Kingdom",
  "Canada", "Germany", "Australia", "Qatar", "Pakistan",
]

export const organizationId = (origin: string) => `${origin.replace(/\/+$/, "")}/#organization`

/** The company itself (spec 000 §9: an organisation object, Lahore, Pakistan). */
export function organizationJsonLd(origin: string = SITE.url): JsonLd {
  const url = canonicalUrl("/", origin)
  return {
    "@context": SCHEMA,
    "@type": "Organization",
    "@id": organizationId(origin),
    name: SITE.name,
    alternateName: SITE.shortName,
    url,
    logo: `${url}/icons/icon-512.png`,
    description: SITE.tagline,
    email: SITE.email,
    telephone: SITE.phone,
    foundingDate: "2019",
    address: {
      "@type": "PostalAddress",
      addressLocality: SITE.address.locality,
      addressCountry: SITE.address.countryCode,
    },
    areaServed: AREA_SERVED,
    sameAs: Object.values(SITE.social),
  }
}

/** A page that exists in several languages: which one this is (schema.org's inLanguage, a BCP 47 code). */
export function webPageJsonLd({ name, url, inLanguage }: { name: string; url: string; inLanguage: string }): JsonLd {
  return { "@context": SCHEMA, "@type": "WebPage", name, url, inLanguage }
}

export function breadcrumbJsonLd(crumbs: Crumb[], origin: string = SITE.url): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path, origin),
    })),
  }
}

export function serviceJsonLd(
  service: { name: string; description: string; path: string; image: string },
  origin: string = SITE.url
): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "Service",
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: canonicalUrl(service.path, origin),
    image: service.image,
    provider: { "@id": organizationId(origin) },
    areaServed: AREA_SERVED,
  }
}

/** An article (BlogPosting): its headline, summary, date, cover, author and the company as publisher. */
export function blogPostingJsonLd(
  article: { headline: string; description?: string | null; path: string; datePublished: string | null; image?: string | null; author: { name: string; path: string } | null },
  origin: string = SITE.url
): JsonLd {
  const url = canonicalUrl(article.path, origin)
  return {
    "@context": SCHEMA,
    "@type": "BlogPosting",
    headline: article.headline,
    ...(article.description && { description: article.description }),
    url,
    mainEntityOfPage: url,
    ...(article.datePublished && { datePublished: article.datePublished }),
    ...(article.image && { image: /^https?:\/\//i.test(article.image) ? article.image : `${origin.replace(/\/+$/, "")}${article.image}` }),
    ...(article.author && { author: { "@type": "Person", name: article.author.name, url: canonicalUrl(article.author.path, origin) } }),
    publisher: { "@id": organizationId(origin) },
  }
}

/** The CMS's json_ld_schema: an object or a list of objects; anything else is ignored. */
export function cmsJsonLd(value: unknown): JsonLd[] {
  const list = Array.isArray(value) ? value : [value]
  return list.filter((item): item is JsonLd => Boolean(item) && typeof item === "object" && !Array.isArray(item))
}
