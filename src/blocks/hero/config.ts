import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { anchor, list, str, strings, untranslated } from "../../../plugins/gatsby-source-directus/src/fields"
import { iconLabels, stats } from "../fields"

const fields = [
  str("badge", "A small label above the heading (a case study: over its title)"),
  stats("stats", "Proof figures under the text (landing: three; page: figures that count up, such as 500+ or 98%)"),
  str("button_text", "The main button's label (landing: it opens the lead form; project: it opens the live project, shown only when the project has a link)"),
  untranslated(strings("button_tags", "Short tags on the button, FREE or LIMITED, one per line")),
  iconLabels("reassurances", "Short lines under the button, each with its icon"),
  list("links", "{{ label }}", [str("label", "The link's words"), anchor("anchor", "The section to jump to (its anchor)")], "Links that jump to a section of this page, under the hero's text"),
] as const

/** A page's hero: heading, proof figures, the call to action or in-page links. */
export const hero = defineBlock({
  name: "block_hero",
  nodeType: "DirectusBlockHero",
  editor: { icon: "web_asset", note: "A page's hero: heading, proof stats, call to action or in-page links" },
  fields,
  layouts: {
    landing: {
      text: "A landing page's hero: a badge, the headline, figures, the button that opens the lead form and reassurances",
      uses: ["highlighted_text", "description", "badge", "stats", "button_text", "button_tags", "reassurances"], hydrate: "when-used",
    },
    page: {
      text: "The page's own hero (the heading and sentence show when the page has no hero of its own), with jump links and counting figures",
      uses: ["description", "stats", "links"], hydrate: "when-used",
    },
    project: {
      text: "A case study's hero: its project's summary and picture, a badge, jump links and a button to the live project ({name} is the project's title)",
      uses: ["badge", "button_text", "links"], hydrate: "when-used",
    },
  },
})
