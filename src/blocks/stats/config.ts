import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { bool, choice, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon, stats as figures } from "../fields"

const fields = [
  str("headline_value", "The big figure, e.g. 400% (headline figure)"),
  str("headline_label", "Its label (headline figure), or the label over the tags (text with facts)"),
  str("group_title", "The title over the first group of figures (headline figure), the facts box (text with facts) or the points (beside a text, with bars)"),
  figures("group_stats", "The first group of figures (headline figure; optional), or the facts, each a label and its value (text with facts)"),
  str("stats_title", "The title over the figures (headline figure)"),
  figures("stats", "The figures; with a text, each is a titled paragraph (text with facts: its label and description)", text("description", "A sentence under the figure (beside a text, with bars), or the paragraph (text with facts)"), icon("icon", "Its icon (beside a text)")),
  strings("points", "The points, one per line (beside a text, with bars), or the tags (text with facts)"),
  choice("tone", [{ value: "alt", text: "Tinted" }, { value: "dark", text: "Dark" }], "The band's background (empty: tinted)"),
  bool("count_up", "The figures count up once when the tiles come into view (a figure without a leading number is left out)"),
] as const

/** Key figures, in one of the shapes below. */
export const stats = defineBlock({
  name: "block_stats",
  nodeType: "DirectusBlockStats",
  editor: { icon: "query_stats", note: "Key figures: a headline figure, a band, tiles, figures beside a text or with bars, a text with its facts" },
  fields,
  layouts: {
    headline: {
      text: "A big figure, then its groups of figures",
      uses: ["highlighted_text", "description", "headline_value", "headline_label", "group_title", "group_stats", "stats_title", "stats"], hydrate: "never",
    },
    band: { text: "A row of figures on a coloured band (the heading, {name} the page's name, is read only by screen readers)", uses: ["stats"], hydrate: "never" },
    tiles: { text: "Figure tiles, optionally counting up", uses: ["highlighted_text", "description", "stats", "tone", "count_up"], hydrate: "never" },
    beside_text: {
      text: "A text with its points ({name} in their title is the page's name) beside figure cards with icons",
      uses: ["highlighted_text", "description", "group_title", "points", "stats"], hydrate: "never",
    },
    text_with_facts: {
      text: "A text with titled paragraphs, beside a box of facts and tags (empty text: the case study's description)",
      uses: ["description", "stats", "group_title", "group_stats", "headline_label", "points"], hydrate: "never",
    },
    bars: {
      text: "Figures with a bar (a percent fills it) on a dark band, then a list of points",
      uses: ["highlighted_text", "description", "stats", "group_title", "points"], hydrate: "never",
    },
  },
})
