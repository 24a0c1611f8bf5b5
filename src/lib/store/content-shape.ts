import { COLLECTIONS as CONTRACT, requestFields } from "../../../plugins/gatsby-source-directus/src/collections"
import type { CollectionName, CollectionSpec } from "../../../plugins/gatsby-source-directus/src/collections"
import { describeIssue, normaliseItems } from "../../../plugins/gatsby-source-directus/src/normalise"
import type { RawItem } from "../../../plugins/gatsby-source-directus/src/normalise"
import { stripHtml } from "../../content/text"

/**
 * The store's one item shape, whichever source filled it: the content contract's node fields
 * (camelCase, from collections.ts) with `directusId`, files as URLs and relations as item ids.
 */
export type StoreItem = Record<string, unknown>
export type ContentData = Partial<Record<CollectionName, StoreItem[]>>

/**
 * The collections the store holds: records shown in cards, menus and heads. Blocks are a page's own
 * copy, built into its HTML; a page's block list is left out of the store likewise, and so are the
 * build's own collections (redirects).
 */
export const COLLECTIONS: CollectionSpec[] = CONTRACT.filter(spec => !spec.block && !spec.buildOnly).map(spec => ({
  ...spec,
  fields: spec.fields.filter(field => field.type.kind !== "blocks"),
}))
export type { CollectionName, CollectionSpec, RawItem }

const relationIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(relationIds)
  if (value && typeof value === "object" && "directusId" in value) return String((value as RawItem).directusId)
  return value ?? null
}

/** A repeater's entries, with every sub-field (nested repeaters too). */
/**
 * The GraphQL selection of one collection for the build-time data: files by URL, relations by id,
 * repeaters with their sub-fields.
 */
export function graphqlSelection(spec: CollectionSpec): string {
  return `directusId ${spec.fields.map(fieldSelection).join(" ")}`
}

function fieldSelection(field: CollectionSpec["fields"][number]): string {
  switch (field.type.kind) {
    case "file":
      return `${field.name} { publicURL } ${field.name}Url`
    case "m2o":
    case "m2m":
      return `${field.name} { directusId }`
    // A repeater (the settings' shell links): its entries' fields.
    case "list":
      return `${field.name} { ${field.type.fields.map(fieldSelection).join(" ")} }`
    default:
      return field.name
  }
}

/** A node as graphqlSelection selected it, in the store's shape. */
export function fromNode(spec: CollectionSpec, node: RawItem): StoreItem {
  const item: StoreItem = { directusId: node.directusId ?? null }
  for (const field of spec.fields) {
    const value = node[field.name]
    if (field.type.kind === "file") {
      item[field.name] = (value as { publicURL?: string } | null)?.publicURL ?? node[`${field.name}Url`] ?? null
    } else if (field.type.kind === "m2o" || field.type.kind === "m2m") {
      item[field.name] = relationIds(value)
    } else item[field.name] = value ?? null
  }
  return item
}

/**
 * Directus REST items in the store's shape, through the source plugin's own normaliser, so the
 * build's URL and slug rules apply here too (a refused value is dropped and logged). HTML is
 * reduced to text: runtime content has not passed the build's sanitiser.
 */
export function fromRestItems(spec: CollectionSpec, raws: RawItem[], cmsUrl: string): StoreItem[] {
  const base = cmsUrl.replace(/\/+$/, "")
  const normalised = normaliseItems(spec.name, raws, {
    nodeId: (_collection, id) => String(id),
    fileNodeId: id => `${base}/assets/${id}`,
    // Reduced to text, HTML keeps no picture.
    inlinePicture: () => undefined,
    sanitizeHtml: stripHtml,
    reject: issue => console.warn(`Content refused: ${describeIssue(issue)}`),
  })
  return normalised.map(({ fields }) => {
    const item: StoreItem = { directusId: fields.directusId }
    for (const field of spec.fields) {
      item[field.name] = field.type.kind === "file" ? fields[field.name] ?? fields[`${field.name}Url`] ?? null : fields[field.name]
    }
    return item
  })
}

/**
 * The REST address of one collection: the contract's fields, published items only unless `drafts`
 * (the preview, through its proxy), narrowed by `filter` (REST filter parameters). A whole collection
 * is read without a page limit; a filtered read (the preview's: one slug, or at most 100 ids, the
 * proxy's bound) fits Directus's default page, and the proxy refuses `limit`.
 */
export function collectionUrl(spec: CollectionSpec, cmsUrl: string, { drafts = false, filter = {} }: { drafts?: boolean; filter?: Record<string, string> } = {}): string {
  const params = new URLSearchParams({ fields: requestFields(spec).join(",") })
  if (!spec.singleton && Object.keys(filter).length === 0) params.set("limit", "-1")
  if (spec.hasStatus && !drafts) params.set("filter[status][_eq]", "published")
  for (const [name, value] of Object.entries(filter)) params.set(name, value)
  return `${cmsUrl.replace(/\/+$/, "")}/items/${spec.name}?${params.toString()}`
}
