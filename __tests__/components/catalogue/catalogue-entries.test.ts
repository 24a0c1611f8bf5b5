import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import type { BlockSpec } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { bool, choice, list, str } from "../../../plugins/gatsby-source-directus/src/fields"
import { BLOCK_SPECS } from "../../../src/blocks/contract"
import { catalogueGroups, declaredLayouts, groupLinks, layoutStates, MAX_STATES } from "../../../src/components/catalogue/catalogue-entries"
import type { DeclaredLayout } from "../../../src/components/catalogue/catalogue-entries"
import { snapshotBlocks } from "../../support/content-blocks"

const demo = defineBlock({
  name: "block_demo",
  nodeType: "DirectusBlockDemo",
  editor: { icon: "x", note: "A demo" },
  fields: [
    list("items", "{{ title }}", [str("title")]),
    list("extra_points", "{{ title }}", [str("title")]),
    bool("strip"),
    choice("tone", [{ value: "alt", text: "Tinted" }]),
  ],
  layouts: {
    grid: { text: "A grid of cards", uses: ["items", "extra_points", "strip", "tone"], hydrate: "never" },
    plain: { text: "Nothing to choose", uses: [], hydrate: "never" },
    unused: { text: "No block has it", uses: ["items"], hydrate: "never" },
  },
}) as BlockSpec
const [declared] = declaredLayouts([demo])
const layout = (name: string) => declared.layouts.find(entry => entry.layout === name) as DeclaredLayout

type Block = { blockType: string; layout: string; items?: unknown[]; extraPoints?: unknown[]; strip?: boolean | null; tone?: string | null; n: number }
let n = 0
const block = (layout: string, fields: Partial<Block> = {}) => ({ block: { blockType: "block_demo", layout, n: ++n, ...fields }, page: `page ${n}` })
const items = (count: number) => Array.from({ length: count }, (_, i) => ({ title: `${i}` }))

describe("the showcase's block entries come from the declarations", () => {
  test("every layout of every block type has one entry, named after both, its note the layout's text, its id unique and valid", () => {
    const groups = catalogueGroups(declaredLayouts(BLOCK_SPECS), [])
    expect(groups.map(group => group.label)).toEqual(BLOCK_SPECS.map(spec => `blocks/${spec.name.replace(/^block_/, "")}`))
    const entries = groups.flatMap(group => group.entries)
    const declared = BLOCK_SPECS.flatMap(spec => Object.entries(spec.layouts).map(([layout, { text }]) => ({ name: `blocks/${spec.name.slice(6)} (${layout})`, note: text })))
    expect(entries.map(({ name, note }) => ({ name, note }))).toEqual(declared)
    const ids = entries.map(entry => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/)
    expect(groupLinks(declaredLayouts(BLOCK_SPECS))).toEqual(groups.map(group => ({ id: group.entries[0].id, label: group.label })))
  })

  test("what the build hands the showcase of a declaration: each layout's text, options and lists, as JSON", () => {
    expect(JSON.parse(JSON.stringify(declared))).toEqual({
      blockType: "block_demo",
      layouts: [
        {
          layout: "grid", text: "A grid of cards",
          options: [{ name: "strip", words: "strip" }, { name: "tone", words: "tone", choices: [{ value: "alt", text: "Tinted" }] }],
          lists: [{ name: "items", words: "items" }, { name: "extraPoints", words: "extra points" }],
        },
        { layout: "plain", text: "Nothing to choose", options: [], lists: [] },
        { layout: "unused", text: "No block has it", options: [], lists: [{ name: "items", words: "items" }] },
      ],
    })
  })

  test("a layout added to a declaration gets an entry; one no block uses has no states", () => {
    const [group] = catalogueGroups([declared], [block("grid", { items: items(2) })])
    expect(group.label).toBe("blocks/demo")
    expect(group.entries.map(entry => [entry.id, entry.name, entry.note, entry.states.length])).toEqual([
      ["demo-grid", "blocks/demo (grid)", "A grid of cards", 1],
      ["demo-plain", "blocks/demo (plain)", "Nothing to choose", 0],
      ["demo-unused", "blocks/demo (unused)", "No block has it", 0],
    ])
  })

  test("demo states follow the content's, by entry id", () => {
    const extra = { label: "Demo", ...block("grid") }
    const [group] = catalogueGroups([declared], [block("grid", { items: items(2) })], { "demo-grid": [extra] })
    expect(group.entries[0].states.map(state => state.label)).toEqual(["2 items, no extra points", "Demo"])
  })
})

describe("a layout's states", () => {
  test("for each combination of options and empty lists, the block with the fewest items, then the one with the most", () => {
    const blocks = [
      block("grid", { items: items(6), extraPoints: items(1) }),
      block("grid", { items: items(4), extraPoints: items(1) }),
      block("grid", { items: items(8), extraPoints: items(2) }),
      block("grid", { items: items(6), extraPoints: items(1), strip: true, tone: "alt" }),
      block("grid", { items: items(3), strip: false }),
      block("plain"),
      { ...block("grid"), block: { ...block("grid").block, blockType: "block_other" } },
    ]
    const states = layoutStates("block_demo", layout("grid"), blocks)
    expect(states.map(state => [state.label, state.page])).toEqual([
      ["4 items", blocks[1].page],
      ["8 items", blocks[2].page],
      ["6 items, strip, tone: Tinted", blocks[3].page],
      ["3 items, no extra points", blocks[4].page],
    ])
    expect(layoutStates("block_demo", layout("plain"), blocks).map(state => state.label)).toEqual(["As in the content"])
  })

  test("one state where every block has as many items; at most MAX_STATES", () => {
    expect(layoutStates("block_demo", layout("grid"), [block("grid", { items: items(2) }), block("grid", { items: items(2) })])).toHaveLength(1)
    const many = Array.from({ length: 10 }, (_, i) => block("grid", { items: items(i), tone: i % 2 ? "alt" : null, strip: i > 4 }))
    expect(layoutStates("block_demo", layout("grid"), many)).toHaveLength(MAX_STATES)
  })

  test("the content's cards: numbered as a grid (4) and a strip (8), icons with and without the strip", () => {
    const placed = snapshotBlocks("block_cards").map(one => ({ block: one as unknown as { blockType: string; layout?: string }, page: null }))
    const cards = declaredLayouts(BLOCK_SPECS).find(type => type.blockType === "block_cards")
    const of = (name: string) => cards?.layouts.find(entry => entry.layout === name) as DeclaredLayout
    expect(layoutStates("block_cards", of("numbered"), placed).map(state => state.label)).toEqual(["4 numbered cards", "8 numbered cards"])
    const icons = layoutStates("block_cards", of("icons"), placed).map(state => state.label)
    expect(icons.some(label => /\bstrip\b/.test(label))).toBe(true)
    expect(icons.some(label => !/\bstrip\b/.test(label))).toBe(true)
  })
})
