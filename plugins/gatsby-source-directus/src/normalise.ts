import type { CollectionName, CollectionSpec, FieldSpec } from "./collections"
import { collectionSpec } from "./collections"

export type RawItem = Record<string, unknown>

export interface NormaliseContext {
  /** Gatsby node id of an item of a collection. */
  nodeId(collection: CollectionName, id: string | number): string
  /** Gatsby File node id of a Directus file, when the file was sourced. */
  fileNodeId(fileId: string): string | undefined
  sanitizeHtml(html: string): string
}

/** A value that names an asset by path or URL rather than by file id (spec 000 §3.1). */
export function isPathOrUrl(value: string): boolean {
  return value.startsWith("/") || /^https?:\/\//i.test(value)
}

export function isPublished(spec: CollectionSpec, item: RawItem): boolean {
  return !spec.hasStatus || item.status === "published"
}

function relationId(value: unknown): string | number | null {
  if (typeof value === "number" || (typeof value === "string" && value !== "")) return value
  if (value && typeof value === "object" && "id" in value) return relationId((value as RawItem).id)
  return null
}

function toNumber(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value
  return typeof n === "number" && Number.isFinite(n) ? n : null
}

function toJson(value: unknown): unknown {
  if (typeof value !== "string") return value ?? null
  try {
    return JSON.parse(value)
  } catch {
    return null
  }
}

function normaliseField(field: FieldSpec, value: unknown, ctx: NormaliseContext): RawItem {
  const { name, type } = field
  switch (type.kind) {
    case "string":
      return { [name]: typeof value === "string" || typeof value === "number" ? String(value) : null }
    case "html":
      return { [name]: typeof value === "string" ? ctx.sanitizeHtml(value) : null }
    case "int": {
      const n = toNumber(value)
      return { [name]: n === null ? null : Math.trunc(n) }
    }
    case "float":
      return { [name]: toNumber(value) }
    case "bool":
      return { [name]: value === true || value === 1 || value === "true" || value === "1" }
    case "json":
      return { [name]: toJson(value) }
    case "strings": {
      const list = toJson(value)
      return {
        [name]: Array.isArray(list) ? list.filter((s): s is string => typeof s === "string" && s !== "") : [],
      }
    }
    case "file": {
      const id = relationId(value)
      if (typeof id === "string" && isPathOrUrl(id)) return { [name]: null, [`${name}Url`]: id }
      return { [name]: id === null ? null : ctx.fileNodeId(String(id)) ?? null, [`${name}Url`]: null }
    }
    case "m2o": {
      const id = relationId(value)
      return { [name]: id === null ? null : ctx.nodeId(type.target, id) }
    }
    case "m2m": {
      const rows = Array.isArray(value) ? value : []
      const ids = rows
        .map(row => relationId(row && typeof row === "object" ? (row as RawItem)[type.junctionKey] : row))
        .filter((id): id is string | number => id !== null)
      return { [name]: ids.map(id => ctx.nodeId(type.target, id)) }
    }
  }
}

/** Turns one Directus item (from the CMS or the snapshot) into the fields of its Gatsby node. */
export function normaliseItem(collection: CollectionName, item: RawItem, ctx: NormaliseContext): RawItem {
  const spec = collectionSpec(collection)
  const directusId = relationId(item.id)
  return spec.fields.reduce<RawItem>(
    (fields, field) => ({ ...fields, ...normaliseField(field, item[field.source], ctx) }),
    { directusId: typeof directusId === "number" ? directusId : toNumber(directusId) }
  )
}

/** Asset ids (not paths or URLs) that the published items reference: the only files to download. */
export function referencedFileIds(collection: CollectionName, items: RawItem[]): string[] {
  const spec = collectionSpec(collection)
  const fileFields = spec.fields.filter(field => field.type.kind === "file")
  const ids = items.flatMap(item =>
    fileFields
      .map(field => relationId(item[field.source]))
      .filter((id): id is string | number => id !== null && !(typeof id === "string" && isPathOrUrl(id)))
      .map(String)
  )
  return [...new Set(ids)]
}
