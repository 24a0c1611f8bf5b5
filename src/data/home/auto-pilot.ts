/** Run Your Business on Auto-Pilot (spec 000 §2.9): copy of one section, a module of its own so a page loads only the copy it shows. */
import type { ButtonContent, IconBenefitCard, SectionData } from "../types/sections"

export interface AutoPilotSection {
  section: SectionData
  cards: IconBenefitCard[]
  /** Opens the booking link; disabled unless the link is "#" or on the scheduling provider's domain. */
  button: ButtonContent
  /** Title (tooltip) of the disabled button. */
  invalidLinkTitle: string
}

export const autoPilotSection: AutoPilotSection = {
  section: {
    heading: "Run Your Business on Auto-Pilot",
    highlightedText: "Auto-Pilot",
    description:
      "AI-driven automations that find leads, run operations and support customers around the clock while your team focuses on growth.",
  },
  cards: [
    {
      icon: "target",
      title: "Smart Lead Generation",
      description:
        "Leads from your website, ads and WhatsApp are captured, enriched, scored and routed to the right rep within seconds.",
    },
    {
      icon: "cog",
      title: "Automated Operations",
      description:
        "Orders, invoices, approvals and onboarding run as automated workflows that alert a person only when one is needed.",
    },
    {
      icon: "chart",
      title: "Intelligent Analytics",
      description:
        "Live dashboards and AI-written summaries show what changed, why it changed and what to do next.",
    },
    {
      icon: "check",
      title: "Quality Assurance",
      description:
        "Built-in validation and automated checks catch errors in data, documents and releases before customers see them.",
    },
    {
      icon: "trend-up",
      title: "Performance Optimization",
      description:
        "Continuous monitoring tunes workflows, systems and cloud spend, so performance improves as volumes grow.",
    },
    {
      icon: "users",
      title: "Customer Support",
      description:
        "AI assistants answer routine questions 24/7 in English and Arabic and hand complex cases to your team with context.",
    },
  ],
  button: { text: "Start Your Automation Journey", target: { kind: "booking" } },
  invalidLinkTitle: "Invalid Calendly link",
}
