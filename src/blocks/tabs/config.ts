import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { choice, file, int, rows, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon, stats } from "../fields"

const fields = [
  rows("tabs", "{{ name }}", [
    str("name", "The tab's label, or the category's name"),
    icon("icon", "Its icon (tabs of cards, categories)"),
    text("description", "The text under the tabs while this one is open, or under the category's name"),
    rows("items", "{{ title }}", [
      str("title", "The card's title, or the entry's name (groups)"),
      text("description", "What it is, or what it is used for (groups; empty on every entry: the names as chips)"),
      stats("figures", "Figures at the card's foot, each a value and its label, e.g. 15 hrs / Saved per week (tabs of cards)"),
      strings("features", "Checked points, one per line (logo categories show the first four)"),
      icon("icon", "The card's icon (tabs of cards; optional)"),
      str("badge", "A small label beside the title, e.g. Popular (categories)"),
      file("logo", "The logo: upload or pick one (logo categories)"),
      str("highlight", "A key figure, e.g. 400+ (logo categories)"),
      str("highlight_label", "Its label"),
    ], { note: "The tab's cards, or the category's entries", label: "Entries" }),
  ], "The tabs, categories or groups, in order"),
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
      uses: ["highlighted_text", "description", "tabs", "per_row", "mobile_visible_tabs", "mobile_visible_items", "more_text"], hydrate: "when-needed",
    },
    categories: { text: "Every tab as a category (icon, name, text) over cards with checked points and a badge", uses: ["description", "tabs"], hydrate: "never" },
    logo_categories: {
      text: "Every tab as a category over cards with a logo, a key figure and checked points",
      uses: ["highlighted_text", "description", "tabs"], hydrate: "when-needed",
    },
    groups: {
      text: "Every tab as a box of named entries (a technology stack); on a case study, a tab without entries lists the project's technologies",
      uses: ["highlighted_text", "description", "tabs", "tone"], hydrate: "never",
    },
  },
})
