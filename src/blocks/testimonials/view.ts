/** What each testimonials layout shows (Testimonials.tsx), from the block's data: pure, unit-tested. */
import { text, list, sectionOf } from "../../content/blocks/common"
import type { SampleTestimonial, SectionData } from "../../content/types/sections"

export interface LandingTestimonial {
  source: string
  quote: string
  /** Kind of business, e.g. "Multi-clinic dental group". No personal names. */
  businessType: string
  city: string
  /** One-line outcome, e.g. "32 hours a week saved on appointment admin". */
  outcome: string
  rating: number
}

export interface TestimonialsBlock {
  section: SectionData
  items: LandingTestimonial[]
  /** How a quote's stars are read out ("{rating} out of {max}": the settings' words in the block's language). */
  ratingLabel: string
}

/** A quote's highest rating, and its rating when unset. */
export const MAX_RATING = 5

/** Layout cards: each quote with its source, business, city, outcome and rating (5 when unset). */
export function testimonialsView(block: Queries.TestimonialsBlockFragment): TestimonialsBlock {
  return {
    section: sectionOf(block),
    items: list(block.items).map(item => ({
      source: text(item.source), quote: text(item.quote), businessType: text(item.businessType), city: text(item.city),
      outcome: text(item.outcome), rating: item.rating ?? MAX_RATING,
    })),
    ratingLabel: text(block.words?.ratingLabel),
  }
}

/** Layout slider: one quote at a time, with the person's name and role. */
/** What the slider reads out and its pause button shows: the settings' words in the block's language, placeholders unfilled. */
export interface SliderWords {
  region: string
  /** What the slider is called (aria-roledescription). */
  carousel: string
  show: string
  pause: string
  play: string
}

export function sliderView(block: Queries.TestimonialsBlockFragment): { section: SectionData; items: SampleTestimonial[]; words: SliderWords } {
  const words = block.words
  return {
    section: sectionOf(block),
    words: { region: text(words?.testimonialsLabel), carousel: text(words?.carouselRole), show: text(words?.showTestimonialLabel), pause: text(words?.pauseLabel), play: text(words?.playLabel) },
    items: list(block.items).map((item, index) => ({ id: index + 1, text: text(item.quote), name: text(item.name), title: text(item.title) })),
  }
}
