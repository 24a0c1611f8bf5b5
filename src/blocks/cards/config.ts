import { defineBlock, everyField } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { bool, file, int, list, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon, link } from "../fields"

const fields = [
  list("items", "{{ name }}{{ title }}", [
    str("name"), link("logo", "Logo or image icon: a site path (/images/x.svg) or https URL"), str("highlight", "Short emphasis"),
    text("description"), strings("tags"), int("number", "The card's number, when numbered"), str("title"), str("subtitle"),
    str("badge", "Small label on the card"), icon(), strings("features", "Points of the card"),
    str("button_text", "A button on the card (feature cards, verticals layouts)"), link("button_link", "Its link (empty: the site's booking link)"),
    link("link", "Where the card leads (verticals layout: labelled by the block's button text)"),
    bool("highlighted", "An accent ring around the card (key features layout)"),
  ], "The cards (tools and highlights layout: a card with a logo is a tool, one without is a highlight)"),
  file("image", "A picture beside the cards (places layout)"),
  str("image_alt", "What the picture shows (for screen readers)"),
  str("footnote_label", "Label of the line under the cards"),
  text("footnote", "The line under the cards"),
  str("button_text", "A button under the cards (tech list layout); each card's link label (verticals)"),
  link("button_link", "Its link (empty: the site's booking link)"),
  str("more_heading", "Showcase layout: the heading of the items past the first four; {name} is the page's name"),
] as const
const uses = everyField(fields)

/** A set of cards. */
export const cards = defineBlock({
  name: "block_cards",
  nodeType: "DirectusBlockCards",
  editor: { icon: "view_module", note: "A grid of cards (platforms, icon cards, values, places)" },
  fields,
  layouts: {
    platforms: { text: "Platforms", uses, hydrate: "when-needed" },
    icon_cards: { text: "Icon cards", uses, hydrate: "when-needed" },
    values: { text: "Values", uses, hydrate: "when-needed" },
    places: { text: "Places", uses, hydrate: "when-needed" },
    showcase: { text: "Showcase", uses, hydrate: "when-needed" },
    tech_list: { text: "Tech list", uses, hydrate: "when-needed" },
    core_features: { text: "Core features", uses, hydrate: "when-needed" },
    icon_benefits: { text: "Icon benefits", uses, hydrate: "when-needed" },
    social_platforms: { text: "Social platforms", uses, hydrate: "when-needed" },
    check_list: { text: "Check list", uses, hydrate: "never" },
    icon_grid: { text: "Icon grid", uses, hydrate: "never" },
    platform_grid: { text: "Platform grid", uses, hydrate: "when-needed" },
    tools_highlights: { text: "Tools highlights", uses, hydrate: "when-needed" },
    feature_cards: { text: "Feature cards", uses, hydrate: "when-needed" },
    icon_benefits_alt: { text: "Icon benefits alt", uses, hydrate: "when-needed" },
    model_tiles: { text: "Model tiles", uses, hydrate: "when-needed" },
    icon_benefits_grid: { text: "Icon benefits grid", uses, hydrate: "never" },
    verticals: { text: "Verticals", uses, hydrate: "when-needed" },
    key_features: { text: "Key features", uses, hydrate: "never" },
  },
})
