import type { ServicePageContent } from "../types/service-page"

export const uiUxDesign: ServicePageContent = {
  slug: "ui-ux-design",
  title: "UI/UX Design",
  showcase: {
    section: {
      heading: "UI/UX Design Services",
      highlightedText: "UI/UX Design",
      description:
        "Research-led design that makes complex products feel simple and turns more visitors into customers.",
    },
    items: [
      {
        itemNumber: 1,
        mainTitle: "UX Research",
        secondaryTitle: "Decisions backed by real users",
        shortDescription:
          "Stakeholder and user interviews, surveys, analytics reviews and usability tests that uncover what your customers actually need, delivered as personas, journey maps and a prioritized list of opportunities.",
        icon: "users",
      },
      {
        itemNumber: 2,
        mainTitle: "UI Design",
        secondaryTitle: "Interfaces that look sharp and convert",
        shortDescription:
          "High-fidelity interfaces in Figma for web and mobile, with clear visual hierarchy, on-brand typography and color, Arabic right-to-left layouts where needed, and interactive prototypes ready for sign-off.",
        icon: "sparkles",
      },
      {
        itemNumber: 3,
        mainTitle: "Accessibility & Inclusive Design",
        secondaryTitle: "WCAG 2.2 AA audits and remediation",
        shortDescription:
          "We audit your website or app against WCAG 2.2 AA with automated scanners and manual tests in VoiceOver, TalkBack and NVDA, then deliver a prioritized remediation backlog and accessible component specs, and re-test after the fixes so you can publish an accessibility statement.",
        icon: "check",
      },
      {
        itemNumber: 4,
        mainTitle: "Design Systems",
        secondaryTitle: "One source of truth for every screen",
        shortDescription:
          "Reusable component libraries with tokens for color, spacing and typography, documented in Figma and synced to code in Storybook, so designers and developers ship consistent screens faster and rebrands take days, not months.",
        icon: "layers",
      },
    ],
  },
  techList: {
    section: {
      heading: "Design Tools We Use",
      highlightedText: "Tools",
      description:
        "Industry-standard tools that keep research, design and development in one connected workflow.",
    },
    ctaText: "See Our Design Work",
    ctaLink: "/portfolios",
    techItems: [
      {
        title: "Figma",
        description:
          "Collaborative UI design, prototyping and developer hand-off with Dev Mode, all in one shared file.",
      },
      {
        title: "FigJam & Miro",
        description:
          "Workshops, journey maps and affinity mapping with stakeholders spread across time zones.",
      },
      {
        title: "Maze",
        description:
          "Unmoderated prototype tests with task success rates, click paths and time-on-task data.",
      },
      {
        title: "Hotjar",
        description:
          "Heatmaps, session recordings and on-page surveys that reveal friction in live products.",
      },
      {
        title: "Storybook",
        description:
          "Living component documentation that keeps the design system and production code in sync.",
      },
      {
        title: "Illustrator & After Effects",
        description:
          "Custom illustrations, icon sets and micro-interactions exported as lightweight Lottie animations.",
      },
    ],
  },
  coreFeatures: {
    section: {
      heading: "Our Design Capabilities",
      highlightedText: "Capabilities",
      description:
        "Everything needed to take a product from research insight to pixel-accurate, accessible screens.",
    },
    cards: [
      {
        cardNumber: 1,
        title: "User-Centered Research",
        description:
          "Interviews, surveys and analytics turned into personas and journey maps that guide every decision.",
        icon: "users",
      },
      {
        cardNumber: 2,
        title: "Information Architecture",
        description:
          "Card sorting and tree testing to build navigation that users understand on the first try.",
        icon: "layers",
      },
      {
        cardNumber: 3,
        title: "Interactive Prototyping",
        description:
          "Clickable Figma prototypes that test flows with users before any development budget is spent.",
        icon: "sparkles",
      },
      {
        cardNumber: 4,
        title: "Accessibility Built In",
        description:
          "WCAG 2.2 AA contrast, focus states and screen-reader semantics specified for every component.",
        icon: "check",
      },
      {
        cardNumber: 5,
        title: "Bilingual & RTL Design",
        description:
          "English and Arabic layouts with correct right-to-left mirroring, numerals and typography.",
        icon: "globe",
      },
      {
        cardNumber: 6,
        title: "Developer-Ready Hand-Off",
        description:
          "Specs, tokens and assets in Figma Dev Mode and Storybook, so designs ship pixel-accurate.",
        icon: "code",
      },
    ],
  },
  process: {
    section: {
      heading: "Our 5-Step Design Process",
      highlightedText: "Design Process",
      description:
        "A repeatable process that validates ideas with real users before they reach development.",
    },
    steps: [
      {
        stepNumber: 1,
        title: "Research & Discovery",
        description:
          "Stakeholder workshops, user interviews and an analytics review define goals, audiences and success metrics.",
        icon: "target",
      },
      {
        stepNumber: 2,
        title: "Wireframes & User Flows",
        description:
          "Low-fidelity wireframes and user flows settle structure and content before visual design begins.",
        icon: "layers",
      },
      {
        stepNumber: 3,
        title: "Visual Design",
        description:
          "High-fidelity screens in your brand, built on a component library, with light and dark themes where needed.",
        icon: "sparkles",
      },
      {
        stepNumber: 4,
        title: "Prototype & Usability Testing",
        description:
          "Interactive prototypes tested with 5-8 target users per round, with findings fed straight back into the design.",
        icon: "users",
      },
      {
        stepNumber: 5,
        title: "Hand-Off & Design QA",
        description:
          "Developer hand-off with specs and tokens, then design QA on staging builds to catch visual regressions.",
        icon: "check",
      },
    ],
  },
  stats: [
    { value: "500+", description: "Projects designed and shipped" },
    { value: "95%", description: "Client satisfaction with design deliverables" },
    { value: "40%", description: "Average conversion uplift after a redesign" },
    { value: "2M+", description: "End users using products we designed" },
  ],
  featuredPortfolioLimit: 6,
  cta: {
    heading: "Design a Product Your Users Love",
    description:
      "Book a free 30-minute design review. We'll walk through your product or prototype and point out the biggest usability and conversion wins.",
    buttonText: "Book Your Free Design Review",
  },
}
