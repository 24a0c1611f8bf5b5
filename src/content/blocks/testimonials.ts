/** View model of block_testimonials (src/blocks/TestimonialsBlock.tsx). */
import { text, list, sectionOf } from "./common"
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
