/** How the steps layouts draw a step as a Card (Steps.tsx): pure, unit-tested. */
import type { CardProps } from "../../components/sections/Card"
import { stepNumber } from "./view"
import type { StepsView } from "./view"

/** A glass card on the dark band: its icon, "Step 01", the title, its duration in a pill and its text. */
export const stepCard = (step: StepsView["steps"][number]): CardProps => ({
  media: { icon: step.icon, tone: "dark" }, badge: { text: `Step ${stepNumber(step)}`, at: "label" }, title: step.title, titleSize: 1.15,
  pill: step.duration || undefined, text: step.description, textSize: 0.95, surface: "glass", padding: "tall", gap: 0.75,
})
