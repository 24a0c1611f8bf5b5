/** Core Feature (two cards) (spec 000 §2.9): copy of one section, a module of its own so a page loads only the copy it shows. */
import type { FeatureCard, SectionData } from "../types/sections"

export interface CoreFeatureSection {
  section: SectionData
  cards: FeatureCard[]
}

export const coreFeatureSection: CoreFeatureSection = {
  section: {
    heading: "Core Feature",
    highlightedText: "Feature",
    description:
      "Two ways we transform how your business runs: automate the work you do today, and build the AI products you need next.",
  },
  cards: [
    {
      icon: "cog",
      title: "Business Automation",
      description:
        "Repetitive work across sales, finance and operations automated with n8n, Zapier, Make and Power Automate, and monitored 24/7.",
      points: ["85% fewer manual tasks", "$50K+ average annual savings", "First workflows live in 2-4 weeks"],
      button: { text: "Start Collaboration", target: { kind: "booking" } },
    },
    {
      icon: "robot",
      title: "AI Development",
      description:
        "AI-powered apps, chatbots and integrations built 10x faster with Cursor, Claude and GitHub Copilot, reviewed by senior engineers.",
      points: ["10x faster delivery", "70% lower build cost", "Production-ready, tested code"],
      button: { text: "View Our Work", target: { kind: "internal", to: "/portfolios" } },
    },
  ],
}
