import type { CollectionSpec, FieldSpec } from "./collections"
import { COLLECTIONS, collectionSpec } from "./collections"

function fieldSdl(field: FieldSpec): string[] {
  const { name, type } = field
  switch (type.kind) {
    case "string":
    case "url":
    case "slug":
    case "route":
    case "email":
    case "phone":
    case "html":
      return [`${name}: String`]
    case "int":
      return [`${name}: Int`]
    case "float":
      return [`${name}: Float`]
    case "bool":
      return [`${name}: Boolean!`]
    case "json":
      return [`${name}: JSON`]
    case "strings":
      return [`${name}: [String!]!`]
    case "file":
      return [`${name}: File @link`, `${name}Url: String`]
    case "m2o":
      return [`${name}: ${collectionSpec(type.target).nodeType} @link`]
    case "m2m":
      return [`${name}: [${collectionSpec(type.target).nodeType}!]! @link`]
  }
}

function typeSdl(spec: CollectionSpec): string {
  const lines = ["directusId: Int", ...spec.fields.flatMap(fieldSdl)]
  return `type ${spec.nodeType} implements Node @dontInfer {\n  ${lines.join("\n  ")}\n}`
}

/** GraphQL SDL for every node type, so an empty or missing CMS field never changes the schema. */
export function typeDefs(): string {
  return COLLECTIONS.map(typeSdl).join("\n\n")
}
