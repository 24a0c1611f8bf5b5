import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import type { FieldSpec } from "../../../plugins/gatsby-source-directus/src/fields"
import { int, list, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon } from "../fields"

/**
 * A layout's two columns: one list per shape, so a column's and an entry's form hold only what that
 * shape shows. Every list is the block's `columns` on the page, and its `entries` their column's
 * `items` (one source name in every shape, as the build reads the merged list by it).
 */
const columnList = <S extends string>(source: S, template: string, fields: FieldSpec[], note: string) =>
  list(source, template, fields, { note, name: "columns", label: "Columns" })
const entryList = (template: string, fields: FieldSpec[], note: string, label: string) =>
  list("entries", template, fields, { note, name: "items", label })
const columnTitle = () => str("title", "The column's title")

const fields = [
  columnList("contrast_columns", "{{ title }}", [
    columnTitle(),
    entryList("{{ short_title }}", [
      str("short_title", "A short name for the entry in this list (the page shows the full title)"), str("long_title", "The full title"),
      text("short_description", "A line under the short title"), text("long_description", "The full text under the long title"), icon(),
    ], "The column's entries, in order", "Entries"),
    str("more_text", "The label of the button that shows the rest on phones"),
  ], "The two columns: the first the problems, the second their solutions"),
  columnList("priced_columns", "{{ label }}", [
    str("label", "The column's name"),
    str("cost", "Its price, e.g. $45K"), str("cost_caption", "The price's label"),
    str("timeline", "Its time to launch, e.g. 2-6 weeks"), str("timeline_caption", "The time's label, e.g. Time to launch"),
    strings("points", "Its points, one per line"),
  ], "The two columns: the first the usual way, the second the better one"),
  columnList("card_columns", "{{ title }}", [
    columnTitle(),
    entryList("{{ title }}", [
      str("title", "The card's title"), text("description", "The card's text"), icon("icon", "The card's icon"),
      strings("points", "Points under the text, one per line"), str("badge", "A small label that rings the card, e.g. Featured (optional)"),
    ], "The column's cards, in order", "Cards"),
  ], "The two columns: the first the challenges, the second the answers"),
  int("mobile_visible_count", "Entries of each list shown on phones before its button (empty: 3)"),
  str("summary_value", "The figure between the columns, e.g. 70%"),
  str("summary_label", "Its label"),
] as const

/** Two columns side by side, in one of the shapes below. */
export const comparison = defineBlock({
  name: "block_comparison",
  nodeType: "DirectusBlockComparison",
  editor: { icon: "compare_arrows", note: "Two columns side by side: before and after, two prices with the saving, or two columns of cards" },
  fields,
  layouts: {
    before_after: {
      text: "Problems against solutions, each list cut on phones until its button",
      uses: ["highlighted_text", "description", "contrast_columns", "mobile_visible_count"], hydrate: "when-used",
    },
    cost_columns: {
      text: "Two priced columns (price, time to launch, points) with the saving between them",
      uses: ["highlighted_text", "description", "priced_columns", "summary_value", "summary_label"], hydrate: "never",
    },
    card_columns: { text: "Two columns of icon cards under their titles", uses: ["highlighted_text", "description", "card_columns"], hydrate: "never" },
  },
})
