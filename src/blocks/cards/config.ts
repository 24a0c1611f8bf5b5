import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { bool, choice, file, int, rows, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon, link } from "../fields"

const fields = [
  rows("items", "{{ title }}", [
    str("title", "The card's title: the name beside its logo in logo layouts, the point itself in checks"),
    file("logo", "A logo (logo layouts), or a picture in place of the icon (numbered cards, the pane): upload or pick one"),
    str("highlight", "A short emphasis under the title (logo cards), or the figure of a dark tile (logo rows)"),
    text("description"),
    strings("tags", "Small tags at the card's foot (logo cards), one per line"),
    int("number", "The card's number (numbered cards, the pane; empty: its place in the list)"),
    str("subtitle", "A second title (the pane) or the line at the card's foot (cards with a link)"),
    str("badge", "A letter (lettered cards), a place's role (beside a picture), a label (logo tiles, cards with a link)"),
    icon("icon", "Picked from the site's icons (icon, numbered, linked and hover cards)"),
    strings("features", "The card's points, one per line (icon cards, logo cards with points, cards with a link, hover cards)"),
    str("button_text", "A button on the card (icon cards, cards with a link)"),
    link("button_link", "Its link (empty: the site's booking link)"),
    link("link", "The card's own page (cards with a link: labelled by the block's button text)"),
    bool("highlighted", "An accent ring around the card (hover cards)"),
  ], "The cards, in order (logo rows: a card with a logo is a row, one without a dark tile)"),
  choice("tone", [{ value: "light", text: "Light" }, { value: "alt", text: "Tinted" }], "The band's background (empty: light)"),
  bool("strip", "Past four cards, the cards slide sideways as the visitor scrolls (spec: more than 4 benefits)"),
  bool("reveal", "The cards fade in as they come into view"),
  file("image", "The picture beside the cards"),
  str("image_alt", "What the picture shows (for screen readers)"),
  str("footnote_label", "Label of the line under the cards (beside a picture), or the heading over each card's points (hover cards)"),
  text("footnote", "The line under the cards (beside a picture), or the hint telling visitors to hover (hover cards)"),
  str("button_text", "A button under the cards; with cards with a link, each card's link label"),
  link("button_link", "The button's link (empty: the site's booking link)"),
  str("more_heading", "The heading of the items past the first four; {name} is the page's name"),
] as const

const header = ["highlighted_text", "description"] as const

/** Cards whose only motion is an option: static unless they fade in or slide. */
const movesWhen = (block: Readonly<Record<string, unknown>>) => (block.strip === true || block.reveal === true ? "when-needed" : "never")

/** A set of cards, in one of the shapes below. */
export const cards = defineBlock({
  name: "block_cards",
  nodeType: "DirectusBlockCards",
  editor: { icon: "view_module", note: "Cards in a grid, a strip or beside a picture: icons, logos, numbers, letters or checks" },
  fields,
  layouts: {
    icons: {
      text: "Cards with an icon, a title and a text (optional points and button on each)",
      uses: [...header, "items", "tone", "strip", "reveal", "button_text", "button_link"], hydrate: movesWhen,
    },
    numbered: { text: "Numbered cards with an icon; from six cards a sideways strip", uses: [...header, "items"], hydrate: "when-needed" },
    list_with_pane: {
      text: "The first four as a list beside a pane that scrolls through them, the rest as small cards",
      uses: [...header, "items", "more_heading"], hydrate: "when-needed",
    },
    logo_cards: { text: "Cards led by a logo, with a highlight and tags", uses: [...header, "items"], hydrate: "when-needed" },
    logo_points: { text: "Cards with a logo beside the name and checked points", uses: [...header, "items"], hydrate: "when-needed" },
    logo_rows: {
      text: "Logos beside a name and a text; cards without a logo as dark tiles with a figure; a button under them",
      uses: [...header, "items", "tone", "button_text", "button_link"], hydrate: "when-needed",
    },
    logo_tiles: { text: "Small tiles of a logo, a name and a label", uses: [...header, "items"], hydrate: "when-needed" },
    letters: { text: "Cards lettered by their badges, the word they spell above them", uses: [...header, "items"], hydrate: "when-needed" },
    beside_image: {
      text: "Cards beside a picture, with a labelled line under them",
      uses: [...header, "items", "image", "image_alt", "footnote_label", "footnote"], hydrate: "when-needed",
    },
    checks: { text: "A line of checked points (each card's title)", uses: [...header, "items"], hydrate: "never" },
    checked_cards: { text: "Checked titles and texts, with a button under them", uses: [...header, "items", "button_text", "button_link"], hydrate: "when-needed" },
    link_cards: { text: "Cards with points, a link to their page and a button each", uses: [...header, "items", "button_text"], hydrate: "when-needed" },
    hover_points: {
      text: "Cards whose points show on hover or focus",
      uses: [...header, "items", "footnote_label", "footnote"], hydrate: "never",
    },
  },
})
