import { defineBlock } from "../../../plugins/gatsby-source-directus/src/block-spec"
import { choice, list, str, strings, text, untranslated } from "../../../plugins/gatsby-source-directus/src/fields"
import { buttons, iconLabels, stats } from "../fields"

/** Where a panel sits, each with what editors read in its dropdown. */
const PANEL_LOOKS = {
  band: "A full-width dark band",
  glow: "A full-width dark band with a glow at its top",
  box: "A dark box with a glow inside the page's width",
  light: "A light box; the heading is a section heading, with its highlighted part",
} as const
export type PanelLook = keyof typeof PANEL_LOOKS
export const isPanelLook = (value: unknown): value is PanelLook => typeof value === "string" && Object.prototype.hasOwnProperty.call(PANEL_LOOKS, value)

const fields = [
  text("offer", "The offer in a sentence, in a dashed box over the button (offer)"),
  str("button_text", "The label of a button that opens the lead form (offer; panel: after its link buttons, none if empty)"),
  untranslated(strings("button_tags", "Short tags on the button, FREE or LIMITED, one per line (offer)")),
  iconLabels("reassurances", "Short lines under the button, each with its icon (offer)"),
  iconLabels("trust_strip", "Trust marks under the section, each with its icon (offer)"),
  list("bars", "{{ name }}", [
    untranslated(str("name", "The bar's name; the first is the one the page shows")), str("headline", "The bar's bold line"), str("subline", "A short line under it"), str("button_text", "Its button opens the lead form"),
  ], "The bars the bottom of a phone's screen can show (sticky bar; the heading names it for screen readers)"),
  buttons("The buttons, the first the main one (panel, notice; a booking action goes to the settings' booking link)"),
  stats("stats", "Figures beside the text (panel: a panel with figures is a dark band)"),
  choice("look", Object.entries(PANEL_LOOKS).map(([value, text]) => ({ value, text })), "Where the panel sits (empty: a dark band)"),
  str("code", "A large code over the heading, e.g. 404; the band then has a glow (notice)"),
] as const

/** A button to a site path (no settings' link in its place). */
const isRoute = (button: unknown) =>
  typeof button === "object" && button !== null && !("action" in button && button.action) && "link" in button && typeof button.link === "string" && button.link.startsWith("/")

/** Buttons to site paths go through the router once hydrated; buttons that only leave the site never hydrate. */
const routesWhen = (block: Readonly<Record<string, unknown>>) => (Array.isArray(block.buttons) && block.buttons.some(isRoute) ? "when-used" : "never")
/** A panel hydrates for its routes, and for a button that opens the lead form. */
const panelHydration = (block: Readonly<Record<string, unknown>>) => (block.buttonText ? "when-used" : routesWhen(block))

/** A call to action, in one of the shapes below. */
export const cta = defineBlock({
  name: "block_cta",
  nodeType: "DirectusBlockCta",
  editor: { icon: "ads_click", label: "Call to action", note: "Call to action: an offer, a panel of buttons (on a band, in a box, beside figures), a phone's sticky bar, or a page that is only a notice" },
  fields,
  layouts: {
    offer: {
      text: "An offer whose button opens the lead form, with reassurances and trust marks",
      uses: ["highlighted_text", "description", "offer", "button_text", "button_tags", "reassurances", "trust_strip"], hydrate: "when-used",
    },
    panel: {
      text: "A heading, a sentence and buttons on a dark band, in a dark box or in a light box, figures beside them on a band ({name} is the page's name)",
      uses: ["highlighted_text", "description", "buttons", "button_text", "stats", "look"], hydrate: panelHydration,
    },
    sticky_bar: { text: "A bar at the bottom of a phone's screen whose button opens the lead form", uses: ["bars"], hydrate: "when-used" },
    notice: { text: "A page that is only a notice: its heading, a sentence and buttons", uses: ["description", "buttons", "code"], hydrate: routesWhen },
  },
})
