import { COLLECTIONS, collectionUrl, fromRestItems } from "./content-shape"
import type { ContentData, RawItem } from "./content-shape"

/**
 * Every collection from Directus's public REST, in parallel (spec 000 §7 call 1). No token: the
 * browser reads what the CMS's public role may read. A non-OK answer throws 'HTTP error! status: N'.
 */
export async function fetchAllCollections(cmsUrl: string, fetchImpl: typeof fetch): Promise<ContentData> {
  const entries = await Promise.all(
    COLLECTIONS.map(async spec => {
      const response = await fetchImpl(collectionUrl(spec, cmsUrl), { headers: { Accept: "application/json" } })
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`)
      const body = (await response.json()) as { data: RawItem[] | RawItem | null }
      const items = Array.isArray(body.data) ? body.data : body.data ? [body.data] : []
      return [spec.name, fromRestItems(spec, items, cmsUrl)] as const
    })
  )
  return Object.fromEntries(entries) as ContentData
}
