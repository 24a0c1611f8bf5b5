import { SITE } from "../config/site"
import { LIMITS } from "./limits"
import { stripHtml, truncate } from "./text"
import type { Selected } from "./node-input"

/** Search-metadata text rules of spec 000 §5.3: HTML stripped, title 50 and description 170. */
export const seoTitle = (title: string | null | undefined) => truncate(stripHtml(title), LIMITS.seoTitle)
export const seoDescription = (description: string | null | undefined) =>
  truncate(stripHtml(description), LIMITS.seoDescription)

/** A path without query, hash or trailing slash ('' for the home page). */
export const cleanPath = (pathname: string): string => pathname.split(/[?#]/)[0].replace(/\/+$/, "")

/** Absolute canonical URL from a path, without a trailing slash (the home page is the bare origin). */
export function canonicalUrl(pathname: string, origin: string = SITE.url): string {
  const base = origin.replace(/\/+$/, "")
  const path = cleanPath(pathname)
  return path === "" ? base : `${base}${path.startsWith("/") ? path : `/${path}`}`
}

/** Internal tools (the component showcase, /internal/*) are never indexed, whatever their Head passes. */
export const isInternalRoute = (pathname: string): boolean => /^\/(showcase|internal)(\/|$)/.test(cleanPath(pathname))

/** The page record's slug for a route: leading/trailing slashes stripped, the home page is 'home'. */
export function pageSlug(pathname: string): string {
  const slug = cleanPath(pathname).replace(/^\/+/, "")
  return slug === "" ? "home" : slug
}

/**
 * Share images (1200×630): every page the build creates gets its own, made from its card (shareCardOf,
 * src/build/share-images.ts), unless its record has an editor's; the others show the default one.
 */
export const SHARE_IMAGES = {
  default: SITE.defaultShareImage,
  width: 1200,
  height: 630,
} as const

/** The part of the site a route's share card names. */
const SHARE_SECTIONS: [RegExp, string][] = [
  [/^\/services\/[^/]+$/, "Services"], [/^\/industries\/[^/]+$/, "Industries"], [/^\/portfolio\/[^/]+$/, "Case study"], [/^\/insights(\/|$)/, "Insights"],
]

/**
 * What a route's share image says: its name, from its title without the site's name (a title's
 * `|`-parts that name the brand are dropped, then its first part is kept: "Careers at Lumenaut |
 * Join Our Team" names "Careers at Lumenaut"), and its part of the site (none for a page of its own).
 */
export function shareCardOf(pathname: string, title: string): { title: string; section: string } {
  const parts = stripHtml(title).split(" | ").map(part => part.trim()).filter(Boolean)
  const own = parts.filter(part => !new RegExp(`^${SITE.shortName}\\b`).test(part))
  const path = cleanPath(pathname)
  return { title: own[0] ?? parts[0] ?? SITE.name, section: SHARE_SECTIONS.find(([route]) => route.test(path))?.[1] ?? "" }
}

export type DetailSection = "services" | "industries" | "portfolio"

/** The detail route a path belongs to, if any: `/services/x`, `/industries/x`, `/portfolio/x`. */
export function detailRoute(pathname: string): { section: DetailSection; slug: string } | null {
  const match = /^\/(services|industries|portfolio)\/([^/]+)$/.exec(cleanPath(pathname))
  return match ? { section: match[1] as DetailSection, slug: match[2] } : null
}


/** The listing each detail section belongs to, for breadcrumbs. */
const SECTION_PARENT: Record<DetailSection, string> = { services: "/services", industries: "/industries", portfolio: "/portfolios" }

export interface Crumb {
  name: string
  path: string
}

/** What a trail calls the home and each listing, in the page's language (the settings' words). */
export type CrumbNames = Record<"home" | DetailSection, string>

/** The trail's names from a language's settings node. */
export const crumbNamesOf = (settings: Selected<Queries.DirectusSettings, "breadcrumbHomeLabel" | "breadcrumbServicesLabel" | "breadcrumbIndustriesLabel" | "breadcrumbPortfolioLabel"> | null | undefined): CrumbNames => ({
  home: settings?.breadcrumbHomeLabel ?? "", services: settings?.breadcrumbServicesLabel ?? "",
  industries: settings?.breadcrumbIndustriesLabel ?? "", portfolio: settings?.breadcrumbPortfolioLabel ?? "",
})

/** Home › listing › item on detail routes (English paths), named by `names`; null elsewhere. */
export function breadcrumbsFor(pathname: string, name: string, names: CrumbNames): Crumb[] | null {
  const detail = detailRoute(pathname)
  if (!detail) return null
  const itemName = stripHtml(name) || detail.slug
  return [{ name: names.home, path: "/" }, { name: names[detail.section], path: SECTION_PARENT[detail.section] }, { name: itemName, path: cleanPath(pathname) }]
}
