import type { ServicePageContent } from "../types/service-page"

export const productDevelopment: ServicePageContent = {
  slug: "product-development",
  title: "Product Development",
  showcase: {
    section: {
      heading: "End-to-End Product Development",
      highlightedText: "Product Development",
      description:
        "From the first sketch to a product people pay for: strategy, design, engineering and QA delivered by one accountable team.",
    },
    items: [
      {
        itemNumber: 1,
        mainTitle: "MVP Development",
        secondaryTitle: "Validate fast, launch in 8-12 weeks",
        shortDescription:
          "We scope the smallest product that proves your core assumption, build it on a production-grade stack (React, Node.js, PostgreSQL) and put it in front of real users in 8-12 weeks, with analytics wired in so every decision after launch is driven by usage data.",
        icon: "rocket",
      },
      {
        itemNumber: 2,
        mainTitle: "Full-Stack Development",
        secondaryTitle: "Web, mobile and APIs under one team",
        shortDescription:
          "One cross-functional squad owns the React or Next.js front end, the Node.js, Python or .NET back end, the React Native or Flutter app and the cloud infrastructure, so features ship end to end without hand-offs between vendors.",
        icon: "code",
      },
      {
        itemNumber: 3,
        mainTitle: "Product Strategy",
        secondaryTitle: "Roadmaps grounded in evidence",
        shortDescription:
          "Discovery workshops, competitor teardowns, user interviews and a roadmap scored on impact and effort. You leave with a clear product vision, success metrics and a release plan that investors and engineers can both follow.",
        icon: "target",
      },
      {
        itemNumber: 4,
        mainTitle: "Quality Assurance",
        secondaryTitle: "Automated testing in every sprint",
        shortDescription:
          "Exploratory testing plus automated suites in Playwright, Cypress and Jest that run in CI on every pull request, with performance and security checks before each release, keeping escaped defects below 2% of shipped stories.",
        icon: "shield",
      },
    ],
  },
  techList: {
    section: {
      heading: "Technologies We Build With",
      highlightedText: "Build With",
      description:
        "Proven, well-supported technologies chosen for speed of delivery today and easy hiring and maintenance tomorrow.",
    },
    ctaText: "Discuss Your Tech Stack",
    ctaLink: "/contact",
    techItems: [
      {
        title: "React & Next.js",
        description:
          "Fast, SEO-friendly web apps with server rendering, static generation and a shared component library.",
      },
      {
        title: "Node.js & NestJS",
        description:
          "Typed, modular APIs and real-time services that scale horizontally behind a load balancer.",
      },
      {
        title: "Python & FastAPI",
        description:
          "Data-heavy back ends, machine-learning model serving and integrations with clean async endpoints.",
      },
      {
        title: "React Native & Flutter",
        description:
          "One codebase for iOS and Android with native performance and shared business logic.",
      },
      {
        title: "PostgreSQL & Redis",
        description:
          "Reliable relational storage with caching, job queues and full-text search for responsive apps.",
      },
      {
        title: "AWS, Docker & Terraform",
        description:
          "Containerized workloads and infrastructure as code for repeatable, auditable environments.",
      },
    ],
  },
  coreFeatures: {
    section: {
      heading: "Why Teams Build Products With Us",
      highlightedText: "Build Products",
      description:
        "Eight habits that keep scope honest, quality high and your product moving after launch day.",
    },
    cards: [
      {
        cardNumber: 1,
        title: "Discovery-First Approach",
        description:
          "A two-week discovery sprint with user interviews and clickable prototypes before any production code.",
        icon: "target",
      },
      {
        cardNumber: 2,
        title: "Dedicated Product Squad",
        description:
          "A product manager, designer, engineers and QA who stay with your product from first sprint to scale.",
        icon: "users",
      },
      {
        cardNumber: 3,
        title: "Two-Week Sprint Cadence",
        description:
          "Working software demoed every two weeks, with a shared board so you always see progress and priorities.",
        icon: "calendar",
      },
      {
        cardNumber: 4,
        title: "Scalable Architecture",
        description:
          "Modular services, typed APIs and cloud-native infrastructure sized for today and ready for 10x traffic.",
        icon: "layers",
      },
      {
        cardNumber: 5,
        title: "Built-In Quality",
        description:
          "Code review on every change, 80%+ test coverage on core logic and automated regression runs in CI.",
        icon: "check",
      },
      {
        cardNumber: 6,
        title: "Security by Design",
        description:
          "OWASP Top 10 checks, data encrypted at rest and in transit, and SOC 2-aligned access controls.",
        icon: "lock",
      },
      {
        cardNumber: 7,
        title: "Analytics From Day One",
        description:
          "Product analytics, funnels and error monitoring wired in at launch, so you learn from real usage.",
        icon: "chart",
      },
      {
        cardNumber: 8,
        title: "Post-Launch Growth",
        description:
          "Continuous iteration, A/B tests and performance tuning after launch, with an optional 24/7 support plan.",
        icon: "trend-up",
      },
    ],
  },
  process: {
    section: {
      heading: "Our Product Development Process",
      highlightedText: "Process",
      description:
        "Four stages that take an idea to a launched, measurable product, with a working demo at the end of every sprint.",
    },
    steps: [
      {
        stepNumber: 1,
        title: "Product Strategy",
        description:
          "Workshops, user interviews and market research define the problem, the target users, the MVP scope and the metrics that prove success.",
        icon: "target",
      },
      {
        stepNumber: 2,
        title: "UI and Architecture",
        description:
          "Wireframes and Figma prototypes are tested with users while architects design the data model, APIs and cloud setup.",
        icon: "layers",
      },
      {
        stepNumber: 3,
        title: "Development and Testing",
        description:
          "Two-week sprints deliver working features with code review, automated tests and a staging build you can try after every demo.",
        icon: "code",
      },
      {
        stepNumber: 4,
        title: "Launch and Growth",
        description:
          "Production release with monitoring and analytics, then a data-driven roadmap of improvements, experiments and scaling work.",
        icon: "rocket",
      },
    ],
  },
  stats: [
    { value: "12+", description: "Years of average product leadership experience" },
    { value: "1600+", description: "Vetted experts in our delivery network" },
    { value: "98%", description: "Client satisfaction across product engagements" },
    { value: "950M+", description: "Product fundings raised by products we helped build" },
  ],
  featuredPortfolioLimit: 6,
  cta: {
    heading: "Have a Product Idea? Let's Build It Right",
    description:
      "Book a free 30-minute session with a product lead. We'll pressure-test your idea, outline an MVP scope and give you a realistic timeline and budget range.",
    buttonText: "Book Your Free Session",
  },
}
