/** Home benefits (six cards -> pinned horizontal strip) (spec 000 §2.9): copy of one section, a module of its own so a page loads only the copy it shows. */
import type { TrustCardsSection } from "../services-trust"

export const homeBenefitsSection: TrustCardsSection = {
  section: {
    heading: "What You Gain With Lumenaut",
    highlightedText: "Lumenaut",
    description: "The outcomes clients point to when they explain why they keep working with us.",
  },
  cards: [
    {
      icon: "rocket",
      title: "Faster Time to Market",
      description:
        "AI-assisted engineering and reusable building blocks take most products from idea to launch in weeks, not quarters.",
    },
    {
      icon: "chart",
      title: "Lower Operating Costs",
      description:
        "Automations remove repetitive work, saving our clients an average of $50K+ a year in manual effort.",
    },
    {
      icon: "lock",
      title: "Enterprise-Grade Security",
      description:
        "SOC 2 and GDPR-compliant practices, encrypted data and least-privilege access on every project.",
    },
    {
      icon: "clock",
      title: "24/7 Support",
      description:
        "Monitoring and on-call engineers around the clock, so issues are fixed before your customers notice.",
    },
    {
      icon: "users",
      title: "Transparent Communication",
      description:
        "One accountable project lead, weekly demos and a shared board: you always know what is happening and why.",
    },
    {
      icon: "trend-up",
      title: "Measurable ROI",
      description:
        "Every project starts with agreed success metrics and reports hours saved, revenue gained and costs cut.",
    },
  ],
}
