import { defineBlock, everyField } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { int, list, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon, link } from "../fields"

const fields = [
  list("tabs", "{{ name }}", [
    str("name", "Tab label"), icon(), text("description"),
    list("items", "{{ title }}", [
      str("title"), text("description"), int("hours_saved_per_week"), str("roi", "e.g. 300%"), str("timeline"),
      str("cost_range"), strings("features"), icon(), str("badge", "Small label on the entry"),
      link("logo", "Logo: a site path or https URL"), str("highlight", "A key figure, e.g. 400+"), str("highlight_label", "Its label"),
    ], "Entries of the tab"),
  ], "The tabs, in order"),
  int("mobile_visible_tabs", "Tabs shown on phones before \"show more\""),
  int("mobile_visible_items", "Use cases shown on phones before \"show more\""),
  str("more_text", "Label of the \"show more\" button"),
] as const
const uses = everyField(fields)

/** Tabs of entries; on a case study a technology tab without entries lists the project's own technologies. */
export const tabs = defineBlock({
  name: "block_tabs",
  nodeType: "DirectusBlockTabs",
  editor: { icon: "tab", note: "Tabs of entries (use cases, service categories, technologies)" },
  fields,
  layouts: {
    automation_use_cases: { text: "Automation use cases", uses, hydrate: "when-needed" },
    ai_use_cases: { text: "Ai use cases", uses, hydrate: "when-needed" },
    service_categories: { text: "Service categories", uses, hydrate: "never" },
    technology: { text: "Technology", uses, hydrate: "never" },
    platforms: { text: "Platforms", uses, hydrate: "when-needed" },
    technology_light: { text: "Technology light", uses, hydrate: "never" },
  },
})
