/** View model of block_cta (src/blocks/CtaBlock.tsx). */
import { text, optional, list, buttonTags, iconLabels, withName, sectionOf, stats, buttonContent } from "./common"
import type { Maybe } from "./common"
import type { ButtonVariant } from "../../components/ui/Button"
import type { IconLabel, CtaContent, SectionData } from "../types/sections"
import type { CtaBannerContent } from "../../components/sections/CtaBanner"
import type { FinalCtaBlock, StickyBarContent } from "../landing"

/** Variant final: the closing call to action and the trust strip under it. */
export function finalCtaView(block: Queries.CtaBlockFragment): { block: FinalCtaBlock; trustStrip: IconLabel[] } {
  return {
    block: {
      heading: text(block.heading), highlightedText: optional(block.highlightedText), description: text(block.description),
      offer: text(block.offer), buttonText: text(block.buttonText), buttonTags: buttonTags(block.buttonTags), reassurances: iconLabels(block.reassurances),
    },
    trustStrip: iconLabels(block.trustStrip),
  }
}

/** Variant sticky_bar: the first bar is the one the page shows; none, and there is no bar. */
export function stickyBarView(block: Queries.CtaBlockFragment): StickyBarContent | null {
  const bars = list(block.bars).filter(bar => bar.name)
  if (bars.length === 0) return null
  return {
    label: text(block.heading),
    defaultVariant: text(bars[0].name),
    variants: Object.fromEntries(bars.map(bar => [text(bar.name), { headline: text(bar.headline), subline: text(bar.subline), buttonText: text(bar.buttonText) }])),
  }
}

export interface PanelButton {
  text: string
  link: string
  variant: ButtonVariant
  /** Opens another site (or the booking tab): a plain link rather than the router's. */
  external: boolean
}

const BUTTON_VARIANTS: readonly string[] = ["primary", "secondary", "ghost", "light"] satisfies ButtonVariant[]

/** Variant panel: a closing band with its buttons (linkButtons); `{name}` in the copy is the page record's name. */
export function panelView(block: Queries.CtaBlockFragment, { name, bookingLink }: { name: string; bookingLink: string }): { heading: string; description: string; buttons: PanelButton[] } {
  return {
    heading: withName(block.heading, name),
    description: withName(block.description, name),
    buttons: linkButtons(block.buttons, { booking: bookingLink }),
  }
}

type ButtonData = { text: Maybe<string>; link: Maybe<string>; variant: Maybe<string>; action: Maybe<string> }

/**
 * A block's link buttons (block_cta's panel, block_form's contact details). A button with an action
 * ("booking", "whatsapp") goes to that link of the settings, its own link only when none is set; its
 * look is its own `variant`, else the first is the main (light) one.
 */
export function linkButtons(buttons: Maybe<readonly ButtonData[]>, actionLinks: Partial<Record<string, string>>): PanelButton[] {
  return list(buttons).flatMap((button, index) => {
    const link = (button.action && actionLinks[button.action]) || button.link
    if (!button.text || !link) return []
    const variant = (BUTTON_VARIANTS.includes(text(button.variant)) ? button.variant : index === 0 ? "light" : "ghost") as ButtonVariant
    return [{ text: button.text, link, variant, external: !link.startsWith("/") }]
  })
}

/** Variant booking: the closing call to action whose button opens the booking link. */
export const bookingCtaView = (block: Queries.CtaBlockFragment): CtaContent => ({
  heading: text(block.heading), description: text(block.description), buttonText: text(block.buttonText),
})

/** Variant banner: heading, text and a button that opens the booking link, beside the figures. */
export const bannerView = (block: Queries.CtaBlockFragment): CtaBannerContent => ({
  heading: text(block.heading), description: text(block.description), stats: stats(block.stats), button: buttonContent(block.buttonText, null),
})

/** Variant lead_box: the section heading in a box, and a button that opens the lead modal. */
export const leadBoxView = (block: Queries.CtaBlockFragment): { section: SectionData; buttonText: string } => ({
  section: sectionOf(block), buttonText: text(block.buttonText),
})
