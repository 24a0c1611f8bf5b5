import type { ServicePageContent } from "../types/service-page"

export const businessAutomation: ServicePageContent = {
  slug: "business-automation",
  title: "Business Automation",
  showcase: {
    section: {
      heading: "Business Automation Services",
      highlightedText: "Business Automation",
      description:
        "We automate the processes that tie up your people: finance, sales, operations and reporting, across the systems you already own.",
    },
    items: [
      {
        itemNumber: 1,
        mainTitle: "Process Automation",
        secondaryTitle: "End-to-end workflows across departments",
        shortDescription:
          "Order-to-cash, procure-to-pay, employee onboarding and approval chains automated from trigger to completion, with audit trails, SLA alerts and human checkpoints only where judgment is genuinely needed.",
        icon: "cog",
      },
      {
        itemNumber: 2,
        mainTitle: "Intelligent Document Processing",
        secondaryTitle: "Invoices, contracts and forms read automatically",
        shortDescription:
          "OCR plus AI extraction pulls fields from invoices, purchase orders, IDs and contracts with 95%+ accuracy, validates them against your ERP and routes only the exceptions to a reviewer instead of a full data-entry team.",
        icon: "book",
      },
      {
        itemNumber: 3,
        mainTitle: "CRM & Sales Automation",
        secondaryTitle: "Every lead followed up within minutes",
        shortDescription:
          "Lead capture, enrichment, scoring and assignment, automatic follow-up sequences and pipeline hygiene in HubSpot, Salesforce or Zoho, so sales reps spend their time selling rather than updating records.",
        icon: "trend-up",
      },
      {
        itemNumber: 4,
        mainTitle: "Reporting & BI Automation",
        secondaryTitle: "Dashboards that update themselves",
        shortDescription:
          "Finance, sales and operations data pulled nightly into Power BI or Looker Studio, with scheduled board packs and KPI alerts delivered to Slack, Teams or email instead of week-long spreadsheet marathons.",
        icon: "chart",
      },
    ],
  },
  techList: {
    section: {
      heading: "Automation Technology Stack",
      highlightedText: "Technology Stack",
      description:
        "Enterprise-ready platforms combined with custom code where the logic demands it, always the simplest tool that does the job.",
    },
    ctaText: "Get a Free Automation Audit",
    ctaLink: "/contact",
    techItems: [
      {
        title: "n8n",
        description:
          "Self-hosted workflows with custom code for data-sensitive and high-volume processes.",
      },
      {
        title: "Microsoft Power Automate",
        description:
          "Cloud and desktop flows for organizations standardized on Microsoft 365 and Dynamics 365.",
      },
      {
        title: "Zapier & Make",
        description:
          "Fast, visual integrations across thousands of SaaS apps for sales, marketing and admin teams.",
      },
      {
        title: "UiPath RPA",
        description:
          "Software robots that operate legacy desktop and ERP screens where no API is available.",
      },
      {
        title: "OpenAI & Azure AI",
        description:
          "Document extraction, classification and summarization running inside automated workflows.",
      },
      {
        title: "Power BI & Looker Studio",
        description:
          "Live dashboards and scheduled reports fed directly by your automated data pipelines.",
      },
    ],
  },
  coreFeatures: {
    section: {
      heading: "What Makes Our Automation Different",
      highlightedText: "Different",
      description:
        "Automation that survives contact with real operations: measured, monitored and owned by your team.",
    },
    cards: [
      {
        cardNumber: 1,
        title: "Process Mining & Audit",
        description:
          "We measure where the hours go before automating, so every workflow targets a documented bottleneck.",
        icon: "target",
      },
      {
        cardNumber: 2,
        title: "No-Code and Pro-Code Mix",
        description:
          "No-code where speed matters, custom code where logic is complex: always the cheapest tool that fits.",
        icon: "code",
      },
      {
        cardNumber: 3,
        title: "Human-in-the-Loop Approvals",
        description:
          "Exceptions and high-value decisions are routed to the right person in Slack, Teams or email.",
        icon: "users",
      },
      {
        cardNumber: 4,
        title: "Error Handling & Retries",
        description:
          "Every workflow has retries, dead-letter queues and instant alerts, so no failure goes unnoticed.",
        icon: "shield",
      },
      {
        cardNumber: 5,
        title: "Legacy System Integration",
        description:
          "RPA and database connectors reach older ERPs and desktop apps that have no modern API.",
        icon: "database",
      },
      {
        cardNumber: 6,
        title: "Secure by Default",
        description:
          "Encrypted credentials, least-privilege service accounts and full audit logs, aligned with SOC 2.",
        icon: "lock",
      },
      {
        cardNumber: 7,
        title: "Real-Time Operations Dashboard",
        description:
          "Track hours saved, runs, errors and cost per workflow in one live dashboard.",
        icon: "chart",
      },
      {
        cardNumber: 8,
        title: "Continuous Optimization",
        description:
          "Monthly reviews find the next bottleneck and tune existing flows as your volumes grow.",
        icon: "trend-up",
      },
    ],
  },
  process: {
    section: {
      heading: "Our 6-Step Delivery Process",
      highlightedText: "Delivery Process",
      description:
        "A structured path from the first workshop to automations running 24/7, with ROI measured at every stage.",
    },
    steps: [
      {
        stepNumber: 1,
        title: "Discovery Workshop",
        description:
          "Short sessions with each team to list manual tasks, volumes and pain points, and to agree on what success looks like.",
        icon: "users",
      },
      {
        stepNumber: 2,
        title: "Process Audit & ROI Model",
        description:
          "We map current workflows, measure time and error rates, and rank opportunities by hours saved and payback period.",
        icon: "chart",
      },
      {
        stepNumber: 3,
        title: "Solution Design",
        description:
          "Target workflows, platform choice, data mappings, exception paths and security controls documented for your sign-off.",
        icon: "layers",
      },
      {
        stepNumber: 4,
        title: "Build & Integrate",
        description:
          "Sprint-based build in a staging environment, connecting your CRM, ERP, email and finance systems.",
        icon: "cog",
      },
      {
        stepNumber: 5,
        title: "Testing & Go-Live",
        description:
          "User acceptance testing with real data and a parallel run against the manual process, then a phased go-live.",
        icon: "check",
      },
      {
        stepNumber: 6,
        title: "Monitor & Optimize",
        description:
          "24/7 monitoring, monthly performance reports and continuous tuning as volumes and processes change.",
        icon: "trend-up",
      },
    ],
  },
  stats: [
    { value: "500+", description: "Automation implementations delivered" },
    { value: "85%", description: "Reduction in manual tasks" },
    { value: "99.9%", description: "Workflow reliability" },
    { value: "24/7", description: "Monitoring and alerting" },
  ],
  featuredPortfolioLimit: 6,
  cta: {
    heading: "Find Out What You Could Automate",
    description:
      "Book a free 30-minute automation consultation. We'll review your key processes and show where automation saves the most hours and money.",
    buttonText: "Book Your Free Automation Audit",
  },
}
