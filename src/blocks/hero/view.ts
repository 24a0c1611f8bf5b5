/** What each hero layout shows (Hero.tsx), from the block's data: pure, unit-tested. */
import { text, optional, list, buttonTags, stats, iconLabels, withName, countUpStat } from "../../content/blocks/common"
import type { HeroPicture } from "../../components/layout/PageHero"
import type { ButtonTag } from "../../content/landing"
import type { ProjectRecord } from "../../content/portfolio-detail"
import type { CountUpStat, IconLabel, LabeledStat } from "../../content/types/sections"

/** Layout landing. */
export interface LandingHeroView {
  badge: string
  headline: string
  /** Substring of `headline` rendered in the accent colour. */
  highlightedText?: string
  subheadline: string
  stats: LabeledStat[]
  primaryButton: { text: string; tags: ButtonTag[] }
  /** Short lines under the button (e.g. "Free 30-minute consultation"). */
  reassurances: IconLabel[]
}

export function heroView(block: Queries.HeroBlockFragment): LandingHeroView {
  return {
    badge: text(block.badge),
    headline: text(block.heading),
    highlightedText: optional(block.highlightedText),
    subheadline: text(block.description),
    stats: stats(block.stats),
    primaryButton: { text: text(block.buttonText), tags: buttonTags(block.buttonTags, block.words) },
    reassurances: iconLabels(block.reassurances),
  }
}

/** Layout page: extras of the page's own hero (the CMS hero resolved for the page): jump links and count-up figures. */
export function pageHeroView(block: Queries.HeroBlockFragment): PageHeroExtras {
  return {
    fallback: { title: text(block.heading), description: optional(block.description) },
    links: list(block.links).flatMap(link => (link.anchor && link.label ? [{ label: link.label, anchor: link.anchor }] : [])),
    stats: list(block.stats).flatMap(stat => countUpStat(stat.value, stat.label) ?? []),
    statsLabel: text(block.words?.heroFiguresLabel),
  }
}

export interface PageHeroExtras {
  /** The hero shown when the page has no hero of its own. */
  fallback: { title: string; description?: string }
  links: { label: string; anchor: string }[]
  stats: CountUpStat[]
  /** The figures' name, read out (the settings' words in the block's language). */
  statsLabel: string
}

/** A page's blocks open with its hero (layout page), which then draws the page hero itself, with its extras. */
export const opensWithPageHero = (blocks: readonly { blockType: string; layout?: string | null }[]) =>
  blocks[0]?.blockType === "block_hero" && blocks[0].layout === "page"

/**
 * A block page shows its resolved hero above its blocks unless they open with it: decided by the build
 * (the page context's `showsPageHero`, so the rule's code stays out of the browser) and by the preview
 * for a draft's blocks.
 */
export const showsPageHero = (pageHero: { hero: unknown } | null | undefined, blocks: readonly { blockType: string; layout?: string | null }[]) =>
  Boolean(pageHero?.hero) && !opensWithPageHero(blocks)

/** Layout project: a case study's hero. */
export interface ProjectHero {
  badges: string[]
  /** The project's title (`{name}` in the heading) and summary. */
  fallback: { title: string; description?: string }
  /** The project's picture, framed like a screenshot. */
  picture: HeroPicture | null
  links: { label: string; anchor: string }[]
  /** The button to the live product: the block's label, the project's link; either missing, no button. */
  live: { text: string; link: string } | null
}

/** Layout project: title, text, picture and live link are the project record's; badge, jump links and the live button's label the block's. */
export function projectHeroView(block: Queries.HeroBlockFragment, name: string, project: ProjectRecord | undefined): ProjectHero {
  const card = project?.card
  return {
    badges: block.badge ? [block.badge] : [],
    fallback: { title: withName(block.heading, name), description: project?.summary },
    picture: card ? { ...card.image, alt: `${card.title} preview`, framed: true } : null,
    links: pageHeroView(block).links,
    live: block.buttonText && card?.link ? { text: block.buttonText, link: card.link } : null,
  }
}
