import { collectionSpec } from "../../plugins/gatsby-source-directus/src/collections"
import type { BlockName, CollectionName } from "../../plugins/gatsby-source-directus/src/collections"
import { blockNodeFields, linkBlocks } from "../../plugins/gatsby-source-directus/src/blocks"
import type { SourcedItem } from "../../plugins/gatsby-source-directus/src/blocks"
import { blockRows, mapFiles, normaliseItem } from "../../plugins/gatsby-source-directus/src/normalise"
import type { ContentIssue, RawItem } from "../../plugins/gatsby-source-directus/src/normalise"
import { sanitizeCmsHtml } from "../../plugins/gatsby-source-directus/src/sanitize"
import { translateItem } from "../../plugins/gatsby-source-directus/src/translate"
import { collectionUrl } from "../lib/store/content-shape"
import { DEFAULT_LANGUAGE } from "../content/languages"
import type { LanguageCode } from "../content/languages"

/** The template query's record of each previewable collection: what the preview replaces. */
export const RECORD_COLLECTIONS = {
  directusPage: "pages",
  directusService: "services",
  directusIndustry: "industries",
  directusProject: "projects",
  directusArticle: "articles",
} as const satisfies Record<string, CollectionName>

export type RecordKey = keyof typeof RECORD_COLLECTIONS

/** A GET of the Directus REST API (through the preview server, which holds the token): the body's `data`. */
export type PreviewGet = (path: string) => Promise<unknown>

/** A record and the blocks its list holds, as Directus has them now (drafts included). */
export interface RawRecord {
  item: RawItem
  blocks: RawItem[]
  blockCollections: CollectionName[]
}

/** Reads the record with this slug and every block of its list, one request per block collection. */
export async function fetchRawRecord(get: PreviewGet, collection: CollectionName, slug: string): Promise<RawRecord | null> {
  const read = (name: CollectionName, filter: Record<string, string>) => get(collectionUrl(collectionSpec(name), "", { drafts: true, filter }))
  const [item] = ((await read(collection, { "filter[slug][_eq]": slug })) ?? []) as RawItem[]
  if (!item) return null
  const byCollection = new Map<CollectionName, string[]>()
  for (const { collection: block, item: id } of blockRows(item.blocks)) {
    if (typeof block !== "string" || id === null) continue
    byCollection.set(block as CollectionName, [...(byCollection.get(block as CollectionName) ?? []), String(id)])
  }
  const lists = await Promise.all(
    [...byCollection].map(async ([block, ids]) => {
      const items = (await read(block, { "filter[id][_in]": ids.join(",") })) ?? []
      return (items as RawItem[]).map(raw => ({ ...raw, $collection: block }))
    })
  )
  const blocks = lists.flat()
  return { item, blocks, blockCollections: blocks.map(block => block.$collection as CollectionName) }
}

const nodeId = (collection: string, id: string | number) => `${collection}:${id}`

/**
 * The record in the shape of its template's query, through the build's own normaliser, sanitiser and
 * block rules: blocks in the editor's order with their fields, files as `{ publicURL }` of `assetUrl`.
 * In another language than English each item's text is its translation's (drafts included) over
 * its own, as the build's nodes in that language have it (the source plugin's languages.ts).
 * Relations to other records are left out, so the page keeps the build's (they show after a rebuild).
 */
export function previewRecord(
  collection: CollectionName, raw: RawRecord, assetUrl: (fileId: string) => string, reject: (issue: ContentIssue) => void, language: LanguageCode = DEFAULT_LANGUAGE,
): RawItem {
  // A picture in rich text shows the Directus file through the preview server, as file fields do.
  const ctx = { nodeId, fileNodeId: (fileId: string) => fileId, inlinePicture: (fileId: string) => ({ src: assetUrl(fileId) }), sanitizeHtml: sanitizeCmsHtml, reject }
  const fieldsOf = (name: CollectionName, item: RawItem): RawItem => {
    const own = normaliseItem(name, item, ctx)
    if (language === DEFAULT_LANGUAGE) return own
    return translateItem(name, own, item, language, ctx, true).fields
  }
  const sourced: SourcedItem[] = [
    { collection, item: String(raw.item.id), nodeId: nodeId(collection, String(raw.item.id)), fields: fieldsOf(collection, raw.item) },
    ...raw.blocks.map((block, index) => {
      const name = raw.blockCollections[index]
      return { collection: name, item: String(block.id), nodeId: nodeId(name, String(block.id)), fields: blockNodeFields(name as BlockName, fieldsOf(name, block)) }
    }),
  ]
  const linked = new Map(linkBlocks(sourced, reject).map(item => [item.nodeId, item]))
  const resolve = (item: SourcedItem): RawItem => {
    const { fields } = collectionSpec(item.collection)
    const out = mapFiles(fields, { id: item.nodeId, ...item.fields }, fileId => ({ publicURL: assetUrl(fileId) }))
    for (const { name, type } of fields) {
      if (type.kind === "m2o" || type.kind === "m2m") delete out[name]
      else if (type.kind === "blocks") {
        out[name] = (item.fields[name] as string[]).flatMap(id => (linked.has(id) ? [resolve(linked.get(id)!)] : []))
      }
    }
    return out
  }
  const record = resolve(linked.get(sourced[0].nodeId)!)
  // The page keeps the build's node id; only the content changes.
  delete record.id
  return record
}

type Blocks = { blocks?: unknown }

/**
 * The live record with what the build linked to its blocks and a live read cannot say (a form block's
 * `form`, the contact form's words in its language): a block the build has keeps those fields, as
 * the record keeps the build's relations; a block new since the build shows without them.
 */
export function withBuildLinks(record: RawItem, built: Blocks | null | undefined): RawItem {
  const builtBlocks = Array.isArray(built?.blocks) ? (built.blocks as RawItem[]) : []
  if (!Array.isArray(record.blocks)) return record
  const blocks = (record.blocks as RawItem[]).map(block => {
    const twin = builtBlocks.find(other => other.blockType === block.blockType && other.directusId === block.directusId)
    return twin ? { ...twin, ...block } : block
  })
  return { ...record, blocks }
}

