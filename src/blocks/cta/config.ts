import { defineBlock, everyField } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { list, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { buttons, iconLabels, stats } from "../fields"

const fields = [
  text("offer", "The offer in a sentence"),
  str("button_text", "The main button's label"),
  strings("button_tags", "Short points next to the button"),
  iconLabels("reassurances", "Reassurances under the button"),
  iconLabels("trust_strip", "Trust marks under the section"),
  list("bars", "{{ name }}", [
    str("name", "Which bar (e.g. mobile, desktop)"), str("headline"), str("subline"), str("button_text"),
  ], "Sticky bars (sticky bar layout)"),
  buttons("Buttons of the panel (panel, notice and not found layouts)"),
  stats("stats", "Figures beside the call to action (banner layout)"),
] as const
const uses = everyField(fields)

/** A call to action. */
export const cta = defineBlock({
  name: "block_cta",
  nodeType: "DirectusBlockCta",
  editor: { icon: "ads_click", note: "Call to action (final section, sticky bar or a panel of buttons)" },
  fields,
  layouts: {
    final: { text: "Final", uses, hydrate: "when-needed" },
    sticky_bar: { text: "Sticky bar", uses, hydrate: "when-needed" },
    panel: { text: "Panel", uses, hydrate: "when-needed" },
    booking: { text: "Booking", uses, hydrate: "never" },
    notice: { text: "Notice", uses, hydrate: "when-needed" },
    not_found: { text: "Not found", uses, hydrate: "when-needed" },
    banner: { text: "Banner", uses, hydrate: "never" },
    lead_box: { text: "Lead box", uses, hydrate: "when-needed" },
  },
})
