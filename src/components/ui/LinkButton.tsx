import type { PanelButton } from "../../content/blocks/cta"
import { Button } from "./Button"

/** A block's link button: another site (or the booking tab) as a plain link, a site path through the router. */
export function LinkButton({ button }: { button: PanelButton }) {
  return button.external
    ? <Button href={button.link} variant={button.variant}>{button.text}</Button>
    : <Button to={button.link} variant={button.variant}>{button.text}</Button>
}
