import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { bool, file, int, rows, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { link, stats } from "../fields"

const fields = [
  stats("stats", "Figures over the cards"),
  rows("items", "{{ title }}", [
    str("title", "A portfolio project's title shows its image and links to it"), text("description", "A short text under the title"),
    file("image", "The card's picture: upload or pick one (a portfolio project's own image wins)"), strings("tags", "Its tags, one per line (at most 3 show under a related project)"),
    strings("points", "Results, one per line (success stories)"),
  ], "The cards, in order; a related list without cards shows the case study's other portfolio projects"),
  int("limit", "How many featured portfolio projects to show (empty: 6)"),
  bool("every", { label: "All projects", note: "Every portfolio project, not only the featured ones (the limit then does not apply)" }),
  str("button_text", "A button under the cards, e.g. View All Projects (empty: no button)"),
  link("button_link"),
] as const

/**
 * Projects: written cards with their figures, a card whose title is a CMS project's showing its image
 * and link (success_stories); the CMS's featured projects up to `limit`, or every one (project_cards;
 * the page's own projects: BlockPage); a case study's related projects (related).
 */
export const projects = defineBlock({
  name: "block_projects",
  nodeType: "DirectusBlockProjects",
  editor: { icon: "work", note: "Projects: written cards with figures (a card titled as a portfolio project links to it), the portfolio's projects, or a case study's related ones" },
  fields,
  layouts: {
    success_stories: { text: "Success stories: figures, then written cards with their results, on a dark band", uses: ["description", "stats", "items"], hydrate: "when-used" },
    project_cards: {
      text: "Cards of the portfolio's projects: the featured ones up to the limit, or every one; a button under them",
      uses: ["highlighted_text", "description", "limit", "every", "button_text", "button_link"], hydrate: "when-used",
    },
    related: { text: "A case study's related projects (at most three), a button under them", uses: ["items", "button_text", "button_link"], hydrate: "when-used" },
  },
})
