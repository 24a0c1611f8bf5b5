import { markOf } from "../../src/preview/BlockMark"

const hero = { blockType: "block_hero", directusId: 7 } as const

test("on an English page a block's drawer holds every field and the translations", () => {
  const mark = markOf({ ...hero, translationId: null }, "en")
  expect(mark).toMatchObject({ collection: "block_hero", item: 7 })
  expect(mark.fields).toEqual(expect.arrayContaining(["layout", "heading", "description", "translations"]))
})

test("on a translated page a block with a translation there opens that translation's row: its words, in the page's language", () => {
  for (const language of ["ar", "tr"] as const) {
    const mark = markOf({ ...hero, translationId: 41 }, language)
    expect(mark).toMatchObject({ collection: "block_hero_translations", item: 41 })
    expect(mark.fields).toEqual(expect.arrayContaining(["heading", "description", "button_text"]))
    expect(mark.fields).not.toContain("layout")
    expect(mark.fields).not.toContain("translations")
  }
})

test("a block not yet translated opens as the block: the fields every language shares and the translations, not the English words", () => {
  for (const language of ["ar", "tr"] as const) {
    const mark = markOf({ ...hero, translationId: null }, language)
    expect(mark).toMatchObject({ collection: "block_hero", item: 7 })
    expect(mark.fields).toEqual(expect.arrayContaining(["layout", "anchor", "translations"]))
    expect(mark.fields).not.toContain("heading")
    expect(mark.fields).not.toContain("description")
  }
})
