/** The view of a block's link buttons (the `buttons` field of src/blocks/fields.ts), as LinkButtons renders them. */
import { list, text } from "./common"
import type { Maybe } from "./common"
import type { ButtonVariant } from "../../components/ui/Button"

export interface LinkButton {
  text: string
  link: string
  variant: ButtonVariant
  /** Opens another site (or the booking tab): a plain link rather than the router's. */
  external: boolean
}

const BUTTON_VARIANTS: readonly string[] = ["primary", "secondary", "ghost", "light"] satisfies ButtonVariant[]

type ButtonData = { text: Maybe<string>; link: Maybe<string>; variant: Maybe<string>; action: Maybe<string> }

/**
 * A block's link buttons (calls to action, contact details, records). A button with an action
 * ("booking", "whatsapp") goes to that link of the settings, its own link only when none is set; its
 * look is its own `variant`, else the first is the main (light) one.
 */
export function linkButtons(buttons: Maybe<readonly ButtonData[]>, actionLinks: Partial<Record<string, string>>): LinkButton[] {
  return list(buttons).flatMap((button, index) => {
    const link = (button.action && actionLinks[button.action]) || button.link
    if (!button.text || !link) return []
    const variant = (BUTTON_VARIANTS.includes(text(button.variant)) ? button.variant : index === 0 ? "light" : "ghost") as ButtonVariant
    return [{ text: button.text, link, variant, external: !link.startsWith("/") }]
  })
}
