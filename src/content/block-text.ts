import type { FieldSpec } from "../../plugins/gatsby-source-directus/src/fields"
import { byNodeField } from "../../plugins/gatsby-source-directus/src/fields"

/**
 * The text a visitor reads in a node's fields (a block's): every short text, long text and HTML value
 * of its declaration, in its repeaters' entries too; links, anchors, choices and files are not read.
 */
export function visibleTexts(fields: readonly FieldSpec[], values: Readonly<Record<string, unknown>>): string[] {
  return byNodeField(fields).flatMap(({ name, type }) => {
    const value = values[name]
    if (type.kind === "string" || type.kind === "html") return typeof value === "string" && value !== "" ? [value] : []
    if (type.kind === "strings") return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : []
    if (type.kind === "list" && Array.isArray(value)) return value.flatMap(entry => (entry && typeof entry === "object" ? visibleTexts(type.fields, entry as Record<string, unknown>) : []))
    return []
  })
}
