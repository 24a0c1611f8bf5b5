import type { ServicePageContent } from "../types/service-page"

export const cloudServices: ServicePageContent = {
  slug: "cloud-services",
  title: "Cloud Services",
  showcase: {
    section: {
      heading: "Cloud Services Built for Growth",
      highlightedText: "Cloud Services",
      description:
        "Migrate, build and run on AWS, Microsoft Azure and Google Cloud with an architecture that is secure, resilient and cost-aware.",
    },
    items: [
      {
        itemNumber: 1,
        mainTitle: "Cloud Migration",
        secondaryTitle: "Move to AWS, Azure or Google Cloud safely",
        shortDescription:
          "Assessment, landing-zone setup and wave-based migration of servers, databases and apps using rehost, replatform or refactor strategies, with rollback plans and cutovers scheduled around your business hours.",
        icon: "cloud",
      },
      {
        itemNumber: 2,
        mainTitle: "Cloud-Native Development",
        secondaryTitle: "Serverless and container platforms",
        shortDescription:
          "Applications built on Kubernetes, AWS Lambda, Azure Functions and managed databases, designed to scale automatically with demand and to cost almost nothing when idle.",
        icon: "layers",
      },
      {
        itemNumber: 3,
        mainTitle: "Cloud Cost Optimization",
        secondaryTitle: "Pay only for what you actually use",
        shortDescription:
          "Rightsizing, savings plans and reserved capacity, autoscaling and storage tiering, typically cutting monthly cloud bills by 25-40% within 90 days, with tagging and budgets so the savings last.",
        icon: "chart",
      },
      {
        itemNumber: 4,
        mainTitle: "Managed Cloud & Security",
        secondaryTitle: "24/7 operations, backups and compliance",
        shortDescription:
          "Round-the-clock monitoring, patching, backups and disaster recovery, plus security baselines aligned with CIS benchmarks, SOC 2 and GDPR, run by certified engineers who know your environment.",
        icon: "shield",
      },
    ],
  },
  whyChoose: {
    section: {
      heading: "Why Choose Our Cloud Team",
      highlightedText: "Cloud Team",
      description:
        "Engineers who have run production workloads for regulated businesses across the Gulf, Europe and North America.",
    },
    items: [
      {
        icon: "users",
        title: "Certified Cloud Engineers",
        description:
          "AWS, Azure and Google Cloud certified architects with hands-on experience in regulated industries.",
      },
      {
        icon: "code",
        title: "Infrastructure as Code",
        description:
          "Every environment defined in Terraform and versioned in Git, so changes are reviewed and repeatable.",
      },
      {
        icon: "lock",
        title: "Security First",
        description:
          "Least-privilege IAM, encryption everywhere and continuous posture checks from day one.",
      },
      {
        icon: "chart",
        title: "Transparent Costs",
        description:
          "Monthly cost reports by team and product, with alerts before any budget is exceeded.",
      },
    ],
  },
  benefits: {
    section: {
      heading: "AI-Powered Cloud Operations",
      highlightedText: "AI-Powered",
      description:
        "We use machine learning across monitoring and cost management, so your cloud gets cheaper and more reliable over time.",
    },
    cards: [
      {
        icon: "bolt",
        title: "Predictive Autoscaling",
        description:
          "Traffic forecasts scale capacity up before peaks such as Ramadan and White Friday sales, not after the slowdown.",
      },
      {
        icon: "shield",
        title: "Anomaly Detection",
        description:
          "Unusual spend, traffic or login patterns are flagged within minutes, not discovered at month end.",
      },
      {
        icon: "chart",
        title: "Automated Cost Insights",
        description:
          "Weekly AI-generated recommendations find idle resources and oversized instances.",
      },
      {
        icon: "robot",
        title: "AI-Ready Infrastructure",
        description:
          "GPU workloads, vector databases and managed AI services provisioned securely when you need them.",
      },
    ],
  },
  featuredPortfolioLimit: 6,
  cta: {
    heading: "Ready to Modernize Your Cloud?",
    description:
      "Book a free 30-minute cloud review. We'll look at your architecture and your bill and point out quick wins in cost, security and reliability.",
    buttonText: "Book Your Free Cloud Review",
  },
}
