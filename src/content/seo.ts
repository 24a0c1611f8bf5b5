import { SITE } from "../config/site"
import { LIMITS } from "./limits"
import { stripHtml, truncate } from "./text"

/** Search-metadata text rules of spec 000 §5.3: HTML stripped, title 50 and description 170. */
export const seoTitle = (title: string | null | undefined) => truncate(stripHtml(title), LIMITS.seoTitle)
export const seoDescription = (description: string | null | undefined) =>
  truncate(stripHtml(description), LIMITS.seoDescription)

/** Absolute canonical URL from a path, without a trailing slash (the home page is the bare origin). */
export function canonicalUrl(pathname: string, origin: string = SITE.url): string {
  const base = origin.replace(/\/+$/, "")
  const path = pathname.split(/[?#]/)[0].replace(/\/+$/, "")
  return path === "" ? base : `${base}${path.startsWith("/") ? path : `/${path}`}`
}
