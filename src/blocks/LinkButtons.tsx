import { Button } from "../components/ui/Button"
import type { PanelButton } from "../content/blocks/cta"

/** A block's link buttons (linkButtons): another site's (or the booking tab's) as plain links, the site's through the router. */
export function LinkButtons({ buttons }: { buttons: readonly PanelButton[] }) {
  return (
    <>
      {buttons.map(button => button.external
        ? <Button key={button.text} href={button.link} variant={button.variant}>{button.text}</Button>
        : <Button key={button.text} to={button.link} variant={button.variant}>{button.text}</Button>)}
    </>
  )
}
