import type { CollectionSpec, FieldSpec } from "./collections"
import { COLLECTIONS, collectionSpec, translationsOf } from "./collections"
import { byNodeField } from "./fields"

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** The SDL lines of one field; a repeater's entry type (and theirs, nested) goes into `types`. */
function fieldSdl(field: FieldSpec, owner: string, types: string[]): string[] {
  const { name, type } = field
  switch (type.kind) {
    case "string":
    case "url":
    case "slug":
    case "anchor":
    case "route":
    case "path":
    case "destination":
    case "email":
    case "phone":
    case "html":
    case "choice":
      return [`${name}: String`]
    case "int":
      return [`${name}: Int`]
    case "float":
      return [`${name}: Float`]
    case "datetime":
      return [`${name}: Date @dateformat`]
    case "bool":
      return [`${name}: Boolean!`]
    case "jsonLd":
      return [`${name}: JSON`]
    case "strings":
      return [`${name}: [String!]!`]
    case "file":
      return [`${name}: File @link`, `${name}Url: String`]
    case "m2o":
      return [`${name}: ${collectionSpec(type.target).nodeType} @link`]
    case "m2m":
      return [`${name}: [${collectionSpec(type.target).nodeType}!]! @link`]
    case "list": {
      const entry = `${owner}${pascal(name)}`
      const lines = type.fields.flatMap(sub => fieldSdl(sub, entry, types))
      types.push(`type ${entry} {\n  ${lines.join("\n  ")}\n}`)
      return [`${name}: [${entry}!]!`]
    }
    case "blocks":
      return [`${name}: [DirectusBlock!]! @link`]
  }
}

function typeSdl(spec: CollectionSpec): string[] {
  const types: string[] = []
  const own = byNodeField(spec.fields)
  // A translation's own fields (its page's address: fields.ts LOCAL_SLUG), empty on the English node.
  const translationOnly = (translationsOf(spec)?.fields ?? []).filter(field => !own.some(mine => mine.name === field.name))
  const fields = [...own, ...translationOnly].flatMap(field => fieldSdl(field, spec.nodeType, types))
  const translated = spec.block || translationsOf(spec) ? [TRANSLATION_ID] : []
  const lines = ["directusId: Int", ...LANGUAGE_FIELDS, ...translated, ...(spec.block ? ["blockType: String!", "hydrate: String!"] : []), ...fields]
  const interfaces = spec.block ? "Node & DirectusBlock" : "Node"
  return [...types, `type ${spec.nodeType} implements ${interfaces} @dontInfer {\n  ${lines.join("\n  ")}\n}`]
}

/**
 * Every node is in one language (its record's own text is English; languages.ts) and says the
 * languages its record has a page or a translation in.
 */
const LANGUAGE_FIELDS = ["language: String!", "languages: [String!]!"]
/** The Directus id of the translation row a node in another language than English shows (translate.ts translateItem). */
const TRANSLATION_ID = "translationId: Int"

/**
 * Any block of a page's list: `blockType` (its collection) picks its component (src/blocks);
 * `hydrate` is how its layout hydrates on a first load (`when-seen`, `when-used` or `never`: block-spec.ts).
 */
const BLOCK_INTERFACE = `interface DirectusBlock implements Node {\n  id: ID!\n  directusId: Int\n  ${LANGUAGE_FIELDS.join("\n  ")}\n  ${TRANSLATION_ID}\n  blockType: String!\n  hydrate: String!\n}`

/** GraphQL SDL for every node type, so an empty or missing CMS field never changes the schema. */
export function typeDefs(): string {
  return [BLOCK_INTERFACE, ...COLLECTIONS.flatMap(typeSdl)].join("\n\n")
}
