/**
 * What the CMS scripts (cms/scripts: schema, seed, export, access, the rebuild extension) need of the
 * content contract, derived from it (collections.ts): each collection's Directus fields in order, its
 * files, its relations, its slug rule and route. They import it through cms/scripts/lib/contract.mjs.
 */
import type { CollectionSpec, FieldSpec } from "../collections"
import { BLOCK_NAMES, COLLECTIONS, TRANSLATIONS_FIELD, collectionSpec, requestFields, rowListsOf, translationsOf } from "../collections"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../../../src/content/languages"
import { ROUTE_PATTERN, SLUG_PATTERN } from "../rules"
import { PUBLISH_DATE } from "../fields"
import { inlineFileIds, portableAssetSrcs } from "../sanitize"

export interface CmsCollection {
  name: string
  /** The Directus fields content/ stores, in order. */
  fields: string[]
  /** Fields holding a Directus file (a relation to directus_files). */
  files?: string[]
  m2m?: Record<string, { junction: string; key: string; target: string }>
  m2a?: Record<string, { junction: string; parent: string; keys: string[]; sort: string; collections: string[] }>
  /** Fields relating to one item of another collection. */
  m2o?: Record<string, string>
  /**
   * Repeaters stored as a child collection's items (one-to-many): content/ keeps them inline, in
   * order, with their own fields (`fields`; `files` hold a Directus file) and no id.
   */
  rows?: Record<string, CmsRows>
  block?: boolean
  singleton?: boolean
  /** The slug's pattern (Directus validates it; unique). */
  slug?: string
  /** Path prefix of an item's page: `route` + slug (a page's `home` is `/`). */
  route?: string
  /** HTML fields that may show files as pictures, each a path through JSON lists (`["sections", "body"]`). */
  pictures?: string[][]
  /** Its translations (content/ keeps them inline, as `translations`: one row per language, its empty text left out). */
  translations?: CmsTranslations
}

/** An item's translations: rows of `collection`, each naming its item (`key`) and its language (`languages_code`). */
export interface CmsTranslations {
  collection: string
  key: string
  /** The translated fields, in order (after `languages_code`, and `status` where the rows have one). */
  fields: string[]
  status: boolean
  pictures?: string[][]
}

/** The languages an item is translated into, as Directus's languages collection holds them (an item's own fields are English). */
export const CMS_LANGUAGES = LANGUAGES.filter(language => language.code !== DEFAULT_LANGUAGE).map(({ code, name, direction }) => ({ code, name, direction }))

/** A repeater stored as a child collection's items; `rows`: the repeaters its rows hold in turn (a tab's entries). */
export interface CmsRows {
  collection: string
  /** The child's field holding its owner's id. */
  key: string
  fields: string[]
  files: string[]
  rows?: Record<string, CmsRows>
}

/** The slug and route patterns as Directus's validation takes them (the build's rules.ts). */
export const SLUG_PATTERN_SOURCE = SLUG_PATTERN.source
export const ROUTE_PATTERN_SOURCE = ROUTE_PATTERN.source.replace(/\\\//g, "/")

const ofKind = (spec: CollectionSpec, kind: FieldSpec["type"]["kind"]) => spec.fields.filter(field => field.type.kind === kind)
const keyed = <T>(fields: FieldSpec[], value: (field: FieldSpec) => T): Record<string, T> | undefined =>
  fields.length > 0 ? Object.fromEntries(fields.map(field => [field.source, value(field)])) : undefined

/** The rows repeaters among `fields` of `owner`, with theirs nested. */
function cmsRows(owner: string, fields: readonly FieldSpec[]): Record<string, CmsRows> | undefined {
  const lists = rowListsOf(owner, fields).filter(list => list.owner === owner)
  if (lists.length === 0) return undefined
  return Object.fromEntries(lists.map(({ field, collection, key }) => {
    const subs = field.type.kind === "list" ? field.type.fields : []
    const nested = cmsRows(collection, subs)
    const files = subs.filter(sub => sub.type.kind === "file").map(sub => sub.source)
    return [field.source, { collection, key, fields: subs.map(sub => sub.source), files, ...(nested && { rows: nested }) }]
  }))
}

/** The paths to the HTML fields that take pictures, through JSON lists' entries. */
function picturePaths(fields: readonly FieldSpec[]): string[][] {
  return fields.flatMap(({ source, type }) => {
    if (type.kind === "html" && type.pictures) return [[source]]
    return type.kind === "list" && !type.rows ? picturePaths(type.fields).map(path => [source, ...path]) : []
  })
}

/** `value` with `change` applied to the string at `path`, through lists' entries (a new value; others as they are). */
function atPath(value: unknown, [head, ...rest]: string[], change: (html: string) => string): unknown {
  if (Array.isArray(value)) return value.map(entry => atPath(entry, [head, ...rest], change))
  if (!value || typeof value !== "object") return value
  const inner = (value as Record<string, unknown>)[head]
  return { ...value, [head]: rest.length > 0 ? atPath(inner, rest, change) : typeof inner === "string" ? change(inner) : inner }
}

/** The strings at `path` of `value` (through lists' entries). */
function stringsAt(value: unknown, path: string[]): string[] {
  const found: string[] = []
  atPath(value, path, html => (found.push(html), html))
  return found
}

function cmsCollection(spec: CollectionSpec): CmsCollection {
  const slug = spec.fields.find(field => field.type.kind === "slug" || field.type.kind === "route")
  const out: CmsCollection = {
    name: spec.name,
    fields: ["id", ...(spec.hasStatus ? ["status"] : []), ...spec.fields.map(field => field.source)],
  }
  const files = ofKind(spec, "file").map(field => field.source)
  if (files.length > 0) out.files = files
  const m2m = keyed(ofKind(spec, "m2m"), ({ type }) => (type.kind === "m2m" ? { junction: type.junction, key: type.junctionKey, target: type.target } : null!))
  if (m2m) out.m2m = m2m
  const m2a = keyed(ofKind(spec, "blocks"), ({ type }) => ({
    junction: type.kind === "blocks" ? type.junction : "",
    parent: `${spec.name}_id`,
    keys: ["collection", "item", "sort"],
    sort: "sort",
    collections: [...BLOCK_NAMES],
  }))
  if (m2a) out.m2a = m2a
  const m2o = keyed(ofKind(spec, "m2o"), ({ type }) => (type.kind === "m2o" ? type.target : ""))
  if (m2o) out.m2o = m2o
  const rows = cmsRows(spec.name, spec.fields)
  if (rows) out.rows = rows
  if (spec.block) out.block = true
  if (spec.singleton) out.singleton = true
  if (slug) out.slug = slug.type.kind === "route" ? ROUTE_PATTERN_SOURCE : SLUG_PATTERN_SOURCE
  if (spec.route) out.route = spec.route
  const pictures = picturePaths(spec.fields)
  if (pictures.length > 0) out.pictures = pictures
  const translations = translationsOf(spec)
  if (translations) {
    const paths = picturePaths(translations.fields)
    out.translations = {
      collection: translations.collection, key: translations.key, fields: translations.fields.map(field => field.source), status: translations.status,
      ...(paths.length > 0 && { pictures: paths }),
    }
    out.fields.push(TRANSLATIONS_FIELD)
  }
  return out
}

/** Collections in seed order: every relation points at a collection seeded before it (the contract's order). */
export const CMS_COLLECTIONS: CmsCollection[] = COLLECTIONS.map(cmsCollection)

/** Every rows repeater within an owner's, nested ones after the rows holding them, each with its owner collection and field. */
export const rowsWithin = (owner: string, rows: Record<string, CmsRows> = {}): (CmsRows & { owner: string; field: string })[] =>
  Object.entries(rows).flatMap(([field, list]) => [{ ...list, owner, field }, ...rowsWithin(list.collection, list.rows)])

/** The child collections of the repeaters stored as rows (block_cards_logo_tiles, block_tabs_logo_tabs_entries, ...): no content file of their own either. */
export const ROW_COLLECTIONS = CMS_COLLECTIONS.flatMap(c => rowsWithin(c.name, c.rows).map(r => r.collection))

/** The collections of the items' translations (services_translations, block_cards_translations, ...): no content file of their own. */
export const TRANSLATION_COLLECTIONS = CMS_COLLECTIONS.flatMap(c => (c.translations ? [c.translations.collection] : []))

/** The junction collections of the M2M and M2A fields (projects_skills, pages_blocks, ...): no content file of their own. */
export const JUNCTIONS = CMS_COLLECTIONS.flatMap(c => [...Object.values(c.m2m ?? {}), ...Object.values(c.m2a ?? {})].map(r => r.junction))

/** Fields of directus_files kept in content/files.json, in order. */
export const FILE_FIELDS = ["id", "filename_download", "title", "type", "width", "height"]

/** Collections whose items have a `status` (published | draft | archived). */
export const STATUS_COLLECTIONS = COLLECTIONS.filter(c => c.hasStatus).map(c => c.name as string)

/** Collections with a `slug` field (required, unique, matching `slug`, its pattern); an item's path is `route` + slug. */
export const SLUG_COLLECTIONS = CMS_COLLECTIONS.filter(c => c.slug)

export const COLLECTION_NAMES = CMS_COLLECTIONS.map(c => c.name)
export { BLOCK_NAMES }

/** `fields` query parameter for reading a collection in the contract's shape (what the build requests). */
export function fieldsParam(collection: CmsCollection): string {
  return requestFields(collectionSpec(collection.name)).join(",")
}

/**
 * An item as Directus returns it (read with `fieldsParam`) in content/'s shape: contract key order,
 * missing values null, M2M links as `[{ <key>: id }]`, M2A rows as `{ collection, item, sort }` in
 * `sort` order with the item id as a string, a repeater's rows in `sort` order with their own fields.
 */
export function contentShape(collection: CmsCollection, item: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of collection.fields) {
    let value = item[field] ?? null
    const m2m = collection.m2m?.[field]
    const m2a = collection.m2a?.[field]
    if (m2m) value = ((value ?? []) as Record<string, unknown>[]).map(row => ({ [m2m.key]: row[m2m.key] }))
    if (m2a) {
      value = ((value ?? []) as Record<string, unknown>[])
        .map(row => Object.fromEntries(m2a.keys.map(k => [k, k === "item" ? String(row.item) : row[k] ?? null])))
        .sort((a, b) => (a[m2a.sort] as number) - (b[m2a.sort] as number))
    }
    const rows = collection.rows?.[field]
    if (rows) value = rowsShape(rows, value)
    if (field === TRANSLATIONS_FIELD && collection.translations) {
      // An item without translations has no `translations` in content/ (most items, and every English-only snapshot).
      const rows = translationsShape(collection.translations, value)
      if (rows.length > 0) out[field] = rows
      continue
    }
    out[field] = value
  }
  // Pictures in HTML as content/ keeps them, whatever address the CMS's editor wrote.
  for (const path of collection.pictures ?? []) Object.assign(out, atPath(out, path, portableAssetSrcs))
  return out
}

const LANGUAGE_ORDER: readonly string[] = LANGUAGES.map(language => language.code)
const isBlank = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)

/**
 * An item's translations in content/'s shape: one row per language in the site's order, its language
 * (and status), then the text it has (empty fields left out, so a row says only what it translates),
 * its pictures' addresses portable.
 */
export function translationsShape(translations: CmsTranslations, value: unknown): Record<string, unknown>[] {
  const rows = ((value ?? []) as Record<string, unknown>[]).map(row => {
    const language = row.languages_code && typeof row.languages_code === "object" ? (row.languages_code as { code?: unknown }).code : row.languages_code
    const text = Object.fromEntries(translations.fields.filter(field => !isBlank(row[field])).map(field => [field, row[field]]))
    const shaped = { languages_code: language, ...(translations.status && { status: row.status ?? null }), ...text }
    return (translations.pictures ?? []).reduce<Record<string, unknown>>((out, path) => atPath(out, path, portableAssetSrcs) as Record<string, unknown>, shaped)
  })
  return rows.sort((a, b) => LANGUAGE_ORDER.indexOf(String(a.languages_code)) - LANGUAGE_ORDER.indexOf(String(b.languages_code)))
}

/** A repeater's rows in `sort` order, each with its own fields (its nested rows too), without id or sort. */
function rowsShape(rows: CmsRows, value: unknown): Record<string, unknown>[] {
  return [...((value ?? []) as Record<string, unknown>[])]
    .sort((a, b) => ((a.sort as number) ?? 0) - ((b.sort as number) ?? 0))
    .map(row => Object.fromEntries(rows.fields.map(k => [k, rows.rows?.[k] ? rowsShape(rows.rows[k], row[k]) : row[k] ?? null])))
}

/**
 * An item of content/ as Directus takes it in a create or update: a repeater's rows numbered in their
 * order (Directus replaces a one-to-many list with the rows given, creating each).
 */
export function writeShape(collection: Pick<CmsCollection, "rows">, item: Record<string, unknown>): Record<string, unknown> {
  const out = { ...item }
  for (const [field, rows] of Object.entries(collection.rows ?? {})) {
    if (Array.isArray(out[field])) out[field] = (out[field] as Record<string, unknown>[]).map((row, index) => ({ ...writeShape(rows, row), sort: index + 1 }))
  }
  return out
}

/** The file ids an item of content/ references, its repeaters' rows and its HTML's pictures included. */
export function fileIdsOf(collection: Pick<CmsCollection, "files" | "rows" | "pictures" | "translations">, item: Record<string, unknown>): string[] {
  const own = [
    ...(collection.files ?? []).map(field => item[field]),
    ...(collection.pictures ?? []).flatMap(path => stringsAt(item, path).flatMap(inlineFileIds)),
  ]
  const inRows = Object.entries(collection.rows ?? {}).flatMap(([field, rows]) =>
    ((item[field] ?? []) as Record<string, unknown>[]).flatMap(row => fileIdsOf(rows, row)))
  const translated = collection.translations?.pictures
    ? ((item[TRANSLATIONS_FIELD] ?? []) as Record<string, unknown>[]).flatMap(row => fileIdsOf({ pictures: collection.translations!.pictures }, row))
    : []
  return [...own, ...inRows, ...translated].filter(isFileId) as string[]
}

/** Is this value a Directus file id (as opposed to a /static path, an http URL or null)? */
export function isFileId(value: unknown): boolean {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}

/** What the site-rebuild extension (cms/extensions) needs to know of the contract: it runs inside Directus, without the repository. */
export function extensionSite() {
  return {
    watched: [...COLLECTION_NAMES, ...ROW_COLLECTIONS, ...TRANSLATION_COLLECTIONS],
    withStatus: STATUS_COLLECTIONS,
    blocks: [...BLOCK_NAMES],
    // A translation is on the site as its item is (and, where it has a status, once it is published itself).
    rows: Object.fromEntries(CMS_COLLECTIONS.flatMap(c => [
      ...rowsWithin(c.name, c.rows).map(r => [r.collection, { owner: r.owner, key: r.key }]),
      ...(c.translations ? [[c.translations.collection, { owner: c.name, key: c.translations.key }]] : []),
    ])),
    builders: CMS_COLLECTIONS.flatMap(c => Object.values(c.m2a ?? {}).map(b => ({ junction: b.junction, parent: b.parent, owner: c.name }))),
    routes: Object.fromEntries(SLUG_COLLECTIONS.map(c => [c.name, c.route])),
    /** The translations of the collections with pages: a translation's page is at its own slug where it has one. */
    translations: Object.fromEntries(SLUG_COLLECTIONS.flatMap(c => (c.translations ? [[c.name, { collection: c.translations.collection, key: c.translations.key, status: c.translations.status }]] : []))),
    /** Collections whose items can wait for a publish date (its field's name). */
    scheduled: COLLECTIONS.filter(spec => spec.fields.some(field => field.source === PUBLISH_DATE && field.type.kind === "datetime")).map(spec => spec.name),
    publishDate: PUBLISH_DATE,
  }
}
