/** Ready-to-scale call to action (opens the lead modal) (spec 000 §2.9): copy of one section, a module of its own so a page loads only the copy it shows. */
import type { LeadPageContext } from "../../content/landing"

export interface ReadyToScaleCta {
  heading: string
  highlightedText?: string
  description: string
  buttonText: string
  /** Page context passed to the lead modal by the home call to action. */
  pageContext: LeadPageContext
}

export const readyToScaleCta: ReadyToScaleCta = {
  heading: "Ready to Scale Without Adding Headcount?",
  highlightedText: "Without Adding Headcount",
  description:
    "Tell us where your team loses time. We'll send a free automation strategy with the workflows that pay back fastest and what they would save.",
  buttonText: "Submit Form",
  pageContext: "automation",
}
