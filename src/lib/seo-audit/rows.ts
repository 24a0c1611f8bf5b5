import type { SeoPageRecord } from "../../components/seo/head-model"
import { auditPage, fallbackResult } from "./score"
import type { AuditResult } from "./score"

export interface AuditRow extends AuditResult {
  kind: "page" | "service" | "industry"
  name: string
  path: string
}

export interface AuditSources {
  pages: readonly SeoPageRecord[]
  services: readonly { slug: string; title: string; shortDescription?: string | null }[]
  industries: readonly { slug: string; title: string; shortDescription?: string | null }[]
  /** Every built route (allSitePage): routes without a page record are hard-coded. */
  routes: readonly string[]
}

/** Gatsby's not-found variants are not routes anyone audits (nor the not-found page's record, which holds its copy). */
const NOT_ROUTES = /^\/?(404|404\.html|dev-404-page)\/?$/

const slugOf = (path: string) => path.replace(/^\/+|\/+$/g, "") || "home"
const pathOf = (slug: string) => (slug === "home" ? "/" : `/${slug}`)

const fromRecord = (record: SeoPageRecord) =>
  auditPage({
    title: record.title,
    description: record.description,
    metaDescription: record.metaDescription,
    canonical: record.canonicalLink,
    structuredData: record.jsonLdSchema,
  })

/**
 * The audit table: every page record, every service and industry (scored from its own page record,
 * else from its content fields), and every other built route with the fallback score.
 */
export function auditRows({ pages, services, industries, routes }: AuditSources): AuditRow[] {
  const bySlug = new Map(pages.filter(p => p.slug).map(p => [slugOf(p.slug as string), p]))
  const detail = (kind: "service" | "industry", prefix: string) => (item: AuditSources["services"][number]): AuditRow => {
    const record = bySlug.get(`${prefix}/${item.slug}`)
    const result = record ? fromRecord(record) : auditPage({ title: item.title, description: item.shortDescription })
    return { kind, name: item.title, path: `/${prefix}/${item.slug}`, ...result }
  }
  const serviceRows = services.map(detail("service", "services"))
  const industryRows = industries.map(detail("industry", "industries"))
  const covered = new Set([...serviceRows, ...industryRows].map(row => slugOf(row.path)))

  const pageRows: AuditRow[] = [...bySlug.entries()]
    .filter(([slug]) => !covered.has(slug) && !NOT_ROUTES.test(slug))
    .map(([slug, record]) => ({ kind: "page", name: record.title || slug, path: pathOf(slug), ...fromRecord(record) }))
  const known = new Set([...bySlug.keys(), ...covered])
  const hardCoded: AuditRow[] = [...new Set(routes.filter(route => !NOT_ROUTES.test(route)).map(slugOf))]
    .filter(slug => !known.has(slug))
    .sort()
    .map(slug => ({ kind: "page", name: pathOf(slug), path: pathOf(slug), ...fallbackResult() }))
  return [...pageRows, ...hardCoded, ...serviceRows, ...industryRows]
}
