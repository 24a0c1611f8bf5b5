/** View model of block_hero (src/blocks/HeroBlock.tsx). */
import { text, optional, buttonTags, stats, iconLabels } from "./common"
import type { LandingHero } from "../landing"

export function heroView(block: Queries.HeroBlockFragment): LandingHero {
  return {
    badge: text(block.badge),
    headline: text(block.heading),
    highlightedText: optional(block.highlightedText),
    subheadline: text(block.description),
    stats: stats(block.stats),
    primaryButton: { text: text(block.buttonText), tags: buttonTags(block.buttonTags) },
    reassurances: iconLabels(block.reassurances),
  }
}
