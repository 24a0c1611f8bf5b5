import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import type { FieldSpec } from "../../../plugins/gatsby-source-directus/src/fields"
import { choice, file, int, list, rows, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon, stats } from "../fields"

// The parts of a tab and of its entries; each layout's list below holds the ones it shows.
const name = (note: string) => str("name", note)
const tabIcon = () => icon("icon", "Its icon")
const tabText = (note: string) => text("description", note)
const title = (note = "The card's title") => str("title", note)
const description = (note = "The card's text") => text("description", note)
const points = (note = "Checked points, one per line") => strings("features", note)

/**
 * A layout's tabs, categories or groups, each with its entries: one list per shape, so a tab's and an
 * entry's form hold only what that shape shows. Every list is the block's `tabs` on the page, and its
 * `entries` their tab's `items` (one source name in every shape, as the build reads the merged list by
 * it). Logos need files, so the logo categories and their entries are child collections' rows.
 */
const tabList = <S extends string>(source: S, tab: FieldSpec[], entries: FieldSpec, note: string) =>
  (entries.type.kind === "list" && entries.type.rows ? rows : list)(source, "{{ name }}", [...tab, entries], { note, name: "tabs", label: "Tabs" })
const entryList = <S extends string>(source: S, fields: FieldSpec[], note: string, label = "Cards") =>
  list(source, "{{ title }}", fields, { note, name: "items", label })

const fields = [
  tabList("card_tabs", [name("The tab's label"), tabIcon(), tabText("The text under the tabs while this tab is open")], entryList("entries", [
    title(), description(), icon("icon", "The card's icon (optional)"), points(),
    stats("figures", "Figures at the card's foot, each a value and its label, e.g. 15 hrs / Saved per week"),
  ], "The tab's cards, in order"), "The tabs, in order"),
  tabList("category_tabs", [name("The category's name"), tabIcon(), tabText("The text under its name")], entryList("entries", [
    title(), description(), str("badge", "A small label beside the title, e.g. Popular (optional)"), points(),
  ], "The category's cards, in order"), "The categories, in order"),
  tabList("logo_tabs", [name("The category's name"), tabIcon(), tabText("The text under its name")], rows("entries", "{{ title }}", [
    title("The name beside the logo"), file("logo", "The logo: upload or pick one"), description(),
    str("highlight", "A key figure, e.g. 400+"), str("highlight_label", "Its label"), points("Checked points, one per line (the first four show)"),
  ], { note: "The category's cards, in order", name: "items", label: "Cards" }), "The categories, in order"),
  tabList("groups", [name("The group's name")], entryList("entries", [
    title("The entry's name"), description("What it is used for (empty on every entry: the names as chips)"),
  ], "The group's entries, in order; on a case study, none: the project's technologies", "Entries"), "The groups, in order"),
  choice("per_row", [{ value: "2", text: "Two" }, { value: "3", text: "Three" }], "Cards per row on wide screens (empty: two)"),
  choice("tone", [{ value: "alt", text: "Tinted" }, { value: "light", text: "Light" }], "The band's background (empty: tinted)"),
  int("mobile_visible_tabs", "Tabs shown on phones before the visitor asks for more (empty: 3)"),
  int("mobile_visible_items", "Cards shown on phones before the visitor asks for more (empty: 2)"),
  str("more_text", "The label of the button that shows the rest on phones"),
] as const

/** Named groups of entries, in one of the shapes below. */
export const tabs = defineBlock({
  name: "block_tabs",
  nodeType: "DirectusBlockTabs",
  editor: { icon: "tab", note: "Named groups of entries: tabs of cards, categories of cards, or groups of named entries (a technology stack)" },
  fields,
  layouts: {
    tabbed_cards: {
      text: "Tabs of cards, one tab open at a time; each card with its figures and checked points",
      uses: ["highlighted_text", "description", "card_tabs", "per_row", "mobile_visible_tabs", "mobile_visible_items", "more_text"], hydrate: "when-used",
    },
    categories: { text: "Every tab as a category (icon, name, text) over cards with checked points and a badge", uses: ["description", "category_tabs"], hydrate: "never" },
    logo_categories: {
      text: "Every tab as a category over cards with a logo, a key figure and checked points",
      uses: ["highlighted_text", "description", "logo_tabs"], hydrate: "when-used",
    },
    groups: {
      text: "Every tab as a box of named entries (a technology stack); on a case study, a tab without entries lists the project's technologies",
      uses: ["highlighted_text", "description", "groups", "tone"], hydrate: "never",
    },
  },
})
