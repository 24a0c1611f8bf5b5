import type { AiDevelopmentLandingContent } from "../types/landing"

/**
 * /lp/ai-development-services (spec 001 §2). Every call to action opens the lead modal (default
 * action prevented), context "ai-development". Platform names follow the spec's spelling
 * ("Loveable.dev"), which the mandated page title also uses.
 */
export const aiDevelopmentServicesLanding: AiDevelopmentLandingContent = {
  pageContext: "ai-development",
  meta: {
    canonicalPath: "/lp/ai-development-services",
    title: "AI Development Services | Loveable.dev, Cursor, Claude & GitHub Copilot Experts",
    description:
      "Build AI-powered apps and chatbots 10x faster and 70% cheaper with Loveable.dev, Cursor, Claude and GitHub Copilot experts. Get a FREE AI readiness assessment.",
    keywords: [
      "AI development services",
      "AI app development company",
      "Loveable.dev developers",
      "Cursor AI development",
      "Claude AI integration",
      "GitHub Copilot development team",
      "OpenAI Codex",
      "AI-assisted software development",
      "AI chatbot development",
      "MVP development in weeks",
      "legacy application modernization",
    ],
  },
  hero: {
    badge: "500+ AI-Powered Applications Built Successfully",
    headline: "Build Your AI-Powered App 10x Faster, at 70% Lower Cost",
    highlightedText: "10x Faster",
    subheadline:
      "Senior engineers working with Loveable.dev, Cursor, Claude AI and GitHub Copilot ship production-ready web apps, mobile apps and AI chatbots in weeks, not months.",
    stats: [
      { value: "10x", label: "Faster development" },
      { value: "70%", label: "Cost reduction" },
      { value: "95%", label: "Code quality score" },
    ],
    primaryButton: { text: "Get Your FREE AI Readiness Assessment", tags: ["FREE", "LIMITED"] },
    reassurances: [
      { icon: "clock", label: "Free 30-minute AI strategy call" },
      { icon: "target", label: "Use-case and feasibility review" },
      { icon: "chart", label: "Timeline and cost estimate" },
      { icon: "check", label: "No commitment required" },
    ],
  },
  platforms: {
    section: {
      heading: "AI Development Platforms We Master",
      highlightedText: "Platforms",
      description:
        "The best AI coding tools, used by senior engineers who review, test and own every line that ships.",
    },
    cards: [
      {
        name: "Loveable.dev",
        logo: "/assets/platforms/loveable.svg",
        highlight: "Idea to working app in days",
        description:
          "Generates full-stack React apps from plain-language specs, ideal for MVPs and internal tools, then hardened by our engineers.",
        tags: ["Full-stack generation", "Rapid MVPs"],
      },
      {
        name: "Cursor",
        logo: "/assets/platforms/cursor.svg",
        highlight: "AI-native code editor",
        description:
          "An AI-first editor that understands the whole codebase, so engineers refactor, debug and add features far faster.",
        tags: ["Codebase-aware", "Multi-file edits"],
      },
      {
        name: "Claude AI",
        logo: "/assets/platforms/claude.svg",
        highlight: "Long-context reasoning",
        description:
          "Anthropic's Claude for architecture planning, code review, documentation and analysis of large requirement sets.",
        tags: ["Architecture", "Code review"],
      },
      {
        name: "GitHub Copilot",
        logo: "/assets/platforms/github-copilot.svg",
        highlight: "AI pair programmer",
        description:
          "Inline suggestions, test generation and pull-request summaries inside the IDE and on GitHub.",
        tags: ["Inline completion", "Test generation"],
      },
      {
        name: "OpenAI Codex",
        logo: "/assets/platforms/openai-codex.svg",
        highlight: "Autonomous coding agent",
        description:
          "A cloud coding agent that works through well-defined tasks in parallel, from bug fixes to test coverage, for engineer review.",
        tags: ["Parallel tasks", "Agentic coding"],
      },
    ],
  },
  comparison: {
    section: {
      heading: "Traditional vs AI-Powered Development",
      highlightedText: "AI-Powered",
      description:
        "Same scope, same quality bar: AI-assisted engineering removes the slow, repetitive work, not the expertise.",
    },
    traditional: {
      label: "Traditional Development",
      cost: "$150K+",
      costCaption: "Average project cost",
      timeline: "6-12 months",
      points: [
        "Large teams writing every line by hand",
        "Long specification and hand-off cycles",
        "Testing squeezed in at the end",
        "Budget overruns common near deadlines",
      ],
    },
    ai: {
      label: "AI-Powered Development",
      cost: "$45K",
      costCaption: "Average project cost",
      timeline: "2-6 weeks",
      points: [
        "Senior engineers amplified by AI tools",
        "Working prototype within the first week",
        "AI-generated tests from day one",
        "Fixed price agreed after a free assessment",
      ],
    },
    savingsValue: "70%",
    savingsLabel: "Average cost savings",
  },
  useCases: {
    section: {
      heading: "What We Build With AI",
      highlightedText: "With AI",
      description:
        "Typical projects with realistic timelines and budgets. Your free assessment gives you a fixed quote.",
    },
    categories: [
      {
        name: "Web Apps",
        icon: "globe",
        description: "SaaS products, portals and marketplaces built on React and Next.js.",
        useCases: [
          {
            title: "SaaS MVP",
            description:
              "A subscription web app with sign-up, billing and an admin dashboard, ready for your first paying customers.",
            timeline: "4-6 weeks",
            costRange: "$25K-40K",
            features: [
              "User accounts and roles",
              "Stripe subscription billing",
              "Admin dashboard",
              "Product analytics and onboarding emails",
            ],
            icon: "rocket",
          },
          {
            title: "Customer Portal",
            description:
              "A secure portal where clients track orders, download invoices and raise requests, connected to your ERP or CRM.",
            timeline: "3-5 weeks",
            costRange: "$20K-35K",
            features: [
              "Single sign-on",
              "Order and invoice history",
              "Support request tracking",
              "ERP or CRM integration",
            ],
            icon: "users",
          },
          {
            title: "Marketplace Platform",
            description:
              "A two-sided marketplace with listings, search, bookings, split payments and reviews.",
            timeline: "6-8 weeks",
            costRange: "$40K-70K",
            features: [
              "Vendor onboarding and listings",
              "Search with filters and maps",
              "Split payments and payouts",
              "Ratings and reviews",
            ],
            icon: "cart",
          },
        ],
      },
      {
        name: "Mobile Apps",
        icon: "phone",
        description: "iOS and Android apps from one React Native or Flutter codebase.",
        useCases: [
          {
            title: "Booking & Appointments App",
            description:
              "An iOS and Android app for bookings, reminders and payments for clinics, salons or service businesses.",
            timeline: "4-6 weeks",
            costRange: "$25K-40K",
            features: [
              "Real-time availability calendar",
              "Push and SMS reminders",
              "Apple Pay and card payments",
              "Staff and branch management",
            ],
            icon: "calendar",
          },
          {
            title: "E-commerce Shopping App",
            description:
              "A branded shopping app synced with your Shopify or WooCommerce store, with push campaigns and wallet payments.",
            timeline: "5-7 weeks",
            costRange: "$30K-50K",
            features: [
              "Live catalog sync",
              "Wishlists and order tracking",
              "Push notification campaigns",
              "Apple Pay and Google Pay",
            ],
            icon: "cart",
          },
          {
            title: "Field Service App",
            description:
              "An offline-capable app for technicians with job lists, checklists, photos and customer signatures.",
            timeline: "5-7 weeks",
            costRange: "$30K-50K",
            features: [
              "Offline job sync",
              "Digital checklists and photos",
              "Customer e-signatures",
              "GPS check-in and routing",
            ],
            icon: "truck",
          },
        ],
      },
      {
        name: "AI Chatbots",
        icon: "robot",
        description: "Assistants for customers and staff, grounded in your own knowledge.",
        useCases: [
          {
            title: "Customer Support Bot",
            description:
              "A website and WhatsApp assistant that answers from your knowledge base and hands off to agents with full context.",
            timeline: "2-3 weeks",
            costRange: "$15K-25K",
            features: [
              "Answers from your help center",
              "English and Arabic support",
              "Human handoff with context",
              "Help desk integration",
            ],
            icon: "robot",
          },
          {
            title: "Sales & Lead Qualification Bot",
            description:
              "Qualifies inbound leads, answers product questions and books meetings straight into your reps' calendars.",
            timeline: "2-4 weeks",
            costRange: "$18K-30K",
            features: [
              "Lead scoring questions",
              "CRM record creation",
              "Calendar booking",
              "Follow-up sequences",
            ],
            icon: "target",
          },
          {
            title: "Internal Knowledge Assistant",
            description:
              "Staff ask questions in Slack or Teams and get cited answers from policies, SOPs and past projects.",
            timeline: "3-4 weeks",
            costRange: "$20K-35K",
            features: [
              "Slack and Teams integration",
              "Answers with source citations",
              "Role-based document access",
              "Usage and gap analytics",
            ],
            icon: "book",
          },
        ],
      },
      {
        name: "Data Platforms",
        icon: "database",
        description: "Dashboards, document pipelines and predictive models on your data.",
        useCases: [
          {
            title: "Business Intelligence Dashboard",
            description:
              "Sales, finance and operations data unified in live dashboards that answer plain-language questions.",
            timeline: "3-5 weeks",
            costRange: "$20K-35K",
            features: [
              "Automated data pipelines",
              "Natural-language queries",
              "KPI alerts",
              "Role-based views",
            ],
            icon: "chart",
          },
          {
            title: "Document Processing Pipeline",
            description:
              "AI extraction of invoices, contracts and forms into structured data, with human review of exceptions.",
            timeline: "3-5 weeks",
            costRange: "$20K-40K",
            features: [
              "OCR and AI field extraction",
              "Validation rules",
              "Exception review queue",
              "ERP export",
            ],
            icon: "layers",
          },
          {
            title: "Predictive Analytics Platform",
            description:
              "Forecasting and scoring models for demand, churn or risk, served through dashboards and APIs.",
            timeline: "5-8 weeks",
            costRange: "$35K-60K",
            features: [
              "Demand or churn forecasting",
              "Model monitoring",
              "Scenario planning",
              "API access for your apps",
            ],
            icon: "trend-up",
          },
        ],
      },
      {
        name: "Automation",
        icon: "cog",
        description: "AI that reads, decides and acts across your existing tools.",
        useCases: [
          {
            title: "AI Workflow Automation",
            description:
              "Emails, tickets and documents classified and routed by AI, with actions triggered across your tools.",
            timeline: "2-4 weeks",
            costRange: "$20K-30K",
            features: [
              "Email and ticket triage",
              "n8n or Make workflows",
              "Approval steps",
              "Error alerts and retries",
            ],
            icon: "bolt",
          },
          {
            title: "AI Agents for Operations",
            description:
              "Agents that reconcile data, prepare reports and update systems, with human approval for key actions.",
            timeline: "4-6 weeks",
            costRange: "$25K-45K",
            features: [
              "Tool and API calling",
              "Human-in-the-loop approvals",
              "Full action logs",
              "Spending and scope limits",
            ],
            icon: "cog",
          },
          {
            title: "Content Generation Engine",
            description:
              "On-brand product descriptions, social posts and emails produced at scale with review workflows.",
            timeline: "3-4 weeks",
            costRange: "$18K-30K",
            features: [
              "Brand voice tuning",
              "Bulk generation from your catalog",
              "Editorial review queue",
              "Multilingual output",
            ],
            icon: "sparkles",
          },
        ],
      },
      {
        name: "Legacy Modernization",
        icon: "layers",
        description: "Outdated systems rebuilt or opened up, without disrupting the business.",
        useCases: [
          {
            title: "Legacy App Rewrite",
            description:
              "Outdated PHP, classic ASP or .NET Framework systems rebuilt on a modern stack, with data migrated safely.",
            timeline: "6-8 weeks",
            costRange: "$40K-70K",
            features: [
              "AI-assisted code analysis",
              "Modern React and Node.js stack",
              "Safe data migration",
              "Parallel run before cutover",
            ],
            icon: "code",
          },
          {
            title: "API Layer for Legacy Systems",
            description:
              "Modern REST APIs wrapped around legacy databases, so new apps and automations can use them.",
            timeline: "3-5 weeks",
            costRange: "$20K-35K",
            features: [
              "REST and webhook endpoints",
              "Authentication and rate limits",
              "API documentation",
              "No change to the legacy core",
            ],
            icon: "database",
          },
          {
            title: "Cloud Migration & Refactor",
            description:
              "Monolithic apps containerized and moved to AWS or Azure, with AI-assisted refactoring and new test coverage.",
            timeline: "5-8 weeks",
            costRange: "$35K-60K",
            features: [
              "Containerization with Docker",
              "Infrastructure as code",
              "Automated test coverage",
              "Zero-downtime cutover",
            ],
            icon: "cloud",
          },
        ],
      },
    ],
    mobileVisibleTabs: 3,
    mobileVisibleUseCases: 2,
    showMoreText: "Show More Use Cases",
  },
  testimonials: {
    section: {
      heading: "What Our Clients Say",
      highlightedText: "Clients",
      description: "AI-powered projects delivered for businesses across the Gulf and Turkey.",
    },
    items: [
      {
        source: "Clutch.co",
        quote:
          "We had a seed round and ten weeks to show investors a working product. Lumenaut shipped our MVP in five weeks using Cursor and Claude, and the code was clean enough that our new CTO kept all of it.",
        businessType: "PropTech startup",
        city: "Dubai",
        outcome: "MVP launched in 5 weeks for 65% less than the lowest agency quote",
        rating: 5,
      },
      {
        source: "Google Reviews",
        quote:
          "Their WhatsApp support bot answers tracking and delivery questions in Arabic and English. It handles most routine queries, and our agents now spend their time on real problems.",
        businessType: "Last-mile delivery company",
        city: "Riyadh",
        outcome: "62% of support tickets resolved without an agent",
        rating: 5,
      },
      {
        source: "Client Review",
        quote:
          "Our 15-year-old ERP add-ons were written in classic ASP. They rebuilt them as a modern web app with full test coverage in seven weeks, without a single day of downtime.",
        businessType: "Industrial manufacturing group",
        city: "Istanbul",
        outcome: "Legacy system modernized in 7 weeks with zero downtime",
        rating: 5,
      },
    ],
  },
  process: {
    section: {
      heading: "From Idea to Launch in 2-6 Weeks",
      highlightedText: "2-6 Weeks",
      description: "A four-step process that puts a working prototype in your hands within the first week.",
    },
    steps: [
      {
        number: "01",
        title: "AI Strategy & Requirements",
        duration: "2-3 days",
        description:
          "We clarify goals, users and must-have features, choose the right AI tools and models, and agree on a fixed scope.",
        icon: "target",
      },
      {
        number: "02",
        title: "Rapid Prototyping",
        duration: "3-5 days",
        description:
          "A clickable, working prototype built with Loveable.dev and Cursor so you can test the idea with real users early.",
        icon: "sparkles",
      },
      {
        number: "03",
        title: "AI-Assisted Development",
        duration: "1-3 weeks",
        description:
          "Senior engineers build the production app with Cursor, Claude and GitHub Copilot, reviewing every change.",
        icon: "code",
      },
      {
        number: "04",
        title: "Smart Testing & Deployment",
        duration: "2-3 days",
        description:
          "AI-generated and manual tests, security checks and a monitored launch on your cloud or ours.",
        icon: "rocket",
      },
    ],
    totalLabel: "Total time to launch",
    totalDuration: "2-6 weeks",
  },
  roi: {
    section: {
      heading: "The ROI of AI-Powered Development",
      highlightedText: "ROI",
      description: "Faster launches and lower build costs mean your investment pays back in months, not years.",
    },
    headlineValue: "500%",
    headlineLabel: "Average ROI within 3 months",
    proof: [
      { value: "500+", label: "Projects delivered" },
      { value: "$5M+", label: "Client savings generated" },
      { value: "99.5%", label: "Accuracy" },
      { value: "4.9/5", label: "Client rating" },
    ],
  },
  finalCta: {
    heading: "Ready to Build Your AI-Powered Application?",
    highlightedText: "AI-Powered Application",
    description:
      "Get a free AI readiness assessment: we review your idea or existing system, recommend the right AI approach and give you a timeline and fixed-price estimate.",
    offer: "Book this week and receive a FREE AI development strategy session worth $2,500",
    buttonText: "Get Your FREE AI Readiness Assessment",
    buttonTags: ["FREE", "LIMITED"],
    reassurances: [
      { icon: "clock", label: "Free 30-minute consultation" },
      { icon: "mail", label: "Results in 24 hours" },
      { icon: "check", label: "No commitment required" },
    ],
  },
  trustStrip: [
    { icon: "shield", label: "SOC 2 Compliant" },
    { icon: "lock", label: "GDPR Compliant" },
    { icon: "star", label: "4.9/5 Client Rating" },
    { icon: "clock", label: "24/7 Support" },
    { icon: "rocket", label: "500+ AI Apps Built" },
  ],
  stickyBar: {
    defaultVariant: "audit",
    variants: {
      audit: {
        headline: "FREE AI Assessment worth $2,500",
        subline: "Build 10x Faster",
        buttonText: "Get FREE Assessment",
      },
      consultation: {
        headline: "Free Consultation",
        subline: "30 minutes, no commitment",
        buttonText: "Get Started Now",
      },
    },
  },
}
