import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { int, list, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon } from "../fields"

const fields = [
  list("columns", "{{ title }}{{ label }}", [
    str("title", "The column's title (before/after, card columns)"),
    str("label", "The column's name (priced columns)"),
    str("cost", "Its price, e.g. $45K (priced columns)"), str("cost_caption", "The price's label (priced columns)"),
    str("timeline", "Its time to launch, e.g. 2-6 weeks (priced columns)"), str("timeline_caption", "The time's label, e.g. Time to launch (priced columns)"),
    strings("points", "Its points, one per line (priced columns)"),
    list("items", "{{ short_title }}{{ title }}", [
      str("short_title", "A short title over the long one (before/after)"), str("long_title", "(before/after)"),
      text("short_description", "(before/after)"), text("long_description", "(before/after)"), icon(),
      str("title", "(card columns)"), text("description", "(card columns)"), strings("points", "Points under the text, one per line (card columns)"),
      str("badge", "A small label that rings the card, e.g. Featured (card columns)"),
    ], "The column's entries (before/after, card columns)"),
    str("more_text", "The label of the button that shows the rest on phones (before/after)"),
  ], "The columns: the first is the problem, the usual way or the challenges; the second the answer"),
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
      uses: ["highlighted_text", "description", "columns", "mobile_visible_count"], hydrate: "when-needed",
    },
    cost_columns: {
      text: "Two priced columns (price, time to launch, points) with the saving between them",
      uses: ["highlighted_text", "description", "columns", "summary_value", "summary_label"], hydrate: "never",
    },
    card_columns: { text: "Two columns of icon cards under their titles", uses: ["highlighted_text", "description", "columns"], hydrate: "never" },
  },
})
