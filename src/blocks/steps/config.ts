import { defineBlock, everyField } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { list, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon } from "../fields"

const fields = [
  list("steps", "{{ number }}. {{ title }}", [
    str("number", "e.g. 01"), str("title"), str("duration", "e.g. Week 1"), text("description"), icon(),
    strings("features", "Points of the step"),
  ], "The steps, in order"),
  str("total_label", "Label of the total"),
  str("total_value", "e.g. 4-6 weeks"),
  str("features_label", "Heading over each step's points"),
] as const
const uses = everyField(fields)

/** Steps in order. */
export const steps = defineBlock({
  name: "block_steps",
  nodeType: "DirectusBlockSteps",
  editor: { icon: "timeline", note: "Numbered steps (a timeline, a framework, a journey)" },
  fields,
  layouts: {
    timeline: { text: "Timeline", uses, hydrate: "never" },
    framework: { text: "Framework", uses, hydrate: "never" },
    journey: { text: "Journey", uses, hydrate: "when-needed" },
    numbered: { text: "Numbered", uses, hydrate: "never" },
  },
})
