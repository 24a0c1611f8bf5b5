import { defineBlock, everyField } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { file, int, rows, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { link, stats } from "../fields"

const fields = [
  stats("stats", "Figures over the cards"),
  rows("items", "{{ title }}", [
    str("title", "A portfolio project's title shows its image and links to it"), text("description"),
    file("image", "The card's picture: upload or pick one (a portfolio project's own image wins)"), strings("tags"), strings("points", "Results"),
  ], "The project cards (success stories layout)"),
  int("limit", "How many featured portfolio projects to show (featured layout)"),
  str("button_text", "A button under the cards (related layout)"),
  link("button_link"),
] as const
const uses = everyField(fields)

/**
 * Projects: written cards with their figures, a card whose title is a CMS project's showing its image
 * and link (success_stories), or the CMS's featured projects up to `limit` (featured; the page's own
 * projects: BlockPage).
 */
export const projects = defineBlock({
  name: "block_projects",
  nodeType: "DirectusBlockProjects",
  editor: { icon: "work", note: "Projects: written cards with figures (a card titled as a portfolio project links to it), or the featured portfolio projects" },
  fields,
  layouts: {
    success_stories: { text: "Success stories", uses, hydrate: "when-needed" },
    featured: { text: "Featured", uses, hydrate: "when-needed" },
    related: { text: "Related", uses, hydrate: "when-needed" },
    all: { text: "All", uses, hydrate: "when-needed" },
  },
})
