import { defineBlock, everyField } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon, stats as figures } from "../fields"

const fields = [
  str("headline_value", "The big figure"),
  str("headline_label", "Its label"),
  str("group_title", "Title of the figure group"),
  figures("group_stats", "Figures of the group"),
  figures("stats", "Further figures", text("description"), icon()),
  strings("points", "Bullet points beside the figures"),
] as const
const uses = everyField(fields)

/** Key figures. */
export const stats = defineBlock({
  name: "block_stats",
  nodeType: "DirectusBlockStats",
  editor: { icon: "query_stats", note: "Key figures (ROI, overview)" },
  fields,
  layouts: {
    roi: { text: "Roi", uses, hydrate: "never" },
    overview: { text: "Overview", uses, hydrate: "never" },
    row: { text: "Row", uses, hydrate: "never" },
    count_up: { text: "Count up", uses, hydrate: "when-needed" },
    tiles: { text: "Tiles", uses, hydrate: "never" },
    project_overview: { text: "Project overview", uses, hydrate: "never" },
    results: { text: "Results", uses, hydrate: "never" },
  },
})
