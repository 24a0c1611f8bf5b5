import { graphql } from "gatsby"
import type { BlockProps } from "../types"
import { renderLayout } from "../layouts"
import type { LayoutRenderers } from "../layouts"
import { testimonials as spec } from "./config"
import { CardBand } from "../../components/sections/CardBand"
import { sectionHeading } from "../../components/sections/Section"
import { quoteCard } from "./card-props"
import { QuoteSlider } from "./QuoteSlider"
import { sliderView, testimonialsView } from "./view"

type Block = Queries.TestimonialsBlockFragment

/** Each layout's section. */
const LAYOUTS: LayoutRenderers<typeof spec, Block> = {
  // Three client quotes a row from lg, with their source, city and outcome (no personal names).
  cards: (block, { id = "testimonials" }) => {
    const { section, items, ratingLabel } = testimonialsView(block)
    return <CardBand id={id} heading={sectionHeading(`${id}-heading`, section)} items={items} keyOf={item => item.source} columns={{ lg: 3 }} card={quoteCard(ratingLabel)} />
  },
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
    words { testimonialsLabel showTestimonialLabel pauseLabel playLabel carouselRole ratingLabel }
  }
`
