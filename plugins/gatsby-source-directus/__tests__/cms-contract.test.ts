/** @jest-environment node */
// The CMS scripts (cms/scripts/lib) keep their own copy of the contract in plain JS; these tests hold it
// equal to collections.ts, so the schema Directus gets, the seed and the export cannot drift from the build.
import { BLOCK_NAMES, COLLECTIONS, FieldSpec, requestFields } from "../src/collections"
import { BLOCK_NAMES as CMS_BLOCK_NAMES, COLLECTIONS as CMS_COLLECTIONS, fieldsParam } from "../../../cms/scripts/lib/contract.mjs"
import { BLOCK_DEFINITIONS, DirectusFieldDefinition, VARIANTS } from "../../../cms/scripts/lib/block-schema.mjs"

const cms = (name: string) => CMS_COLLECTIONS.find(c => c.name === name)

test("the CMS has exactly the build's collections, blocks seeded before the pages that list them", () => {
  expect(CMS_COLLECTIONS.map(c => c.name).sort()).toEqual(COLLECTIONS.map(c => c.name).sort())
  expect(CMS_BLOCK_NAMES).toEqual([...BLOCK_NAMES])
  const order = CMS_COLLECTIONS.map(c => c.name)
  for (const name of BLOCK_NAMES) expect(order.indexOf(name)).toBeLessThan(order.indexOf("pages"))
})

test.each(COLLECTIONS.map(spec => [spec.name, spec] as const))("%s: the CMS reads and writes the contract's fields", (name, spec) => {
  const collection = cms(name)!
  expect(collection.fields).toEqual(["id", ...(spec.hasStatus ? ["status"] : []), ...spec.fields.map(f => f.source)])
  expect(fieldsParam(collection).split(",")).toEqual(requestFields(spec))
  expect(Boolean(collection.block)).toBe(Boolean(spec.block))
  for (const field of spec.fields) {
    if (field.type.kind === "blocks") expect(collection.m2a?.[field.source]).toMatchObject({ junction: field.type.junction, collections: [...BLOCK_NAMES] })
    if (field.type.kind === "m2m") expect(collection.m2m?.[field.source]?.key).toBe(field.type.junctionKey)
  }
})

/** The contract kind a Directus field definition stores (lists by their sub-fields, recursively). */
function stored(def: DirectusFieldDefinition): unknown {
  if (def.type === "json" && def.meta.interface === "list") return { list: (def.meta.options?.fields ?? []).map(f => [f.field, stored(f)]) }
  if (def.type === "json" && def.meta.interface === "tags") return "strings"
  if (def.type === "integer") return "int"
  if (def.type === "string" || def.type === "text") return "string"
  return def.type
}
function expected(field: FieldSpec): unknown {
  const { kind } = field.type
  if (field.type.kind === "list") return { list: field.type.fields.map(f => [f.source, expected(f)]) }
  return kind === "url" || kind === "anchor" ? "string" : kind
}

test.each(BLOCK_NAMES.map(name => [name]))("%s: Directus stores every field, repeaters with the contract's sub-fields", name => {
  const spec = COLLECTIONS.find(c => c.name === name)!
  const defs = BLOCK_DEFINITIONS[name].fields
  expect(defs.map(d => [d.field, stored(d)])).toEqual(spec.fields.map(f => [f.source, expected(f)]))
  expect(defs.find(d => d.field === "heading")?.meta.required).toBe(true)
  const variant = defs.find(d => d.field === "variant")!
  expect((variant.meta.options?.choices as { value: string }[]).map(c => c.value)).toEqual(VARIANTS[name])
})
