/**
 * AI-Powered Development (six tools + three highlights): static copy of a home-page section (spec 000 §2.9). Logos are paths under
 * /assets/platforms/; when a file is missing the component shows the first-letter fallback.
 */
import type { HighlightCard, PlatformItem, SectionData } from "../types/sections"

export interface AiPoweredDevelopmentSection {
  section: SectionData
  tools: PlatformItem[]
  highlights: HighlightCard[]
}

export const aiPoweredDevelopmentSection: AiPoweredDevelopmentSection = {
  section: {
    heading: "AI-Powered Development",
    highlightedText: "AI-Powered",
    description:
      "Experienced engineers working with the best AI coding tools ship production-ready software in a fraction of the usual time.",
  },
  tools: [
    {
      name: "Loveable.dev",
      logo: "/assets/platforms/loveable.svg",
      description: "Full-stack app generation from plain-language specs for fast MVPs and internal tools.",
    },
    {
      name: "Cursor",
      logo: "/assets/platforms/cursor.svg",
      description: "An AI-native code editor that understands the whole codebase for faster refactors.",
    },
    {
      name: "Claude",
      logo: "/assets/platforms/claude.svg",
      description: "Long-context reasoning for architecture planning, code review and documentation.",
    },
    {
      name: "GitHub Copilot",
      logo: "/assets/platforms/github-copilot.svg",
      description: "Inline suggestions, test generation and pull-request summaries in the IDE.",
    },
    {
      name: "OpenAI Codex",
      logo: "/assets/platforms/openai-codex.svg",
      description: "A cloud coding agent that handles well-defined tasks in parallel for engineer review.",
    },
    {
      name: "v0 by Vercel",
      logo: "/assets/platforms/v0.svg",
      description: "Generates React and Tailwind interface components from prompts and screenshots.",
    },
  ],
  highlights: [
    {
      icon: "bolt",
      title: "Lightning Fast",
      metric: "10x faster",
      description: "AI-assisted engineering takes most MVPs from idea to launch in 2-6 weeks.",
    },
    {
      icon: "star",
      title: "Superior Quality",
      description: "Every AI-generated line is reviewed, tested and security-checked by senior engineers.",
    },
    {
      icon: "users",
      title: "Expert Team",
      description: "Engineers with years of production experience who know when to trust AI and when not to.",
    },
  ],
}
