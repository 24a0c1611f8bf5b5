/** Why work with us (count-up stats) (spec 000 §2.9): copy of one section, a module of its own so a page loads only the copy it shows. */
import type { CountUpStat, SectionData } from "../types/sections"

export interface WhyWorkWithUsSection {
  section: SectionData
  /** Rendered as `${count}${suffix}` above `label`; counts up once when half visible. */
  stats: CountUpStat[]
}

export const whyWorkWithUsSection: WhyWorkWithUsSection = {
  section: {
    heading: "Why Work With Us",
    highlightedText: "With Us",
    description:
      "A focused team that has shipped software and automation for clients on four continents since 2019.",
  },
  stats: [
    { target: 50, suffix: "+", label: "Projects Delivered" },
    { target: 8, suffix: "", label: "Countries Served" },
    { target: 98, suffix: "%", label: "Client Satisfaction" },
    { target: 24, suffix: "", label: "Hour Support" },
  ],
}
