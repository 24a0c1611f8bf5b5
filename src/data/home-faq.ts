import type { SectionData } from "./types/sections"

export interface FaqItem {
  question: string
  answer: string
}

/** Home's frequently asked questions (spec 000 §2.5: a shared FAQ section). */
export const homeFaq: { section: SectionData; items: FaqItem[] } = {
  section: {
    heading: "Frequently Asked Questions",
    highlightedText: "Questions",
    description: "What clients usually ask before we start working together.",
  },
  items: [
    {
      question: "How quickly can you start?",
      answer:
        "Usually within a week. After a free 30-minute call we send a written scope with a fixed price and timeline; work starts as soon as you approve it.",
    },
    {
      question: "What does an automation project cost?",
      answer:
        "Most single-workflow automations are delivered for a fixed price between $2,500 and $8,000. Larger programmes are split into phases, each with its own price and agreed savings target.",
    },
    {
      question: "Which platforms do you build on?",
      answer:
        "n8n, Make, Zapier and Power Automate for workflows; React, Next.js, Node.js, Python and Flutter for custom software; OpenAI, Claude and open models for AI features. We recommend the stack that fits your volume, budget and data rules.",
    },
    {
      question: "Who owns the code and the workflows?",
      answer:
        "You do. Code lives in your repositories and workflows in your accounts from day one, with documentation and a hand-over session at the end of every project.",
    },
    {
      question: "How do you keep our data secure?",
      answer:
        "We work under an NDA, use least-privilege access and your own cloud accounts, and follow GDPR-compliant practices. Sensitive data never leaves the systems you control.",
    },
    {
      question: "Do you support what you build after launch?",
      answer:
        "Yes. Every project includes 30 days of free support, and monthly plans cover monitoring, fixes and small improvements with a guaranteed response time.",
    },
  ],
}
