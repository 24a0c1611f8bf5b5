import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { int, str, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { buttons } from "../fields"

const fields = [
  int("limit", "How many records to show (empty: all)"),
  str("link_text", "Label of each record's link (reviews: the booking link; jobs: Apply Now)"),
  buttons("Buttons under the records"),
  str("empty_heading", "Heading shown when there are no open jobs"),
  text("empty_text", "Text shown when there are no open jobs"),
  str("button_text", "Button shown when there are no open jobs: the open application by e-mail"),
] as const

/**
 * Records of a CMS collection, which the block only introduces (heading, copy, how many): the
 * services, industries, reviews, open jobs or newest articles; the records themselves reach the page through
 * BlockPage. `link_text` labels each record's link (a review's booking link, a job's Apply Now);
 * `buttons` as block_cta's panel buttons; with no records, `empty_heading`, `empty_text` and
 * `button_text` (jobs: the open application).
 */
export const records = defineBlock({
  name: "block_records",
  nodeType: "DirectusBlockRecords",
  editor: { icon: "dataset", note: "Records of a collection: the services, industries, client reviews, open jobs or latest insights (edited in their own collections)" },
  fields,
  layouts: {
    services: { text: "The services' cards", uses: ["highlighted_text", "description", "limit"], hydrate: "when-used" },
    industries: { text: "The industries' tiles on a dark band, buttons under them", uses: ["highlighted_text", "description", "limit", "buttons"], hydrate: "when-used" },
    reviews: {
      text: "The client reviews, one at a time, with the rating summary and buttons under them",
      uses: ["highlighted_text", "description", "limit", "link_text", "buttons"], hydrate: "when-seen",
    },
    jobs: {
      text: "The open jobs, each with its Apply Now link; with none, the open application",
      uses: ["highlighted_text", "description", "link_text", "empty_heading", "empty_text", "button_text"], hydrate: "never",
    },
    articles: {
      text: "The latest insights: the newest articles' cards, buttons under them (e.g. to all insights); with no articles, nothing",
      uses: ["highlighted_text", "description", "limit", "buttons"], hydrate: "never",
    },
  },
})
