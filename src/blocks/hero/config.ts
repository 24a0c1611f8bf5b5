import { defineBlock, everyField } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { anchor, list, str, strings } from "../../../plugins/gatsby-source-directus/src/fields"
import { iconLabels, stats } from "../fields"

const fields = [
  str("badge", "A small label above the heading"),
  stats("stats", "Proof figures under the text"),
  str("button_text", "The main button's label"),
  strings("button_tags", "Short points next to the button"),
  iconLabels("reassurances", "Reassurances under the button"),
  list("links", "{{ label }}", [str("label", "The link's words"), anchor("anchor", "The section to jump to (its anchor)")], "In-page links next to the button (page layout)"),
] as const
const uses = everyField(fields)

/** A page's hero: heading, proof figures, the call to action or in-page links. */
export const hero = defineBlock({
  name: "block_hero",
  nodeType: "DirectusBlockHero",
  editor: { icon: "web_asset", note: "A page's hero: heading, proof stats, call to action or in-page links" },
  fields,
  layouts: {
    landing: { text: "Landing", uses, hydrate: "when-needed" },
    page: { text: "Page", uses, hydrate: "when-needed" },
    project: { text: "Project", uses, hydrate: "when-needed" },
  },
})
