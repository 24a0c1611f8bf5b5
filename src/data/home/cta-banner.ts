/** Call-to-action banner (spec 000 §2.9): copy of one section, a module of its own so a page loads only the copy it shows. */
import type { ButtonContent, LabeledStat } from "../types/sections"

export interface CtaBannerSection {
  heading: string
  description: string
  stats: LabeledStat[]
  /** Opens the booking link in a new tab. */
  button: ButtonContent
}

export const ctaBannerSection: CtaBannerSection = {
  heading: "Get Expert Advice for Your Next Big Project",
  description:
    "Spend 30 minutes with a senior consultant, free. Get honest advice on scope, technology and budget before you commit.",
  stats: [
    { value: "500+", label: "Projects Completed" },
    { value: "92%", label: "Satisfied Rate" },
  ],
  button: { text: "Book Your Free Session", target: { kind: "booking" } },
}
