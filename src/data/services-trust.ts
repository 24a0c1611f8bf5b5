/**
 * The services page's trust cards (spec 000 §2.6), shown above the fold: a module of its own so the
 * page's first load does not carry the copy of every home section.
 */
import type { IconBenefitCard, SectionData } from "./types/sections"

export interface TrustCardsSection {
  section: SectionData
  cards: IconBenefitCard[]
}

export const servicesTrustSection: TrustCardsSection = {
  section: {
    heading: "Why Choose Our Services",
    highlightedText: "Our Services",
    description:
      "One partner for strategy, design, engineering and automation, accountable from the first call to long after launch.",
  },
  cards: [
    {
      icon: "users",
      title: "Expert Development Team",
      description:
        "Senior engineers, designers and automation specialists who have delivered 500+ projects across 8 countries.",
    },
    {
      icon: "calendar",
      title: "Agile Methodology",
      description:
        "Two-week sprints, working demos and a shared board, so you see progress and can change priorities at any time.",
    },
    {
      icon: "heart",
      title: "Full-Service Support",
      description:
        "From discovery to launch and beyond: maintenance, monitoring and 24/7 support plans that keep your product running.",
    },
  ],
}
