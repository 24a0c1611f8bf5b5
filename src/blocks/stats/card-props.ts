/** How the stats layouts draw a figure as a Card (Stats.tsx): pure, unit-tested. */
import type { CardProps } from "../../components/sections/Card"
import type { BesideTextView } from "./view"

/** A figure card: its icon, the figure large over its label (the card's title), then its sentence. */
export const figureCard = ({ icon, value, label, description }: BesideTextView["stats"][number]): CardProps => ({
  media: { icon }, lead: value, title: label, titleSize: 1, titleGap: 0.25, text: description, textSize: 0.9,
})
