import { editableFields } from "../../src/preview/BlockMark"

test("on an English page a block's drawer holds every field and the translations", () => {
  const fields = editableFields("block_hero", "en")
  expect(fields).toEqual(expect.arrayContaining(["layout", "heading", "description", "translations"]))
})

test("on a translated page it holds the translations and the fields every language shares, not the English words", () => {
  for (const language of ["ar", "tr"] as const) {
    const fields = editableFields("block_hero", language)
    expect(fields).toEqual(expect.arrayContaining(["layout", "anchor", "translations"]))
    expect(fields).not.toContain("heading")
    expect(fields).not.toContain("description")
  }
})
