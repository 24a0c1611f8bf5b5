import type { ButtonContent } from "../../content/types/sections"
import { isSchedulingLink } from "../../content/settings"
import type { ButtonVariant } from "../ui/Button"
import { Button } from "../ui/Button"
import { useSiteSettings } from "../../lib/useSiteSettings"

/** Title (tooltip) of a booking button whose link is not a scheduling link (spec 000 §2.9). */
const INVALID_LINK_TITLE = "Invalid Calendly link"

/**
 * A button from copy: booking link (new tab), an internal route or another site. A `strict` booking
 * button is disabled, titled 'Invalid Calendly link', unless the link is a scheduling link (spec 000 §2.9).
 */
export function ActionButton({ button, variant, strict = false }: { button: ButtonContent; variant?: ButtonVariant; strict?: boolean }) {
  const { bookingLink } = useSiteSettings()
  if (button.target.kind === "internal") return <Button to={button.target.to} variant={variant}>{button.text}</Button>
  if (button.target.kind === "external") return <Button href={button.target.href} variant={variant}>{button.text}</Button>
  if (strict && !isSchedulingLink(bookingLink)) return <Button disabled title={INVALID_LINK_TITLE} variant={variant}>{button.text}</Button>
  return <Button href={bookingLink} variant={variant}>{button.text}</Button>
}
