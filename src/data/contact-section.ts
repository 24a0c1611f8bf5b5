/**
 * Copy of the contact section and the mobile contact modal (spec 000 §2.9). Both render with the
 * page, so this copy is a module of its own, apart from the lazily loaded home sections.
 */
import type { IconLabel } from "./types/sections"

export interface ContactSectionCopy {
  heading: string
  text: string
  trustSignals: IconLabel[]
  mobileModal: { title: string; buttonText: string }
}

export const contactSection: ContactSectionCopy = {
  heading: "Ready to scale your project to the next level?",
  text: "Tell us about your project, and we'll provide you with a quick, personalized quote. No hassle, no waiting.",
  trustSignals: [
    { icon: "lock", label: "100% Secure" },
    { icon: "bolt", label: "Quick Response" },
    { icon: "users", label: "Expert Teams" },
  ],
  mobileModal: { title: "Get Your Free Health Check", buttonText: "Get Free Health Check" },
}
