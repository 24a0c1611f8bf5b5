import { graphql } from "gatsby"
import { Testimonials } from "../components/landing/Testimonials"
import { testimonialsView } from "../content/blocks/testimonials"
import type { BlockProps } from "./types"

/** Client testimonials: quote, business, city, outcome and rating. */
export function TestimonialsBlock({ block }: BlockProps<Queries.TestimonialsBlockFragment>) {
  return <Testimonials id={block.anchor ?? "testimonials"} block={testimonialsView(block)} />
}

export const fragment = graphql`
  fragment TestimonialsBlock on DirectusBlockTestimonials {
    variant anchor heading highlightedText description
    items { source quote businessType city outcome rating }
  }
`
