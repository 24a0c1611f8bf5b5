/** Featured portfolio (home, services and service pages; service pages put their title first) (spec 000 §2.9): copy of one section, a module of its own so a page loads only the copy it shows. */
import type { SectionData } from "../types/sections"

export const featuredProjectsSection: SectionData = {
  heading: "Featured Projects",
  highlightedText: "Projects",
  description: "A selection of products, automations and AI systems we have shipped for clients across eight countries.",
}
