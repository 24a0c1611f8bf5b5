import { blockHeader } from "../../plugins/gatsby-source-directus/src/block-spec"
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
