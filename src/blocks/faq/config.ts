import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { list, str, text } from "../../../plugins/gatsby-source-directus/src/fields"

/** Questions and answers (native disclosures). */
export const faq = defineBlock({
  name: "block_faq",
  nodeType: "DirectusBlockFaq",
  editor: { icon: "quiz", label: "FAQ", note: "Frequently asked questions" },
  fields: [list("items", "{{ question }}", [str("question", "The question, as a visitor would ask it"), text("answer", "Its answer, shown when the question is opened")], "The questions and their answers, in order")],
  layouts: {
    accordion: { text: "Questions, each opening to show its answer", uses: ["highlighted_text", "description", "items"], hydrate: "never" },
  },
})
