/** How the testimonials layouts draw a client's words as a Card (Testimonials.tsx): pure, unit-tested. */
import type { CardProps } from "../../components/sections/Card"
import { fillIn } from "../../content/words"
import { MAX_RATING } from "./view"
import type { LandingTestimonial } from "./view"

/** A quote card: its stars (named by `ratingLabel`, the block's words), the words, the outcome, the kind of business and its city, and where it was given. */
export const quoteCard = (ratingLabel: string) => (item: LandingTestimonial): CardProps => ({
  quote: {
    text: item.quote, stars: item.rating, rated: fillIn(ratingLabel, { rating: item.rating, max: MAX_RATING }),
    outcome: item.outcome, by: item.businessType, place: item.city, source: item.source,
  },
})
