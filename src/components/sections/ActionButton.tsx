import type { ButtonContent } from "../../content/types/sections"
import type { ButtonVariant } from "../ui/Button"
import { Button } from "../ui/Button"
import { useSiteSettings } from "../../lib/useSiteSettings"

/** A button from copy: booking link (new tab), an internal route or another site. */
export function ActionButton({ button, variant }: { button: ButtonContent; variant?: ButtonVariant }) {
  const { bookingLink } = useSiteSettings()
  if (button.target.kind === "internal") return <Button to={button.target.to} variant={variant}>{button.text}</Button>
  if (button.target.kind === "external") return <Button href={button.target.href} variant={variant}>{button.text}</Button>
  return <Button href={bookingLink} variant={variant}>{button.text}</Button>
}
