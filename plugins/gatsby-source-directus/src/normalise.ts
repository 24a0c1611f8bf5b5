import type { CollectionName, CollectionSpec, FieldSpec } from "./collections"
import { collectionSpec } from "./collections"
import { safeAssetUrl, safeEmail, safePhone, safeRoutePath, safeSlug, safeUrl } from "./rules"

export type RawItem = Record<string, unknown>

/** A value the contract refused and dropped: what a build warning (or a strict failure) names. */
export interface ContentIssue {
  collection: CollectionName
  item: string
  field: string
  problem: string
}

export interface NormaliseContext {
  /** Gatsby node id of an item of a collection. */
  nodeId(collection: CollectionName, id: string | number): string
  /** Gatsby File node id of a Directus file, when the file was sourced. */
  fileNodeId(fileId: string): string | undefined
  sanitizeHtml(html: string): string
  /** Told of every value dropped for failing its field's rule. */
  reject(issue: ContentIssue): void
}

/** One log line naming collection, item and field, for a build warning or the browser console. */
export function describeIssue({ collection, item, field, problem }: ContentIssue): string {
  return `${collection} item ${item}, field "${field}": ${problem}`
}

/** A refused value as a problem quotes it: JSON-escaped (it may hold newlines or markup) and cut short. */
const shown = (value: unknown) => {
  const json = JSON.stringify(value) ?? String(value)
  return json.length > 80 ? `${json.slice(0, 77)}...` : json
}

/** A Directus file id (a UUID, or a number in old data): anything else in a file field is a path or URL. */
const FILE_ID = /^[A-Za-z0-9_-]+$/

/** What a file field names: a Directus file by id, or an asset by path or URL (spec 000 §3.1). */
export type FileReference = { id: string } | { url: string } | { refused: unknown } | null

export function fileReference(value: unknown): FileReference {
  const id = relationId(value)
  if (id === null) return null
  if (typeof id === "number" || FILE_ID.test(id)) return { id: String(id) }
  const url = safeAssetUrl(id)
  return url === null ? { refused: id } : { url }
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

/** The rule of each checked kind and what a refusal says. */
const CHECKED = {
  url: { rule: safeUrl, problem: "not a safe link (https:, mailto:, tel: or a site path)" },
  slug: { rule: safeSlug, problem: "not a slug (lower-case words joined by hyphens)" },
  route: { rule: safeRoutePath, problem: "not a route (slugs joined by /)" },
  email: { rule: safeEmail, problem: "not an e-mail address" },
  phone: { rule: safePhone, problem: "not a phone number" },
} as const

type Refuse = (problem: string) => null

function normaliseField(field: FieldSpec, value: unknown, ctx: NormaliseContext, refuse: Refuse): RawItem {
  const { name, type } = field
  switch (type.kind) {
    case "string":
      return { [name]: typeof value === "string" || typeof value === "number" ? String(value) : null }
    case "url":
    case "slug":
    case "route":
    case "email":
    case "phone": {
      if (value === null || value === undefined || value === "") return { [name]: null }
      const { rule, problem } = CHECKED[type.kind]
      return { [name]: rule(value) ?? refuse(`${problem}: ${shown(value)}`) }
    }
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
      const ref = fileReference(value)
      if (ref && "url" in ref) return { [name]: null, [`${name}Url`]: ref.url }
      if (ref && "refused" in ref) refuse(`not a file id, https: URL or site path: ${shown(ref.refused)}`)
      return { [name]: ref && "id" in ref ? ctx.fileNodeId(ref.id) ?? null : null, [`${name}Url`]: null }
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

/**
 * Turns one Directus item (from the CMS or the snapshot) into the fields of its Gatsby node. A
 * value that fails its field's rule becomes null and is reported to `ctx.reject`.
 */
export function normaliseItem(collection: CollectionName, item: RawItem, ctx: NormaliseContext): RawItem {
  const spec = collectionSpec(collection)
  const directusId = relationId(item.id)
  const itemName = String(directusId ?? "(singleton)")
  return spec.fields.reduce<RawItem>(
    (fields, field) => {
      const refuse: Refuse = problem => {
        ctx.reject({ collection, item: itemName, field: field.source, problem })
        return null
      }
      return { ...fields, ...normaliseField(field, item[field.source], ctx, refuse) }
    },
    { directusId: typeof directusId === "number" ? directusId : toNumber(directusId) }
  )
}

const byId = (a: RawItem, b: RawItem) => (toNumber(relationId(a.id)) ?? 0) - (toNumber(relationId(b.id)) ?? 0)

/**
 * Every item of a collection, normalised, with the raw item beside its fields. A slug must be
 * unique in its collection: the first item (by id) keeps it, a later one is dropped whole, since
 * its page and links could only point at the other item's page.
 */
export function normaliseItems(collection: CollectionName, items: RawItem[], ctx: NormaliseContext): { raw: RawItem; fields: RawItem }[] {
  const slugFields = collectionSpec(collection).fields.filter(field => field.type.kind === "slug" || field.type.kind === "route")
  const owners = new Map<string, string>()
  return [...items].sort(byId).flatMap(raw => {
    const fields = normaliseItem(collection, raw, ctx)
    const item = String(relationId(raw.id) ?? "(singleton)")
    for (const field of slugFields) {
      const slug = fields[field.name]
      if (typeof slug !== "string") continue
      const owner = owners.get(slug)
      if (owner !== undefined) {
        ctx.reject({ collection, item, field: field.source, problem: `slug "${slug}" is already item ${owner}'s: item dropped` })
        return []
      }
      owners.set(slug, item)
    }
    return [{ raw, fields }]
  })
}

/** Asset ids (not paths or URLs) that the published items reference: the only files to download. */
export function referencedFileIds(collection: CollectionName, items: RawItem[]): string[] {
  const spec = collectionSpec(collection)
  const fileFields = spec.fields.filter(field => field.type.kind === "file")
  const ids = items.flatMap(item =>
    fileFields.map(field => fileReference(item[field.source])).flatMap(ref => (ref && "id" in ref ? [ref.id] : []))
  )
  return [...new Set(ids)]
}
