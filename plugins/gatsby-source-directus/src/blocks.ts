import { BLOCK_SPECS } from "../../../src/blocks/contract"
import type { BlockSpec } from "./block-spec"
import { hydrationOf } from "./block-spec"
import type { BlockName, CollectionName, CollectionSpec } from "./collections"
import { COLLECTIONS, collectionSpec } from "./collections"
import type { ContentIssue, RawItem } from "./normalise"
import { blockRows, isEmpty } from "./normalise"

/** A normalised item about to become a node. */
export interface SourcedItem {
  collection: CollectionName
  /** The Directus id, as warnings name it. */
  item: string
  nodeId: string
  fields: RawItem
}

/** A collection's block list fields (a page's `blocks`). */
export const blockLists = (spec: CollectionSpec) => spec.fields.filter(field => field.type.kind === "blocks")

/** `collection:id` of every block that the given (published) items' block lists hold. */
export function referencedBlockKeys(items: Partial<Record<CollectionName, RawItem[]>>): Set<string> {
  const keys = COLLECTIONS.flatMap(spec =>
    (items[spec.name] ?? []).flatMap(item =>
      blockLists(spec).flatMap(field => blockRows(item[field.source]).map(row => `${String(row.collection)}:${String(row.item)}`))
    )
  )
  return new Set(keys)
}

/**
 * A block missing a required field is dropped, and so is its place in every block list; each drop
 * is reported against the page (collection, item, "blocks") naming the block and its field. A list
 * entry whose block was not sourced at all is dropped the same way.
 */
export function linkBlocks(items: SourcedItem[], reject: (issue: ContentIssue) => void): SourcedItem[] {
  const blocks = new Map<string, { item: SourcedItem; missing: string | null }>()
  for (const item of items) {
    const spec = collectionSpec(item.collection)
    if (!spec.block) continue
    const missing = spec.fields.find(field => field.required && isEmpty(item.fields[field.name]))
    blocks.set(item.nodeId, { item, missing: missing?.source ?? null })
  }
  return items.flatMap(item => {
    const block = blocks.get(item.nodeId)
    if (block?.missing) return []
    const lists = blockLists(collectionSpec(item.collection))
    if (lists.length === 0) return [item]
    const fields = { ...item.fields }
    for (const field of lists) {
      fields[field.name] = (fields[field.name] as string[]).filter((nodeId, index) => {
        const found = blocks.get(nodeId)
        if (found && !found.missing) return true
        const problem = found
          ? `block ${found.item.collection} ${found.item.item}, field "${found.missing}": required but empty: block dropped`
          : `block ${index + 1} of the list was not found: dropped`
        reject({ collection: item.collection, item: item.item, field: field.source, problem })
        return false
      })
    }
    return [{ ...item, fields }]
  })
}

/**
 * A block node's fields: its own, its type (which component renders it) and how it hydrates on a
 * first load, as its type's declaration says for its layout (src/blocks/Blocks.tsx reads it, so the
 * declarations stay out of the browser).
 */
export function blockNodeFields(blockType: BlockName, fields: RawItem): RawItem {
  const spec: BlockSpec = BLOCK_SPECS.find(spec => spec.name === blockType)!
  return { ...fields, blockType, hydrate: hydrationOf(spec, fields) }
}
