/** @jest-environment node */
// The CMS scripts (cms/scripts/lib) keep their own copy of the contract in plain JS; these tests hold it
// equal to collections.ts, so the schema Directus gets, the seed and the export cannot drift from the build.
import { readFileSync } from "fs"
import path from "path"
import { BLOCK_NAMES, COLLECTIONS, FieldSpec, requestFields } from "../src/collections"
import {
  BLOCK_NAMES as CMS_BLOCK_NAMES, COLLECTIONS as CMS_COLLECTIONS, FILE_FIELDS, contentShape, fieldsParam,
} from "../../../cms/scripts/lib/contract.mjs"
import { BLOCK_DEFINITIONS, DirectusFieldDefinition, VARIANTS } from "../../../cms/scripts/lib/block-schema.mjs"

const cms = (name: string) => CMS_COLLECTIONS.find(c => c.name === name)
const content = (file: string): unknown => JSON.parse(readFileSync(path.join(__dirname, "../../../content", file), "utf8"))

test("the CMS has exactly the build's collections, blocks seeded before the items that list them", () => {
  expect(CMS_COLLECTIONS.map(c => c.name).sort()).toEqual(COLLECTIONS.map(c => c.name).sort())
  expect(CMS_BLOCK_NAMES).toEqual([...BLOCK_NAMES])
  const order = CMS_COLLECTIONS.map(c => c.name)
  const owners = COLLECTIONS.filter(c => c.fields.some(f => f.type.kind === "blocks")).map(c => c.name)
  expect(owners).toEqual(expect.arrayContaining(["pages", "industries"]))
  for (const owner of owners) for (const name of BLOCK_NAMES) expect(order.indexOf(name)).toBeLessThan(order.indexOf(owner))
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
  if (def.meta.interface === "input-rich-text-html") return "html"
  if (def.meta.interface === "file-image" && def.type === "uuid") return "file"
  if (def.type === "integer") return "int"
  if (def.type === "boolean") return "bool"
  if (def.type === "string" || def.type === "text") return "string"
  return def.type
}
/** `files`: the fields the CMS keeps as Directus files; any other file field holds a site path or URL there. */
function expected(field: FieldSpec, files: string[] = []): unknown {
  const { kind } = field.type
  if (field.type.kind === "list") return { list: field.type.fields.map(f => [f.source, expected(f)]) }
  if (kind === "file") return files.includes(field.source) ? "file" : "string"
  return kind === "url" || kind === "anchor" ? "string" : kind
}

test.each(BLOCK_NAMES.map(name => [name]))("%s: Directus stores every field, repeaters with the contract's sub-fields", name => {
  const spec = COLLECTIONS.find(c => c.name === name)!
  const defs = BLOCK_DEFINITIONS[name].fields
  expect(defs.map(d => [d.field, stored(d)])).toEqual(spec.fields.map(f => [f.source, expected(f, cms(name)!.files)]))
  expect(defs.find(d => d.field === "heading")?.meta.required).toBe(true)
  const variant = defs.find(d => d.field === "variant")!
  expect((variant.meta.options?.choices as { value: string }[]).map(c => c.value)).toEqual(VARIANTS[name])
})

test.each(BLOCK_NAMES.map(name => [name]))("%s: every variant content/ uses is in the variant dropdown", name => {
  const items = content(`${name}.json`) as { variant: string | null }[]
  const used = [...new Set(items.map(item => item.variant))]
  expect(used.filter(variant => !VARIANTS[name].includes(variant as string))).toEqual([])
})

// cms:seed then cms:export must give content/ back unchanged: items sorted by id, each with every contract
// field (null when empty) in contract order, and files.json sorted by file name, as export.mjs writes them.
test.each(CMS_COLLECTIONS.map(c => [c.name, c] as const))("content/%s.json holds its items in the shape cms:export writes", (name, collection) => {
  const items = [content(`${name}.json`) as Record<string, unknown>].flat()
  for (const item of items) expect(Object.entries(item)).toEqual(Object.entries(contentShape(collection, item)))
  const ids = items.map(item => item.id as number)
  expect(ids).toEqual([...ids].sort((a, b) => a - b))
})

test("content/files.json lists its records in the shape cms:export writes, by file name", () => {
  const records = content("files.json") as Record<string, unknown>[]
  for (const record of records) expect(Object.keys(record)).toEqual(FILE_FIELDS)
  const names = records.map(r => r.filename_download as string)
  expect(names).toEqual([...names].sort())
})
