import { readFileSync } from "fs"
import path from "path"
import { ALWAYS_SHOWN, blockHeader } from "../../plugins/gatsby-source-directus/src/block-spec"
import type { FieldSpec } from "../../plugins/gatsby-source-directus/src/fields"
import { BLOCK_SPECS } from "../../src/blocks/contract"

/** Every field an editor meets in a block's form, in lists and lists within lists too, by its path. */
const formFields = (owner: string, fields: readonly FieldSpec[]): [string, FieldSpec][] =>
  fields.flatMap(field => [
    [`${owner}.${field.source}`, field] as [string, FieldSpec],
    ...(field.type.kind === "list" ? formFields(`${owner}.${field.source}`, field.type.fields) : []),
  ])

test("every field of every block type's form has a note that says what it is for", () => {
  const fields = BLOCK_SPECS.flatMap(spec => formFields(spec.name, [...blockHeader(spec), ...spec.fields]))
  expect(fields.length).toBeGreaterThan(100)
  expect(fields.filter(([, field]) => !field.note?.trim()).map(([path]) => path)).toEqual([])
})

/** A value an editor typed or picked: not null, not an empty string or list, not a switch left off. */
const filled = (value: unknown) => value !== null && value !== undefined && value !== "" && value !== false && !(Array.isArray(value) && value.length === 0)

test("the snapshot holds no value in a field its block's layout hides: every layout declares the fields its pages show", () => {
  const hidden = BLOCK_SPECS.flatMap(spec => {
    const items = JSON.parse(readFileSync(path.join(__dirname, "../../content", `${spec.name}.json`), "utf8")) as Record<string, unknown>[]
    const layouts = spec.layouts as Record<string, { uses: readonly string[] }>
    return items.flatMap(item => {
      const shown = new Set<string>([...ALWAYS_SHOWN, ...(layouts[String(item.layout)]?.uses ?? [])])
      // Translations hold only what the layout shows too (by the node field that the layouts' lists share).
      const nodeNames = new Map(spec.fields.map(field => [field.source, field.name]))
      const shownNames = new Set([...shown].map(source => nodeNames.get(source as never) ?? source))
      const translated = ((item.translations ?? []) as Record<string, unknown>[]).flatMap(row =>
        Object.keys(row).filter(field => field !== "languages_code" && !shown.has(field) && !shownNames.has(field) && filled(row[field]))
          .map(field => `${spec.name} ${item.id} (${item.layout}): translations[${String(row.languages_code)}].${field}`))
      return [
        ...Object.keys(item).filter(field => field !== "id" && field !== "translations" && !shown.has(field) && filled(item[field])).map(field => `${spec.name} ${item.id} (${item.layout}): ${field}`),
        ...translated,
      ]
    })
  })
  expect(hidden).toEqual([])
})
