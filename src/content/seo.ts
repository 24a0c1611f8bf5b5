import { SITE } from "../config/site"
import { LIMITS } from "./limits"
import { stripHtml, truncate } from "./text"

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

/** Share images (1200×630) that exist in static/og; a test keeps this list and the files in step. */
export const SHARE_IMAGES = {
  default: SITE.defaultShareImage,
  width: 1200,
  height: 630,
  services: [
    "product-development", "ai-apps-integrations", "automation", "business-automation", "ai-development",
    "cloud-services", "devops-services", "web-mobile-dev", "ui-ux-design", "automated-social-media",
  ],
  industries: [
    "vacation-rentals-hospitality", "retail-e-commerce", "healthcare-biotech", "education",
    "logistics-supply-chain", "community-public-services", "manufacturing-3d-printing",
    "construction-real-estate", "financial-services",
  ],
} as const

export type DetailSection = "services" | "industries" | "portfolio"

/** The detail route a path belongs to, if any: `/services/x`, `/industries/x`, `/portfolio/x`. */
export function detailRoute(pathname: string): { section: DetailSection; slug: string } | null {
  const match = /^\/(services|industries|portfolio)\/([^/]+)$/.exec(cleanPath(pathname))
  return match ? { section: match[1] as DetailSection, slug: match[2] } : null
}

/** Share image path of a route: the service's or industry's own image, else the default one. */
export function shareImagePath(pathname: string): string {
  const detail = detailRoute(pathname)
  if (detail?.section === "services" && (SHARE_IMAGES.services as readonly string[]).includes(detail.slug)) {
    return `/og/services/${detail.slug}.jpg`
  }
  if (detail?.section === "industries" && (SHARE_IMAGES.industries as readonly string[]).includes(detail.slug)) {
    return `/og/industries/${detail.slug}.jpg`
  }
  return SHARE_IMAGES.default
}

/** The listing each detail section belongs to, for breadcrumbs. */
const SECTION_PARENT: Record<DetailSection, { name: string; path: string }> = {
  services: { name: "Services", path: "/services" },
  industries: { name: "Industries", path: "/industries" },
  portfolio: { name: "Portfolio", path: "/portfolios" },
}

export interface Crumb {
  name: string
  path: string
}

/** Home › listing › item on detail routes; null elsewhere. */
export function breadcrumbsFor(pathname: string, name: string): Crumb[] | null {
  const detail = detailRoute(pathname)
  if (!detail) return null
  const itemName = stripHtml(name) || detail.slug
  return [{ name: "Home", path: "/" }, SECTION_PARENT[detail.section], { name: itemName, path: cleanPath(pathname) }]
}
