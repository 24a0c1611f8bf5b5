/** What each records layout shows (Records.tsx): the block's own copy; the records come from BlockPage. Pure, unit-tested. */
import { headingId, sectionOf, text } from "../../content/blocks/common"
import { industryPath } from "../../content/industries"
import type { IndustryCard } from "../../content/industries"
import { industryFallbackCards } from "../../content/industry-fallback"
import { linkButtons } from "../../content/blocks/link-buttons"
import type { LinkButton } from "../../content/blocks/link-buttons"
import type { SectionData } from "../../content/types/sections"
import type { LanguageCode } from "../../content/languages"
import type { ArticleWords } from "../../components/insights/article-card"

/** Layouts services, industries and reviews. */
export interface RecordsBlockView {
  section: SectionData
  /** How many records to show (none: all). */
  limit: number | undefined
  /** Label of each record's link (a review's booking link). */
  linkText: string
  /** The call to read more on each service card (the settings' words in the block's language). */
  learnMore: string
  buttons: LinkButton[]
}

/** What the reviews carousel shows and reads out: the settings' words in the block's language, placeholders unfilled. */
export interface ReviewWords {
  region: string
  list: string
  /** What the carousel and each slide are called (aria-roledescription). */
  carousel: string
  slideRole: string
  slide: string
  previous: string
  next: string
  summary: string
  rating: string
}

export function reviewWords(block: Queries.RecordsBlockFragment): ReviewWords {
  const words = block.words
  return {
    region: text(words?.reviewsLabel), list: text(words?.reviewsListLabel), slide: text(words?.slideLabel),
    carousel: text(words?.carouselRole), slideRole: text(words?.slideRole),
    previous: text(words?.previousReviewLabel), next: text(words?.nextReviewLabel),
    summary: text(words?.ratingSummary), rating: text(words?.ratingLabel),
  }
}

/** What the articles' cards say besides each article: the settings' reading time in the block's language, and that language (its dates'). */
export function articleWords(block: Queries.RecordsBlockFragment): ArticleWords {
  // The settings node's language is one of LANGUAGES (the source plugin made a node per language), and every block has them.
  return { readingTime: text(block.words?.insightsReadingTime), language: block.words?.language as LanguageCode }
}

export function recordsView(block: Queries.RecordsBlockFragment, bookingLink: string): RecordsBlockView {
  return {
    section: sectionOf(block), limit: block.limit ?? undefined, linkText: text(block.linkText), learnMore: text(block.words?.learnMoreLabel),
    buttons: linkButtons(block.buttons, { booking: bookingLink }),
  }
}

export interface JobsCopy {
  /** Each job's link label (Apply Now). */
  linkText: string
  /** Shown when there are no jobs: a heading, a sentence and the open application's button. */
  empty: { heading: string; text: string; buttonText: string }
}

/** Layout jobs: the open positions and their empty state. */
export interface JobsBlock {
  id: string | undefined
  headingId: string
  section: SectionData
  copy: JobsCopy
}

export const jobsView = (block: Queries.RecordsBlockFragment): JobsBlock => ({
  id: block.anchor ?? undefined,
  headingId: headingId(block.anchor, "records"),
  section: sectionOf(block),
  copy: {
    linkText: text(block.linkText),
    empty: { heading: text(block.emptyHeading), text: text(block.emptyText), buttonText: text(block.buttonText) },
  },
})

/** Layout industries: a tile per industry. */
export interface IndustryTile { id: string; title: string; description: string; icon: string; path: string }

/** Store industries, or the eight static fallback cards when the store has none (spec 000 §4.5). */
export function industryTiles(industries: readonly IndustryCard[]): IndustryTile[] {
  if (industries.length > 0) {
    return industries.map(i => ({ id: i.id, title: i.title, description: i.shortDescription, icon: i.icon.src, path: i.path }))
  }
  return [...industryFallbackCards]
    .sort((a, b) => a.order - b.order)
    .map(card => ({ id: `fallback-${card.id}`, title: card.title, description: card.shortDescription, icon: card.iconPath, path: industryPath(card.slug) }))
}
