/** How the testimonials layouts draw a client's words as a Card (Testimonials.tsx): pure, unit-tested. */
import type { CardProps } from "../../components/sections/Card"
import type { LandingTestimonial } from "./view"

/** A quote card: its stars, the words, the outcome, the kind of business and its city, and where it was given. */
export const quoteCard = (item: LandingTestimonial): CardProps => ({
  quote: { text: item.quote, stars: item.rating, outcome: item.outcome, by: item.businessType, place: item.city, source: item.source },
})
