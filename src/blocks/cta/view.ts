/** What each call-to-action layout shows (Cta.tsx), from the block's data: pure, unit-tested. */
import { text, optional, list, buttonTags, iconLabels, withName, stats } from "../../content/blocks/common"
import { linkButtons } from "../../content/blocks/link-buttons"
import type { LinkButton } from "../../content/blocks/link-buttons"
import type { ButtonTag } from "../../content/landing"
import type { IconLabel, LabeledStat } from "../../content/types/sections"
import { isPanelLook } from "./config"
import type { PanelLook } from "./config"

type Block = Queries.CtaBlockFragment

/** Layout offer: the offer and the lead form's button, the reassurances under it, the trust marks under the section. */
export interface OfferView {
  heading: string
  highlightedText?: string
  description: string
  offer: string
  buttonText: string
  buttonTags: ButtonTag[]
  reassurances: IconLabel[]
  trustStrip: IconLabel[]
  /** The trust marks' name, read out (the settings' words in the block's language). */
  trustMarksLabel: string
}

export const offerView = (block: Block): OfferView => ({
  heading: text(block.heading), highlightedText: optional(block.highlightedText), description: text(block.description),
  offer: text(block.offer), buttonText: text(block.buttonText), buttonTags: buttonTags(block.buttonTags, block.words),
  reassurances: iconLabels(block.reassurances), trustStrip: iconLabels(block.trustStrip), trustMarksLabel: text(block.words?.trustMarksLabel),
})

/** A sticky bar's lines; its button opens the lead form. */
export interface StickyBarLines {
  headline: string
  subline: string
  buttonText: string
}

/** Layout sticky_bar: the bars by name, the first the one the page shows. */
export interface StickyBarView {
  /** The bar's accessible name (the block's heading). */
  label: string
  defaultBar: string
  bars: Record<string, StickyBarLines>
}

/** No bar with a name, and there is no bar. */
export function stickyBarView(block: Block): StickyBarView | null {
  const bars = list(block.bars).filter(bar => bar.name)
  if (bars.length === 0) return null
  return {
    label: text(block.heading),
    defaultBar: text(bars[0].name),
    bars: Object.fromEntries(bars.map(bar => [text(bar.name), { headline: text(bar.headline), subline: text(bar.subline), buttonText: text(bar.buttonText) }])),
  }
}

/** Layouts panel and notice: a heading, a sentence and buttons; `{name}` in the copy is the page record's name. */
export interface PanelView {
  heading: string
  description: string
  buttons: LinkButton[]
}

export function panelView(block: Block, { name, bookingLink }: { name: string; bookingLink: string }): PanelView {
  return { heading: withName(block.heading, name), description: withName(block.description, name), buttons: linkButtons(block.buttons, { booking: bookingLink }) }
}

/** Layout panel: besides the copy and link buttons, its look, its heading's accent, its figures and a button that opens the lead form. */
export interface PanelLayoutView extends PanelView {
  look: PanelLook
  highlight?: string
  stats: LabeledStat[]
  leadButton?: string
}

export function panelLayoutView(block: Block, page: { name: string; bookingLink: string }): PanelLayoutView {
  // Empty, or a value the build refused (a preview's draft may hold one): a band.
  return { ...panelView(block, page), look: isPanelLook(block.look) ? block.look : "band", highlight: optional(block.highlightedText), stats: stats(block.stats), leadButton: optional(block.buttonText) }
}
