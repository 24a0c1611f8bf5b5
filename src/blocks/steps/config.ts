import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { list, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon } from "../fields"

/** Steps in order: numbered cards, full rows with what each delivers, or milestones on a line. */
export const steps = defineBlock({
  name: "block_steps",
  nodeType: "DirectusBlockSteps",
  editor: { icon: "timeline", note: "Steps in order: numbered cards, full rows with what each step delivers, or milestones on a line" },
  fields: [
    list("steps", "{{ number }}. {{ title }}", [
      str("number", "The step's number (cards, rows: empty is its place in the list) or its mark on the line of milestones (e.g. 2019)"),
      str("title", "On cards at most 35 characters, the rest is cut (spec 001)"),
      str("duration", "How long it takes, e.g. 2-3 days (cards and rows; optional)"),
      text("description", "On cards at most 150 characters, the rest is cut (spec 001)"),
      icon("icon", "The step's icon (cards and rows)"),
      strings("features", "What the step delivers (rows), one per line"),
    ], "The steps, in order"),
    str("total_label", "The label of a line under the cards, such as the time the whole project takes (optional)"),
    str("total_value", "Its figure, e.g. 2-6 weeks"),
    str("features_label", "The heading over each row's deliverables, e.g. Deliverables"),
  ],
  layouts: {
    cards: { text: "Numbered cards on a dark band", uses: ["highlighted_text", "description", "steps", "total_label", "total_value"], hydrate: "never" },
    rows: { text: "Full rows with what each step delivers", uses: ["highlighted_text", "description", "steps", "features_label"], hydrate: "never" },
    milestones: { text: "Milestones on a line, each with its mark", uses: ["highlighted_text", "description", "steps"], hydrate: "when-seen" },
  },
})
