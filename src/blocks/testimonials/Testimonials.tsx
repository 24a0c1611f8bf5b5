import { graphql } from "gatsby"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { testimonials as spec } from "./config"
import { QuoteCards } from "./QuoteCards"
import { QuoteSlider } from "./QuoteSlider"
import { sliderView, testimonialsView } from "./view"

type Block = Queries.TestimonialsBlockFragment

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  cards: (block, { id }) => <QuoteCards id={id ?? "testimonials"} block={testimonialsView(block)} />,
  slider: (block, { id }) => <QuoteSlider id={id} {...sliderView(block)} />,
}

/** Client testimonials: cards with quote, business, city, outcome and rating; or one quote at a time with name and role (layout slider). */
export function TestimonialsBlock({ block, page }: BlockProps<Block>) {
  return renderLayout(spec, LAYOUTS, block, page)
}

export const fragment = graphql`
  fragment TestimonialsBlock on DirectusBlockTestimonials {
    layout anchor heading highlightedText description
    items { source quote businessType city outcome rating name title }
  }
`
