import { graphql } from "gatsby"
import type { BlockProps } from "../types"
import { QuoteCards } from "./QuoteCards"
import { QuoteSlider } from "./QuoteSlider"
import { sliderView, testimonialsView } from "./view"

/** Client testimonials: cards with quote, business, city, outcome and rating; or one quote at a time with name and role (layout slider). */
export function TestimonialsBlock({ block }: BlockProps<Queries.TestimonialsBlockFragment>) {
  if (block.layout === "slider") return <QuoteSlider id={block.anchor ?? undefined} {...sliderView(block)} />
  return <QuoteCards id={block.anchor ?? "testimonials"} block={testimonialsView(block)} />
}

export const fragment = graphql`
  fragment TestimonialsBlock on DirectusBlockTestimonials {
    layout anchor heading highlightedText description
    items { source quote businessType city outcome rating name title }
  }
`
