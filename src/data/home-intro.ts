import type { SectionData } from "./types/sections"

/**
 * Home's intro between the page header and the services grid (spec 000 §2.5). Apart from the FAQ
 * copy: the intro renders with the page, the FAQ loads with its own, later chunk.
 */
export const homeIntro: SectionData & { points: string[] } = {
  heading: "One Team From Idea to Auto-Pilot",
  highlightedText: "Auto-Pilot",
  description: "We design, build and run the software, AI and automations behind growing businesses, and stay accountable for the results.",
  points: ["Strategy, build and support under one contract", "Senior engineers on every project", "Fixed scopes with weekly demos"],
}
