import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import type { FieldSpec } from "../../../plugins/gatsby-source-directus/src/fields"
import { bool, choice, file, int, rows, str, strings, text } from "../../../plugins/gatsby-source-directus/src/fields"
import { icon, link } from "../fields"

// The fields a card may have; each layout's list below holds the ones its cards show.
const title = (note = "The card's title") => str("title", note)
const logo = (note: string) => file("logo", note)
const description = (note = "The card's text") => text("description", note)
const points = (note = "The card's points, one per line") => strings("features", note)
const cardIcon = () => icon("icon", "Picked from the site's icons")
const number = () => int("number", "The card's number (empty: its place in the list)")
const cardButton = () => [str("button_text", "A button on the card (empty: none)"), link("button_link", "Its link (empty: the site's booking link)")]

/**
 * The cards, one list per card shape: a layout's form shows its own list, holding only the fields
 * its cards show. Every list is the block's `items` on the page.
 */
const cardList = <S extends string>(source: S, fields: FieldSpec[], note = "The cards, in order") =>
  rows(source, "{{ title }}", fields, { note, name: "items", label: "Cards" })

const fields = [
  cardList("icon_cards", [cardIcon(), title(), description(), points("Checked points under the text, one per line (optional)"), ...cardButton()]),
  cardList("numbered_cards", [
    number(), cardIcon(), logo("A picture in place of the icon (optional): upload or pick one"),
    title("The card's title, cut at 35 characters"), description("The card's text, cut at 120 characters"),
  ]),
  cardList("pane_items", [
    number(), cardIcon(), logo("A picture in place of the icon (optional): upload or pick one"), title("The item's title"),
    str("subtitle", "A second title under it"), description(),
  ], "The items: the first four beside the pane, the rest as small cards"),
  cardList("logo_cards", [title("The name beside the logo"), logo("The logo: upload or pick one"), str("highlight", "A short emphasis under the name"), description(), strings("tags", "Small tags at the card's foot, one per line")]),
  cardList("logo_point_cards", [title("The name beside the logo"), logo("The logo: upload or pick one"), description(), points("Checked points, one per line")]),
  cardList("logo_rows", [
    title(), logo("A logo makes the card a row beside its name; without one it is a dark tile"), cardIcon(),
    str("highlight", "The tile's figure (tiles only)"), description(),
  ], "The rows and tiles, in order"),
  cardList("logo_tiles", [title("The name under the logo"), logo("The logo: upload or pick one"), str("badge", "A small label under the name")], "The tiles, in order"),
  cardList("lettered_cards", [str("badge", "The card's letter, or a short label (a place's role)"), title(), description()]),
  cardList("check_items", [title("The point itself")], "The points, in order"),
  cardList("checked_cards", [title("The title beside the check mark, cut at 30 characters"), description("The text under it, cut at 120 characters")]),
  cardList("link_cards", [
    cardIcon(), str("badge", "A small label beside the icon (optional)"), title(), description(), points("A short list under the text, one per line"),
    str("subtitle", "A line at the card's foot"), link("link", "The card's own page (its link reads as the block's button text)"), ...cardButton(),
  ]),
  cardList("hover_cards", [cardIcon(), title(), description(), points("Points shown on hover or focus, one per line"), bool("highlighted", "An accent ring around the card")]),
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

/** Cards whose only motion is an option: static unless they fade in, or slide in a strip (pinned on a wide screen only). */
const movesWhen = (block: Readonly<Record<string, unknown>>) => (block.reveal === true ? "when-seen" : block.strip === true ? "when-seen-wide" : "never")

/** A set of cards, in one of the shapes below. */
export const cards = defineBlock({
  name: "block_cards",
  nodeType: "DirectusBlockCards",
  editor: { icon: "view_module", note: "Cards in a grid, a strip or beside a picture: icons, logos, numbers, letters or checks" },
  fields,
  layouts: {
    icons: {
      text: "Cards with an icon, a title and a text (optional points and button on each)",
      uses: [...header, "icon_cards", "tone", "strip", "reveal", "button_text", "button_link"], hydrate: movesWhen,
    },
    numbered: { text: "Numbered cards with an icon; from six cards a sideways strip", uses: [...header, "numbered_cards"], hydrate: "when-seen-wide" },
    list_with_pane: {
      text: "The first four as a list beside a pane that scrolls through them, the rest as small cards",
      uses: [...header, "pane_items", "more_heading"], hydrate: "when-seen-wide",
    },
    logo_cards: { text: "Cards led by a logo, with a highlight and tags", uses: [...header, "logo_cards"], hydrate: "when-used" },
    logo_points: { text: "Cards with a logo beside the name and checked points", uses: [...header, "logo_point_cards"], hydrate: "when-used" },
    logo_rows: {
      text: "Logos beside a name and a text; cards without a logo as dark tiles with a figure; a button under them",
      uses: [...header, "logo_rows", "tone", "button_text", "button_link"], hydrate: "when-used",
    },
    logo_tiles: { text: "Small tiles of a logo, a name and a label", uses: [...header, "logo_tiles"], hydrate: "when-used" },
    letters: { text: "Cards lettered by their badges, the word they spell above them", uses: [...header, "lettered_cards"], hydrate: "when-seen" },
    beside_image: {
      text: "Cards beside a picture, with a labelled line under them",
      uses: [...header, "lettered_cards", "image", "image_alt", "footnote_label", "footnote"], hydrate: "when-seen",
    },
    checks: { text: "A line of checked points (each card's title)", uses: [...header, "check_items"], hydrate: "never" },
    checked_cards: { text: "Checked titles and texts, with a button under them", uses: [...header, "checked_cards", "button_text", "button_link"], hydrate: "when-used" },
    link_cards: { text: "Cards with points, a link to their page and a button each", uses: [...header, "link_cards", "button_text"], hydrate: "when-used" },
    hover_points: {
      text: "Cards whose points show on hover or focus",
      uses: [...header, "hover_cards", "footnote_label", "footnote"], hydrate: "never",
    },
  },
})
