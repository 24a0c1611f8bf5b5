import { defineBlock, everyField } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { int, list, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon } from "../fields"

const fields = [
  list("columns", "{{ title }}", [
    str("title"), str("label", "Small label above the title"), str("cost"), str("cost_caption"), str("timeline"),
    strings("points", "Bullet points"),
    list("items", "{{ short_title }}{{ title }}", [
      str("short_title"), str("long_title"), text("short_description"), text("long_description"), icon(),
      str("title"), text("description"), strings("points", "Bullet points"), str("badge", "Small label on the entry"),
    ], "Entries of the column"),
    str("more_text", "Label of the \"show more\" button"),
  ], "The columns, in order"),
  int("mobile_visible_count", "Entries shown on phones before \"show more\""),
  str("summary_value", "Figure under the columns"),
  str("summary_label", "Its label"),
] as const
const uses = everyField(fields)

/** Columns side by side. */
export const comparison = defineBlock({
  name: "block_comparison",
  nodeType: "DirectusBlockComparison",
  editor: { icon: "compare_arrows", note: "Columns side by side (before/after, cost options, challenges/solutions)" },
  fields,
  layouts: {
    before_after: { text: "Before after", uses, hydrate: "when-needed" },
    cost_columns: { text: "Cost columns", uses, hydrate: "never" },
    challenges_solutions: { text: "Challenges solutions", uses, hydrate: "never" },
  },
})
