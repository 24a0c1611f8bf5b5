/**
 * The embedded snapshot's blocks as the page template's query gives them: each block collection of
 * content/ through the source plugin's normaliser (node fields are the fragments' fields).
 */
import { readFileSync } from "fs"
import path from "path"
import type { BlockName } from "../../plugins/gatsby-source-directus/src/collections"
import { blockRows, normaliseItem } from "../../plugins/gatsby-source-directus/src/normalise"
import type { RawItem } from "../../plugins/gatsby-source-directus/src/normalise"

const CONTENT = path.join(__dirname, "../../content")
const read = (name: string) => JSON.parse(readFileSync(path.join(CONTENT, `${name}.json`), "utf8")) as RawItem[]
const ctx = { nodeId: (collection: string, id: string | number) => `${collection}:${id}`, fileNodeId: () => undefined, sanitizeHtml: (html: string) => html, reject: () => {} }

export type SnapshotBlock = RawItem & { blockType: BlockName; id: string }

/** Every item of a block collection, normalised. */
export function snapshotBlocks(collection: BlockName): SnapshotBlock[] {
  return read(collection).map(raw => ({ ...normaliseItem(collection, raw, ctx), blockType: collection, id: `${collection}:${raw.id}` }))
}

/** The blocks of an item with a block list (a pages item by its route, a services item by its slug), in order. */
export function itemBlocks(collection: "pages" | "services", slug: string): SnapshotBlock[] {
  const record = snapshotItem(collection, slug)
  return blockRows(record.blocks).map(({ collection: blockType, item }) => {
    const block = snapshotBlocks(blockType as BlockName).find(candidate => candidate.id === `${blockType}:${item}`)
    if (!block) throw new Error(`${slug}: block ${blockType} ${item} is not in content/`)
    return block
  })
}

/** A pages or services item as content/ holds it (raw: Directus's field names). */
export function snapshotItem(collection: "pages" | "services", slug: string): RawItem {
  const record = read(collection).find(item => item.slug === slug)
  if (!record) throw new Error(`content/${collection}.json has no item ${slug}`)
  return record
}

/** A pages item's blocks (by its route), in order. */
export const pageBlocks = (route: string) => itemBlocks("pages", route)

/** The one block of a type (and variant) on a page. */
export function pageBlock<Fragment>(route: string, blockType: BlockName, variant?: string): Fragment {
  const block = pageBlocks(route).find(candidate => candidate.blockType === blockType && (variant === undefined || candidate.variant === variant))
  if (!block) throw new Error(`${route} has no ${blockType} ${variant ?? ""}`)
  return block as unknown as Fragment
}
