import type { ServicePageContent } from "../types/service-page"

export const webMobileDev: ServicePageContent = {
  slug: "web-mobile-dev",
  title: "Web & Mobile Development",
  showcase: {
    section: {
      heading: "Web & Mobile Development",
      highlightedText: "Web & Mobile",
      description:
        "Fast, secure web platforms and mobile apps that customers enjoy using and your team can maintain for years.",
    },
    items: [
      {
        itemNumber: 1,
        mainTitle: "Custom Web Applications",
        secondaryTitle: "React, Next.js and Node.js",
        shortDescription:
          "Customer portals, dashboards, marketplaces and SaaS platforms built with server-side rendering and accessible interfaces that load fast on any connection and rank well in search.",
        icon: "globe",
      },
      {
        itemNumber: 2,
        mainTitle: "Mobile App Development",
        secondaryTitle: "iOS and Android from one codebase",
        shortDescription:
          "React Native and Flutter apps with native modules where performance demands it, offline support, push notifications and secure payments, published and maintained on the App Store and Google Play.",
        icon: "phone",
      },
      {
        itemNumber: 3,
        mainTitle: "E-commerce Development",
        secondaryTitle: "Shopify, headless and custom stores",
        shortDescription:
          "Conversion-focused storefronts on Shopify, WooCommerce or headless Next.js, integrated with regional payment gateways such as Tap, PayTabs and iyzico, plus your ERP, inventory and shipping providers.",
        icon: "cart",
      },
      {
        itemNumber: 4,
        mainTitle: "Progressive Web Apps",
        secondaryTitle: "App-like experiences in the browser",
        shortDescription:
          "Installable web apps with offline caching, push notifications and home-screen icons: one codebase that reaches every device without app-store review cycles, ideal for field teams and loyalty programs.",
        icon: "bolt",
      },
    ],
  },
  coreFeatures: {
    section: {
      heading: "Built Right From the First Commit",
      highlightedText: "Built Right",
      description:
        "Six standards every web and mobile product we deliver meets, whatever its size.",
    },
    cards: [
      {
        cardNumber: 1,
        title: "Performance-First Builds",
        description:
          "Core Web Vitals in the green, with LCP under 2.5 s through code splitting, image optimization and caching.",
        icon: "bolt",
      },
      {
        cardNumber: 2,
        title: "Responsive & Accessible",
        description:
          "Tested on real devices and built to WCAG 2.2 AA, so every customer can use your product.",
        icon: "users",
      },
      {
        cardNumber: 3,
        title: "Secure by Design",
        description:
          "OWASP-aligned coding, encrypted storage, secure authentication and regular dependency audits.",
        icon: "lock",
      },
      {
        cardNumber: 4,
        title: "Scalable Back Ends",
        description:
          "APIs and databases designed to grow from your first 100 users to your first million.",
        icon: "database",
      },
      {
        cardNumber: 5,
        title: "Offline & Real-Time",
        description:
          "Offline-first data sync on mobile and real-time updates over WebSockets where they matter.",
        icon: "cloud",
      },
      {
        cardNumber: 6,
        title: "SEO & Analytics Ready",
        description:
          "Structured data, clean URLs and analytics events in place, so growth is measurable from launch.",
        icon: "chart",
      },
    ],
  },
  process: {
    section: {
      heading: "How We Build Your App",
      highlightedText: "Your App",
      description:
        "Four clear phases with fixed checkpoints, so you always know what is being built and when it ships.",
    },
    steps: [
      {
        stepNumber: 1,
        title: "Discovery & Planning",
        description:
          "Requirements, user journeys and technical architecture agreed in a two-week discovery, ending with a fixed scope and estimate.",
        icon: "target",
      },
      {
        stepNumber: 2,
        title: "Design & Prototyping",
        description:
          "Wireframes and high-fidelity Figma prototypes, tested with real users before development starts.",
        icon: "layers",
      },
      {
        stepNumber: 3,
        title: "Agile Development",
        description:
          "Two-week sprints with demos, automated tests and staging builds you can install on your own phone.",
        icon: "code",
      },
      {
        stepNumber: 4,
        title: "Launch & Support",
        description:
          "App store submission, production release, monitoring and an ongoing support plan for updates.",
        icon: "rocket",
      },
    ],
  },
  benefits: {
    section: {
      heading: "What You Gain",
      highlightedText: "Gain",
      description:
        "Business results our web and mobile clients see, not just a list of features.",
    },
    cards: [
      {
        icon: "rocket",
        title: "Faster Time to Market",
        description:
          "Reusable components and cross-platform code take most products from idea to launch in 12-16 weeks.",
      },
      {
        icon: "chart",
        title: "Lower Total Cost",
        description:
          "One shared codebase for iOS, Android and web cuts build and maintenance costs by up to 40%.",
      },
      {
        icon: "trend-up",
        title: "Higher Conversion",
        description:
          "Fast, accessible interfaces convert better: every 100 ms shaved off load time counts at checkout.",
      },
      {
        icon: "layers",
        title: "Built to Scale",
        description:
          "Cloud-native architecture absorbs traffic spikes from campaigns and seasonal peaks.",
      },
      {
        icon: "heart",
        title: "Long-Term Partnership",
        description:
          "Maintenance plans with OS updates, security patches and new features long after launch.",
      },
    ],
  },
  featuredPortfolioLimit: 6,
  cta: {
    heading: "Let's Build Your Web or Mobile App",
    description:
      "Book a free 30-minute session. Share your idea or existing app and we'll recommend the right platform, scope and timeline.",
    buttonText: "Book Your Free Session",
  },
}
