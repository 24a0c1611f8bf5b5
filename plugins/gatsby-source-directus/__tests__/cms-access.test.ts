/** @jest-environment node */
// What the site's Directus lets an anonymous visitor read (src/cms/access.ts, written by cms/scripts/setup.mjs).
// Against a real Directus: cms/test/roundtrip-and-rebuild.mjs.
import { PUBLIC_FILE_FIELDS, READ_COLLECTIONS, buildReadRules, publicItems, publicReadRules } from "../src/cms/access"
import { BLOCK_NAMES, CMS_COLLECTIONS, FILE_FIELDS, JUNCTIONS, ROW_COLLECTIONS, STATUS_COLLECTIONS } from "../src/cms/contract"

const publicRule = (collection: string) => publicReadRules().find(r => r.collection === collection)!

/** Every `<key>: { status: ... }` condition in a filter, as the path of keys that leads to it ("projects_id.status"). */
function statusPaths(filter: unknown, at: string[] = []): string[] {
  if (!filter || typeof filter !== "object") return []
  return Object.entries(filter).flatMap(([key, value]) => {
    const here = key.startsWith("_") || /^\d+$/.test(key) ? at : [...at, key]
    return key === "status" ? [here.join(".")] : statusPaths(value, here)
  })
}

test("the public reads a project's skill links only while the project is published", () => {
  expect(publicRule("projects_skills").permissions).toEqual({ projects_id: { status: { _eq: "published" } } })
})

test("every junction's, repeater's and block's rows the public reads hang on an owner's published status", () => {
  const owned = [...JUNCTIONS, ...ROW_COLLECTIONS, ...BLOCK_NAMES]
  expect(owned.length).toBeGreaterThan(10)
  for (const collection of owned) {
    const paths = statusPaths(publicItems(collection))
    expect([collection, paths.length > 0 && paths.every(p => p.endsWith(".status"))]).toEqual([collection, true])
  }
})

test("only collections without a status of their own and no owner are readable whole, with their translations and the languages", () => {
  const whole = publicReadRules().filter(r => r.permissions === null).map(r => r.collection)
  const free = CMS_COLLECTIONS.filter(c => !STATUS_COLLECTIONS.includes(c.name) && !c.block)
  expect(whole.sort()).toEqual([...free.flatMap(c => [c.name, ...(c.translations ? [c.translations.collection] : [])]), "languages"].sort())
  for (const name of STATUS_COLLECTIONS) expect(publicRule(name).permissions).toEqual({ status: { _eq: "published" } })
})

test("a translation is public when its item is and, where translations have a status, once it is published itself", () => {
  expect(publicRule("pages_translations").permissions).toEqual({ _and: [{ pages_id: { status: { _eq: "published" } } }, { status: { _eq: "published" } }] })
  expect(publicRule("block_faq_translations").permissions).toEqual({ block_faq_id: publicItems("block_faq") })
})

test("of a file record the public reads only the fields the site uses, never where or by whom it was uploaded", () => {
  const files = publicRule("directus_files")
  expect(files.fields).toEqual(PUBLIC_FILE_FIELDS)
  expect(files.fields).toEqual(expect.arrayContaining(FILE_FIELDS))
  for (const hidden of ["*", "filename_disk", "storage", "uploaded_by", "modified_by", "folder", "metadata", "location", "tags", "description", "filesize"]) {
    expect(files.fields).not.toContain(hidden)
  }
  expect(statusPaths(files.permissions)).toEqual([])
  expect(JSON.stringify(files.permissions)).toContain("$FOLLOW(projects,image)")
  // Every other collection: all fields of the items its filter lets through.
  for (const rule of publicReadRules().filter(r => r.collection !== "directus_files")) expect([rule.collection, rule.fields]).toEqual([rule.collection, ["*"]])
})

test("the build's policy reads every item and field of the same collections, the public one of each", () => {
  expect(buildReadRules()).toEqual(READ_COLLECTIONS.map(collection => ({ collection, permissions: null, fields: ["*"] })))
  expect(publicReadRules().map(r => r.collection)).toEqual(READ_COLLECTIONS)
})
