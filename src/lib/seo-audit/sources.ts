import { industryCards } from "../../content/industries"
import type { IndustryInput } from "../../content/industries"
import { serviceCards } from "../../content/services"
import type { ServiceInput } from "../../content/services"
import type { ContentData, StoreItem } from "../store/content-shape"
import type { AuditPageRecord, AuditSources } from "./rows"

// Store items carry the content contract's field names, as the build's nodes do; only the id differs.
const withId = <T,>(items: StoreItem[] = []) => items.map(item => ({ ...item, id: String(item.directusId) }) as unknown as T)

/**
 * The audit's sources from the content store after a forced refresh: what editors have published
 * in the CMS since this build. Routes stay the build's: a new item has no page until a rebuild.
 */
export function sourcesFromStore(data: ContentData, routes: readonly string[]): AuditSources {
  return {
    pages: (data.pages ?? []) as AuditPageRecord[],
    services: serviceCards(withId<ServiceInput>(data.services)),
    industries: industryCards(withId<IndustryInput>(data.industries)),
    routes,
  }
}
