import { defineBlock, everyField } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { int, list, str, text } from "../../../plugins/gatsby-source-directus/src/fields"

const fields = [
  list("items", "{{ source }}: {{ business_type }}, {{ city }}", [
    str("source", "Who said it"), text("quote"), str("business_type"), str("city"), str("outcome", "The result, in a few words"),
    int("rating", "1 to 5"), str("name", "The person (slider layout)"), str("title", "Their role and company (slider layout)"),
  ], "The testimonials"),
] as const
const uses = everyField(fields)

/** Client quotes. */
export const testimonials = defineBlock({
  name: "block_testimonials",
  nodeType: "DirectusBlockTestimonials",
  editor: { icon: "format_quote", note: "Client quotes as cards" },
  fields,
  layouts: {
    cards: { text: "Cards", uses, hydrate: "never" },
    slider: { text: "Slider", uses, hydrate: "when-needed" },
  },
})
