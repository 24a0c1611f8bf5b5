/** Field shapes several block types share (src/blocks/<type>/config.ts). */
import type { FieldSpec } from "../../plugins/gatsby-source-directus/src/fields"
import { choice, list, str, untranslated, url } from "../../plugins/gatsby-source-directus/src/fields"
import { ICON_NAMES } from "../content/types/icon"

/** The looks of a link button (src/components/ui/Button.tsx). */
const BUTTON_LOOKS = ["primary", "secondary", "ghost", "light"] as const

/**
 * One of the site's icons (src/content/types/icon.ts), picked by its name from a dropdown: a name the
 * site does not have is refused with a warning, never typed by hand.
 */
export const icon = <S extends string = "icon">(source = "icon" as S, note = "Picked from the site's icons") =>
  choice(source, ICON_NAMES.map(name => ({ value: name, text: name })), note)

/** Lines of an icon and a label (reassurances, trust marks, trust signals). */
export const iconLabels = <S extends string>(source: S, note: string) =>
  list(source, "{{ icon }} {{ label }}", [icon(), str("label", "The line's words")], note)

/** Figures: a value ("40%") and its label, and more per entry where a layout shows them. */
export const stats = <S extends string>(source: S, note: string, ...more: FieldSpec[]) =>
  // The figure reads the same in every language (and counts up from its leading digits): only its label is translated.
  list(source, "{{ value }} {{ label }}", [untranslated(str("value", "e.g. 40%")), str("label", "What the figure counts, e.g. Projects Completed"), ...more], note)

/** A link: a site path (/contact), an https URL, mailto: or tel: (the build drops any other). */
export const link = <S extends string>(source: S, note = "A site path (/contact) or an https, mailto: or tel: URL") => url(source, note)

/** Link buttons, each with its look; action "booking" or "whatsapp" goes to the settings' link instead of its own. */
export const buttons = (note: string) =>
  list("buttons", "{{ text }}", [
    str("text", "The button's label"),
    link("link"),
    choice("variant", BUTTON_LOOKS.map(look => ({ value: look, text: look[0].toUpperCase() + look.slice(1) })), "The button's look (empty: the first is the main one)"),
    choice("action", [{ value: "booking", text: "Booking" }, { value: "whatsapp", text: "WhatsApp" }], "Goes to the settings' booking or WhatsApp link instead of its own"),
  ], note)
