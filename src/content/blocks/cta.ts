/** View model of block_cta (src/blocks/CtaBlock.tsx). */
import { text, optional, list, buttonTags, iconLabels, withName } from "./common"
import type { ButtonVariant } from "../../components/ui/Button"
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

export interface CtaButton {
  text: string
  link: string
  variant: ButtonVariant
}

const BUTTON_VARIANTS: readonly string[] = ["primary", "secondary", "ghost", "light"] satisfies ButtonVariant[]

/** Variant panel: a closing band with its buttons (links); `{name}` in the copy is the page record's name. */
export function panelView(block: Queries.CtaBlockFragment, name: string): { heading: string; description: string; buttons: CtaButton[] } {
  return {
    heading: withName(block.heading, name),
    description: withName(block.description, name),
    buttons: list(block.buttons).filter(button => button.text && button.link).map(button => ({
      text: text(button.text), link: text(button.link),
      variant: (BUTTON_VARIANTS.includes(text(button.variant)) ? button.variant : "primary") as ButtonVariant,
    })),
  }
}
