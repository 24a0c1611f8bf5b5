import type { LinkButton } from "../../content/blocks/link-buttons"
import { Button } from "./Button"

/** A block's link buttons (linkButtons): another site (or the booking tab) as plain links, site paths through the router. */
export function LinkButtons({ buttons }: { buttons: readonly LinkButton[] }) {
  return (
    <>
      {buttons.map(button => button.external
        ? <Button key={button.text} href={button.link} variant={button.variant}>{button.text}</Button>
        : <Button key={button.text} to={button.link} variant={button.variant}>{button.text}</Button>)}
    </>
  )
}
