import { limitItems } from "./grid"

/*
 * The CMS records a page's records blocks show (block_records: services, industries, reviews, jobs, articles). As with
 * its projects (page-projects.ts), the page's query asks only for these (ids in its context), so its
 * page data stays the size of what it shows. Each list comes in its display order.
 */

/** The collections a records block can show: its layout. */
export const RECORD_KINDS = ["services", "industries", "reviews", "jobs", "articles"] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

/** A block of a page's list as the route query gives it (BLOCK_REFS: a records block's layout and limit). */
export type RecordsRef = { blockType: string; layout?: string | null; limit?: number | null }

const isKind = (layout: string | null | undefined): layout is RecordKind => (RECORD_KINDS as readonly unknown[]).includes(layout)

/** Per collection, the ids of the records the page's records blocks show: in display order, up to each block's limit. */
export function blockRecordIds(blocks: readonly RecordsRef[], records: Record<RecordKind, readonly { id: string }[]>): Record<RecordKind, string[]> {
  const ids = Object.fromEntries(RECORD_KINDS.map(kind => [kind, new Set<string>()])) as Record<RecordKind, Set<string>>
  for (const block of blocks) {
    if (block.blockType !== "block_records" || !isKind(block.layout)) continue
    for (const record of limitItems(records[block.layout], block.limit ?? undefined)) ids[block.layout].add(record.id)
  }
  return Object.fromEntries(RECORD_KINDS.map(kind => [kind, [...ids[kind]]])) as Record<RecordKind, string[]>
}
