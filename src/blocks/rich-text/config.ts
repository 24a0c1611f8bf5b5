import { defineBlock, everyField } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { anchor, htmlWithPictures, list, str, text } from "../../../plugins/gatsby-source-directus/src/fields"

const fields = [
  str("subtitle", "Line under the heading (e.g. last updated)"),
  text("note", "A note before the sections"),
  list("sections", "{{ title }}", [
    anchor("anchor", "The section's id (#anchor): lower-case words joined by hyphens"), str("title", "The section's heading, also its entry in the contents"),
    htmlWithPictures("body", "The section's text (links, lists, emphasis, pictures: each needs its alt text, what it shows)"),
  ], "The sections, in order"),
] as const
const uses = everyField(fields)

/**
 * Sections of sanitised HTML; each anchor is its heading's id. legal_document lists them first and
 * numbers them (each needs its anchor and title); prose runs them on as an article's text (a section
 * without a title continues the text before it).
 */
export const richText = defineBlock({
  name: "block_rich_text",
  nodeType: "DirectusBlockRichText",
  editor: { icon: "subject", note: "Sections of formatted text: an article's body, or a legal document with its contents" },
  fields,
  layouts: {
    legal_document: { text: "A document: its contents list, then its titled sections", uses, hydrate: "never" },
    prose: {
      text: "Flowing text, as an article's body: each section's heading (if it has one) and its text; the block's heading only names it in lists (the article's title heads the page)",
      uses: ["sections"], hydrate: "never",
    },
  },
})
