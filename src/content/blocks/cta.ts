/** View model of block_cta (src/blocks/CtaBlock.tsx). */
import { text, optional, list, buttonTags, iconLabels } from "./common"
import type { IconLabel } from "../../data/types/sections"
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
  /** Opens another site (or the booking tab): a plain link rather than the router's. */
  external: boolean
}

/**
 * Variant panel: heading, text and its buttons, the first the main one. A button with action
 * "booking" goes to the site's booking link (settings), its own link only when none is set.
 */
export function panelView(block: Queries.CtaBlockFragment, bookingLink: string): { heading: string; description: string; buttons: PanelButton[] } {
  return {
    heading: text(block.heading),
    description: text(block.description),
    buttons: list(block.buttons).flatMap(button => {
      const link = (button.action === "booking" && bookingLink) || button.link
      return button.text && link ? [{ text: button.text, link, external: !link.startsWith("/") }] : []
    }),
  }
}
