/** View model of block_cta (src/blocks/CtaBlock.tsx). */
import { text, optional, list, buttonTags, iconLabels } from "./common"
import type { CtaContent, IconLabel } from "../../data/types/sections"
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

/** Variant booking: the closing call to action whose button opens the booking link. */
export const bookingCtaView = (block: Queries.CtaBlockFragment): CtaContent => ({
  heading: text(block.heading), description: text(block.description), buttonText: text(block.buttonText),
})
