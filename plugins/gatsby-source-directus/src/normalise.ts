import type { BlockName, CollectionName, CollectionSpec, FieldSpec } from "./collections"
import { BLOCK_NAMES, collectionSpec, translationsOf } from "./collections"
import { byNodeField, PUBLISH_DATE } from "./fields"
import { inlineFileIds } from "./sanitize"
import type { InlinePicture, InlinePictureOf } from "./sanitize"
import { safeEmail, safeJsonLd, safePathOrHttpsUrl, safePhone, safeRoutePath, safeSitePath, safeSiteTarget, safeSlug, safeUrl } from "./rules"

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
  nodeId(collection: string, id: string | number): string
  /** Gatsby File node id of a Directus file, when the file was sourced. */
  fileNodeId(fileId: string): string | undefined
  /** The site's copy of a Directus file shown as a picture in HTML (inline-pictures.ts), when it publishes one. */
  inlinePicture(fileId: string): InlinePicture | undefined
  sanitizeHtml(html: string, pictureOf?: InlinePictureOf): string
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
  const url = safePathOrHttpsUrl(id)
  return url === null ? { refused: id } : { url }
}

/** No value: what a required field may not be. */
export const isEmpty = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)

/** Published, but its publish date is still ahead of `now`. */
export function isScheduled(spec: CollectionSpec, item: RawItem, now: Date = new Date()): boolean {
  if (!spec.fields.some(field => field.source === PUBLISH_DATE && field.type.kind === "datetime")) return false
  const moment = toMoment(item[PUBLISH_DATE])
  return item.status === "published" && moment !== null && moment > now
}

/**
 * What a build keeps: published items whose publish date has come, and drafts and scheduled items
 * too in a preview build (never archived ones).
 */
export function isBuilt(spec: CollectionSpec, item: RawItem, drafts = false, now: Date = new Date()): boolean {
  if (!spec.hasStatus) return true
  if (drafts) return item.status === "published" || item.status === "draft"
  return item.status === "published" && !isScheduled(spec, item, now)
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

/** A date and time as Directus stores one (ISO 8601; without an offset, UTC), else null. */
export function toMoment(value: unknown): Date | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) return null
  const iso = value.trim().replace(" ", "T")
  // Date rolls 30 February over into March: a day its month lacks is refused instead.
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number)
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null
  const moment = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) || !iso.includes("T") ? iso : `${iso}Z`)
  return Number.isNaN(moment.getTime()) ? null : moment
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
  anchor: { rule: safeSlug, problem: "not an anchor (lower-case words joined by hyphens)" },
  route: { rule: safeRoutePath, problem: "not a route (slugs joined by /)" },
  path: { rule: safeSitePath, problem: "not a path on this site (one leading /, no ?, #, * or :, no . or .. segment)" },
  destination: { rule: safeSiteTarget, problem: "not a path on this site (one leading /, no . or .. segment)" },
  email: { rule: safeEmail, problem: "not an e-mail address" },
  phone: { rule: safePhone, problem: "not a phone number" },
} as const

/** Drops a value: told the field's path within the item (`tabs[2].items[0].icon` inside repeaters). */
type Refuse = (field: string, problem: string) => null

const isBlockName = (value: unknown): value is BlockName => (BLOCK_NAMES as readonly unknown[]).includes(value)

/** Rows (a block list's junction rows, a child collection's items) in the editor's order: `sort`, then as given. */
function inOrder(value: unknown): RawItem[] {
  const rows = (Array.isArray(value) ? value : []).filter((row): row is RawItem => Boolean(row) && typeof row === "object")
  const order = (row: RawItem) => toNumber(row.sort) ?? Number.MAX_SAFE_INTEGER
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => order(a.row) - order(b.row) || a.index - b.index)
    .map(({ row }) => row)
}

/** A block list's junction rows, in the editor's order. */
export function blockRows(value: unknown): { collection: unknown; item: string | number | null }[] {
  return inOrder(value).map(row => ({ collection: row.collection, item: relationId(row.item) }))
}

/** The fields of one item or repeater entry, each by its kind; `path` prefixes a repeater entry's fields. */
function normaliseFields(fields: FieldSpec[], item: RawItem, ctx: NormaliseContext, refuse: Refuse, path = ""): RawItem {
  return fields.reduce<RawItem>(
    (out, field) => ({ ...out, ...normaliseField(field, item[field.source], ctx, refuse, `${path}${field.source}`) }),
    {}
  )
}

function normaliseField(field: FieldSpec, value: unknown, ctx: NormaliseContext, refuseAt: Refuse, path: string): RawItem {
  const refuse = (problem: string) => refuseAt(path, problem)
  const { name, type } = field
  switch (type.kind) {
    case "string":
      return { [name]: typeof value === "string" || typeof value === "number" ? String(value) : null }
    case "url":
    case "slug":
    case "anchor":
    case "route":
    case "path":
    case "destination":
    case "email":
    case "phone": {
      if (value === null || value === undefined || value === "") return { [name]: null }
      const { rule, problem } = CHECKED[type.kind]
      return { [name]: rule(value) ?? refuse(`${problem}: ${shown(value)}`) }
    }
    case "html": {
      if (typeof value !== "string") return { [name]: null }
      // A picture the site does not publish (a missing file, not a picture) is dropped, and said so.
      const pictureOf = (id: string) => ctx.inlinePicture(id) ?? refuse(`picture of file ${id} is not published (missing, or not a picture): picture dropped`)
      return { [name]: ctx.sanitizeHtml(value, type.pictures ? pictureOf : undefined) }
    }
    case "choice": {
      if (value === null || value === undefined || value === "") return { [name]: null }
      if (type.choices.some(choice => choice.value === value)) return { [name]: value }
      return { [name]: refuse(`not one of ${type.choices.map(choice => choice.value).join(", ")}: ${shown(value)}`) }
    }
    case "int": {
      const n = toNumber(value)
      return { [name]: n === null ? null : Math.trunc(n) }
    }
    case "float":
      return { [name]: toNumber(value) }
    case "datetime": {
      if (value === null || value === undefined || value === "") return { [name]: null }
      const moment = toMoment(value)
      return { [name]: moment?.toISOString() ?? refuse(`not a date and time: ${shown(value)}`) }
    }
    case "bool":
      return { [name]: value === true || value === 1 || value === "true" || value === "1" }
    case "jsonLd":
      return { [name]: safeJsonLd(toJson(value), (where, url) => refuseAt(`${path}${where}`, `${CHECKED.url.problem}: ${shown(url)}`)) }
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
    case "list":
      return { [name]: inOrder(toJson(value)).map((entry, index) => normaliseFields(type.fields, entry, ctx, refuseAt, `${path}[${index}].`)) }
    case "blocks":
      return {
        [name]: blockRows(value).flatMap(({ collection, item }) => {
          if (!isBlockName(collection)) return refuse(`unknown block type ${shown(collection)}: block dropped`) ?? []
          return item === null ? [] : [ctx.nodeId(collection, item)]
        }),
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
  const refuse: Refuse = (field, problem) => {
    ctx.reject({ collection, item: itemName, field, problem })
    return null
  }
  const { shown, hidden } = formOf(spec, item.layout)
  return {
    directusId: typeof directusId === "number" ? directusId : toNumber(directusId),
    // What a block's layout hides is empty on the page, as it is out of sight in the editor's form.
    ...normaliseFields(hidden, {}, ctx, refuse),
    ...normaliseFields(shown, item, ctx, refuse),
  }
}

/**
 * An item's translation into `language`, normalised by the same rules as its own fields (a refused
 * value is reported as `translations[ar].heading`): only the text its form shows (a block's layout),
 * keyed by node field. Null when it has none in that language (or, but in a preview build, none
 * published).
 */
export function normaliseTranslation(collection: CollectionName, item: RawItem, language: string, ctx: NormaliseContext, drafts = false): RawItem | null {
  const spec = collectionSpec(collection)
  const translations = translationsOf(spec)
  const row = translations && translationRow(item, language, translations.status, drafts)
  if (!translations || !row) return null
  const itemName = String(relationId(item.id) ?? "(singleton)")
  const refuse: Refuse = (field, problem) => {
    ctx.reject({ collection, item: itemName, field: `translations[${language}].${field}`, problem })
    return null
  }
  const shown = new Set(formOf(spec, item.layout).shown.map(field => field.name))
  // A translation's own fields (its page's address: LOCAL_SLUG) are in every layout's form.
  const inForm = (field: FieldSpec) => shown.has(field.name) || !nodeFieldTypes(spec).has(field.name)
  return normaliseFields(translations.fields.filter(inForm), row, ctx, refuse)
}

/** The Directus id of the item's translation row in `language` that this build shows, or null. */
export function translationId(collection: CollectionName, item: RawItem, language: string, drafts = false): number | null {
  const translations = translationsOf(collectionSpec(collection))
  const row = translations && translationRow(item, language, translations.status, drafts)
  return row ? toNumber(relationId(row.id)) : null
}

/** Has the item a translation in `language` that this build shows (published, or a draft in a preview build)? */
export function hasTranslation(collection: CollectionName, item: RawItem, language: string, drafts = false): boolean {
  const translations = translationsOf(collectionSpec(collection))
  return translations !== null && translationRow(item, language, translations.status, drafts) !== null
}

/** The item's translation row in `language`: published (a draft too in a preview build) where translations have a status. */
function translationRow(item: RawItem, language: string, hasStatus: boolean, drafts: boolean): RawItem | null {
  const rows = Array.isArray(item.translations) ? (item.translations as unknown[]) : []
  const row = rows.find((row): row is RawItem => Boolean(row) && typeof row === "object" && relationId((row as RawItem).languages_code) === language)
  if (!row) return null
  if (!hasStatus) return row
  return row.status === "published" || (drafts && row.status === "draft") ? row : null
}

const mergedTypes = new WeakMap<CollectionSpec, Map<string, FieldSpec["type"]>>()
/** Each node field's kind, lists sharing it merged (byNodeField): once per collection, not per item. */
function nodeFieldTypes(spec: CollectionSpec): Map<string, FieldSpec["type"]> {
  let types = mergedTypes.get(spec)
  if (!types) mergedTypes.set(spec, (types = new Map(byNodeField(spec.fields).map(field => [field.name, field.type]))))
  return types
}

/**
 * The fields an item's form shows: a block's layout's, else (any other item, an unknown layout) all.
 * A list that shares its node field with others (each layout's cards) reads its entries with the
 * fields of all of them, so every entry has the node type's fields, empty where its list has none.
 */
function formOf(spec: CollectionSpec, layout: unknown): { shown: FieldSpec[]; hidden: FieldSpec[] } {
  const uses = typeof layout === "string" && spec.layouts && Object.prototype.hasOwnProperty.call(spec.layouts, layout) ? spec.layouts[layout] : null
  const isShown = (field: FieldSpec) => uses === null || uses.includes(field.source)
  const merged = nodeFieldTypes(spec)
  return {
    shown: spec.fields.filter(isShown).map(field => (field.type.kind === "list" ? { ...field, type: merged.get(field.name)! } : field)),
    hidden: spec.fields.filter(field => !isShown(field)),
  }
}

const byId = (a: RawItem, b: RawItem) => (toNumber(relationId(a.id)) ?? 0) - (toNumber(relationId(b.id)) ?? 0)

/**
 * Every item of a collection, normalised, with the raw item beside its fields. An item without a
 * required field (missing, or refused by its rule) is dropped whole; a block's required fields are
 * checked against the lists that hold it instead (blocks.ts). A slug must be unique in its
 * collection: the first item (by id) keeps it, a later one is dropped whole, since its page and
 * links could only point at the other item's page.
 */
export function normaliseItems(collection: CollectionName, items: RawItem[], ctx: NormaliseContext): { raw: RawItem; fields: RawItem }[] {
  const spec = collectionSpec(collection)
  const slugFields = spec.fields.filter(field => field.type.kind === "slug" || field.type.kind === "route")
  const requiredFields = spec.block ? [] : spec.fields.filter(field => field.required)
  const owners = new Map<string, string>()
  return [...items].sort(byId).flatMap(raw => {
    const fields = normaliseItem(collection, raw, ctx)
    const item = String(relationId(raw.id) ?? "(singleton)")
    const missing = requiredFields.find(field => isEmpty(fields[field.name]))
    if (missing) {
      // A refused value has been reported already, naming the value.
      if (isEmpty(raw[missing.source])) ctx.reject({ collection, item, field: missing.source, problem: "required but empty: item dropped" })
      return []
    }
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

/**
 * Node fields with each file field's node id (in repeaters' entries too) replaced by `file(id)`, an
 * empty one by null: the shape a query selecting the File gives, where no File node exists (the
 * preview, tests).
 */
export function mapFiles(fields: FieldSpec[], values: RawItem, file: (id: string) => unknown): RawItem {
  const out: RawItem = { ...values }
  for (const { name, type } of byNodeField(fields)) {
    const value = values[name]
    if (type.kind === "file") out[name] = typeof value === "string" ? file(value) : null
    else if (type.kind === "list" && Array.isArray(value)) out[name] = value.map(entry => mapFiles(type.fields, entry as RawItem, file))
  }
  return out
}

/** Where a Directus file is used: the item and its field (`logo_cards[0].logo` inside repeaters). */
export interface FileUse {
  id: string
  collection: CollectionName
  item: string
  field: string
  /** Shown as a picture in the field's HTML (the site publishes its own copy: inline-pictures.ts). */
  inHtml?: true
}

/** The files one item's fields reference by id (and its HTML shows as pictures), with the field's path, in repeaters' entries too. */
function fileFieldsIn(fields: FieldSpec[], item: RawItem, path = ""): { id: string; field: string; inHtml?: true }[] {
  return fields.flatMap(({ source, type }) => {
    if (type.kind === "list") return inOrder(toJson(item[source])).flatMap((entry, index) => fileFieldsIn(type.fields, entry, `${path}${source}[${index}].`))
    if (type.kind === "html" && type.pictures) {
      const value = item[source]
      return typeof value === "string" ? inlineFileIds(value).map(id => ({ id, field: `${path}${source}`, inHtml: true as const })) : []
    }
    if (type.kind !== "file") return []
    const ref = fileReference(item[source])
    return ref && "id" in ref ? [{ id: ref.id, field: `${path}${source}` }] : []
  })
}

/** Every use of a Directus file (not a path or URL) by the items of a collection, as its fields show them. */
export function fileUses(collection: CollectionName, items: RawItem[]): FileUse[] {
  const spec = collectionSpec(collection)
  return items.flatMap(item => {
    const name = String(relationId(item.id) ?? "(singleton)")
    return fileFieldsIn(formOf(spec, item.layout).shown, item).map(use => ({ ...use, collection, item: name }))
  })
}

/** Asset ids (not paths or URLs) that the published items reference: the only files to download. */
export function referencedFileIds(collection: CollectionName, items: RawItem[]): string[] {
  return [...new Set(fileUses(collection, items).map(use => use.id))]
}
