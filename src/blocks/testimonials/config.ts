import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { int, list, str, text } from "../../../plugins/gatsby-source-directus/src/fields"

const fields = [
  list("items", "{{ name }}{{ source }}: {{ quote }}", [
    str("source", "Where it was said, e.g. Google Reviews (cards)"), text("quote", "The client's words, without quotation marks (the page adds them)"), str("business_type", "The kind of business (cards)"),
    str("city", "(cards)"), str("outcome", "The result, in a few words (cards)"), int("rating", "1 to 5; empty: 5 (cards)"),
    str("name", "The person (one at a time)"), str("title", "Their role and company (one at a time)"),
  ], "The testimonials"),
] as const

/** Client quotes. */
export const testimonials = defineBlock({
  name: "block_testimonials",
  nodeType: "DirectusBlockTestimonials",
  editor: { icon: "format_quote", note: "Client quotes: cards, or one at a time" },
  fields,
  layouts: {
    cards: { text: "Quote cards with their source, business, city, outcome and rating", uses: ["highlighted_text", "description", "items"], hydrate: "never" },
    slider: { text: "One quote at a time with the person's name and role, moving on by itself", uses: ["highlighted_text", "description", "items"], hydrate: "when-seen" },
  },
})
