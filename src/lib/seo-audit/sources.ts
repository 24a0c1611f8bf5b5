import type { SeoPageRecord } from "../../components/seo/head-model"
import { industryCards } from "../../content/industries"
import { serviceCards } from "../../content/services"
import type { ContentData, StoreItem } from "../store/content-shape"
import type { AuditSources } from "./rows"

/** A node as the build's audit query (src/pages/internal/seo-audit.tsx) selects it. */
type AuditNode<Records extends "services" | "industries"> = Queries.SeoAuditQuery[Records]["nodes"][number]

// Store items are untyped records (files as URLs, not File nodes): read the fields the build's audit query selects, checked.
const text = (value: unknown) => (typeof value === "string" ? value : null)
const number = (value: unknown) => (typeof value === "number" ? value : null)
const idOf = (item: StoreItem) => String(item.directusId)

const auditPage = (item: StoreItem): SeoPageRecord => ({
  slug: text(item.slug),
  title: text(item.title),
  description: text(item.description),
  metaDescription: text(item.metaDescription),
  canonicalLink: text(item.canonicalLink),
  jsonLdSchema: item.jsonLdSchema,
})

const auditService = (item: StoreItem): AuditNode<"services"> => ({
  id: idOf(item),
  slug: text(item.slug),
  title: text(item.title),
  shortDescription: text(item.shortDescription),
  order: number(item.order),
  sort: number(item.sort),
})

const auditIndustry = (item: StoreItem): AuditNode<"industries"> => ({
  id: idOf(item),
  slug: text(item.slug),
  name: text(item.name),
  title: text(item.title),
  shortDescription: text(item.shortDescription),
})

/**
 * The audit's sources from the content store after a forced refresh: what editors have published
 * in the CMS since this build. Routes stay the build's: a new item has no page until a rebuild.
 */
export function sourcesFromStore(data: ContentData, routes: readonly string[]): AuditSources {
  return {
    pages: (data.pages ?? []).map(auditPage),
    services: serviceCards((data.services ?? []).map(auditService)),
    industries: industryCards((data.industries ?? []).map(auditIndustry)),
    routes,
  }
}
