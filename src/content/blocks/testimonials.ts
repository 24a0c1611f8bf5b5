/** View model of block_testimonials (src/blocks/TestimonialsBlock.tsx). */
import { text, list, sectionOf } from "./common"
import type { SampleTestimonial, SectionData } from "../types/sections"
import type { TestimonialsBlock } from "../landing"

export function testimonialsView(block: Queries.TestimonialsBlockFragment): TestimonialsBlock {
  return {
    section: sectionOf(block),
    items: list(block.items).map(item => ({
      source: text(item.source), quote: text(item.quote), businessType: text(item.businessType), city: text(item.city),
      outcome: text(item.outcome), rating: item.rating ?? 5,
    })),
  }
}

/** Variant slider: one quote at a time, with the person's name and role. */
export function sliderView(block: Queries.TestimonialsBlockFragment): { section: SectionData; items: SampleTestimonial[] } {
  return {
    section: sectionOf(block),
    items: list(block.items).map((item, index) => ({ id: index + 1, text: text(item.quote), name: text(item.name), title: text(item.title) })),
  }
}
