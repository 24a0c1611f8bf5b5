import { graphql } from "gatsby"
import { Testimonials } from "../components/landing/Testimonials"
import { TestimonialSlider } from "../components/sections/TestimonialSlider"
import { sliderView, testimonialsView } from "../content/blocks/testimonials"
import type { BlockProps } from "./types"

/** Client testimonials: cards with quote, business, city, outcome and rating; or one quote at a time with name and role (layout slider). */
export function TestimonialsBlock({ block }: BlockProps<Queries.TestimonialsBlockFragment>) {
  if (block.layout === "slider") return <TestimonialSlider id={block.anchor ?? undefined} {...sliderView(block)} />
  return <Testimonials id={block.anchor ?? "testimonials"} block={testimonialsView(block)} />
}

export const fragment = graphql`
  fragment TestimonialsBlock on DirectusBlockTestimonials {
    layout anchor heading highlightedText description
    items { source quote businessType city outcome rating name title }
  }
`
