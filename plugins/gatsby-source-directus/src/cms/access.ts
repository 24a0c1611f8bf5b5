/**
 * What the site's Directus lets its Public (anonymous) policy read, derived from the content contract:
 * the read permissions cms/scripts/setup.mjs writes. The anonymous reader is any visitor (the live
 * refresh, the SEO tool's live check, anyone with the CMS's address), so each rule keeps drafts out:
 * published items where there is a status; a junction's rows and a repeater's rows only of owners the
 * public may read; blocks only while a published owner lists them; of a file record only the fields the
 * site uses. The build and the preview read with their own token (all items, all fields).
 */
import { CMS_COLLECTIONS, COLLECTION_NAMES, FILE_FIELDS, JUNCTIONS, ROW_COLLECTIONS, STATUS_COLLECTIONS, TRANSLATION_COLLECTIONS, rowsWithin } from "./contract"
import { LANGUAGES_COLLECTION } from "../collections"

/** A Directus permission filter (`{ status: { _eq: "published" } }`, `{ _or: [...] }`, ...). */
export type Filter = Record<string, unknown>

/** One read permission: which items of `collection` (null: all of them) and which of their fields. */
export interface ReadRule {
  collection: string
  permissions: Filter | null
  fields: string[]
}

/** Everything the site reads: the content and block collections, the repeaters' rows, the junctions, and file records. */
export const READ_COLLECTIONS = [...COLLECTION_NAMES, ...ROW_COLLECTIONS, ...TRANSLATION_COLLECTIONS, LANGUAGES_COLLECTION, ...JUNCTIONS, "directus_files"]

/**
 * The fields of `directus_files` the public may read: those the site reads (the contract's FILE_FIELDS),
 * and `modified_on`, from which Directus's `/assets/<id>` sets `Last-Modified` and `ETag` when the caller
 * may read it. Never `filename_disk`, `storage`, `uploaded_by`, `modified_by`, `folder`, `metadata`,
 * `location`, `tags`, `description` or the other fields an editor's upload carries.
 */
export const PUBLIC_FILE_FIELDS = [...FILE_FIELDS, "modified_on"]

/** The page builders (M2A fields) of the contract, each with the collection that owns it. */
const BUILDERS = CMS_COLLECTIONS.flatMap(c => Object.values(c.m2a ?? {}).map(m2a => ({ owner: c.name, ...m2a })))
/** The many-to-many fields' junctions (projects_skills), each with its owner, the owner's key field and the target's. */
const LINKS = CMS_COLLECTIONS.flatMap(c => Object.values(c.m2m ?? {}).map(m2m => ({ owner: c.name, ownerKey: `${c.name}_id`, ...m2m })))
/** The repeaters stored as a child collection's rows (nested ones too), each with the collection that owns it. */
const ROWS = CMS_COLLECTIONS.flatMap(c => rowsWithin(c.name, c.rows))

/** Both filters (`_and`), the one that is not null, or null. */
function both(a: Filter | null, b: Filter | null): Filter | null {
  return a && b ? { _and: [a, b] } : a ?? b
}

/**
 * Which items of a collection the public may read (null: all): published items where there is a
 * status; a builder's junction rows of published owners; a many-to-many junction's rows whose owner and
 * target the public may both read (a row of a draft project names that project's id); blocks that a
 * published owner's builder holds; a repeater's rows of owners the public may read.
 * `$FOLLOW(junction,item,collection)` is Directus's filter over the reverse of an M2A: it joins the
 * junction rows whose `collection` is this one and whose `item` is this item's id.
 * Flat rules on purpose: Directus 11.17 reads `_some: { _and: [...] }` over `$FOLLOW`, which is what a
 * `_some` with two conditions becomes, as no condition at all.
 */
export function publicItems(collection: string): Filter | null {
  if (STATUS_COLLECTIONS.includes(collection)) return { status: { _eq: "published" } }
  const builder = BUILDERS.find(b => b.junction === collection)
  if (builder) return { [builder.parent]: publicItems(builder.owner) }
  const link = LINKS.find(l => l.junction === collection)
  if (link) {
    const owner = publicItems(link.owner)
    const target = publicItems(link.target)
    return both(owner && { [link.ownerKey]: owner }, target && { [link.key]: target })
  }
  const rows = ROWS.find(r => r.collection === collection)
  if (rows) return { [rows.key]: publicItems(rows.owner) }
  // A translation: of an item on the public site, and published itself where it has a status.
  const translated = CMS_COLLECTIONS.find(c => c.translations?.collection === collection)
  if (translated?.translations) {
    const owner = publicItems(translated.name)
    return both(owner && { [translated.translations.key]: owner }, translated.translations.status ? { status: { _eq: "published" } } : null)
  }
  const holders = BUILDERS.filter(b => b.collections.includes(collection)).map(b => ({
    [`$FOLLOW(${b.junction},item,collection)`]: { [b.parent]: publicItems(b.owner) },
  }))
  if (holders.length) return holders.length === 1 ? holders[0] : { _or: holders }
  return null
}

/**
 * The files the public may read (list, record, /assets bytes): those that an item the public may read
 * references in one of the contract's file fields (a published item's; a block's picture, a card's
 * logo: a block that a published owner lists). `$FOLLOW(collection,field)` is Directus's filter over
 * the reverse of an M2O without an alias field on directus_files; Directus applies the public's own
 * read rule of `collection` inside it, so one rule per file field says it. (Spelling each field's
 * owners out instead, one rule per way its item is public, took 49 rules and four to six seconds a
 * request on a loaded 2-core machine, against under 1.5 s.) An upload stays private until a published
 * item uses it and becomes private again when no published item does.
 */
export function publicFilesFilter(): Filter {
  const fileFields = [
    ...CMS_COLLECTIONS.flatMap(c => (c.files ?? []).map(field => ({ collection: c.name, field }))),
    ...ROWS.flatMap(r => r.files.map(field => ({ collection: r.collection, field }))),
  ]
  return { _or: fileFields.map(({ collection, field }) => ({ [`$FOLLOW(${collection},${field})`]: { _some: { id: { _nnull: true } } } })) }
}

/** The Public policy's read permissions, one per collection the site reads; it writes nothing. */
export function publicReadRules(): ReadRule[] {
  return READ_COLLECTIONS.map(collection => collection === "directus_files"
    ? { collection, permissions: publicFilesFilter(), fields: PUBLIC_FILE_FIELDS }
    : { collection, permissions: publicItems(collection), fields: ["*"] })
}

/** The read-only build policy's (the build's and the preview's tokens): every item and field of what the site reads. */
export function buildReadRules(): ReadRule[] {
  return READ_COLLECTIONS.map(collection => ({ collection, permissions: null, fields: ["*"] }))
}
