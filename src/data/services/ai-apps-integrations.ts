import type { ServicePageContent } from "../types/service-page"

export const aiAppsIntegrations: ServicePageContent = {
  slug: "ai-apps-integrations",
  title: "AI Apps & Integrations",
  showcase: {
    section: {
      heading: "AI Apps & Integrations That Deliver",
      highlightedText: "AI Apps & Integrations",
      description:
        "Practical AI built into the tools your team already uses, grounded in your data and measured against real business outcomes.",
    },
    items: [
      {
        itemNumber: 1,
        mainTitle: "Custom AI Applications",
        secondaryTitle: "Purpose-built apps on GPT-4o, Claude and Llama",
        shortDescription:
          "Document assistants, internal copilots and customer-facing tools that reason over your own data with retrieval-augmented generation, guardrails and audit logs, designed around one workflow and one measurable outcome.",
        icon: "robot",
      },
      {
        itemNumber: 2,
        mainTitle: "LLM Integrations",
        secondaryTitle: "Add AI to the software you already run",
        shortDescription:
          "We connect OpenAI, Anthropic or Azure OpenAI models to your CRM, ERP, help desk or product through secure APIs, with prompt versioning, cost limits and provider fallbacks so features stay reliable when a model slows down.",
        icon: "layers",
      },
      {
        itemNumber: 3,
        mainTitle: "AI Chatbots & Assistants",
        secondaryTitle: "24/7 answers grounded in your knowledge base",
        shortDescription:
          "Website, WhatsApp and in-app assistants that answer from your policies, catalog and order data, hand over to a person with full context, and typically resolve 40-60% of routine inquiries without an agent.",
        icon: "sparkles",
      },
      {
        itemNumber: 4,
        mainTitle: "Predictive Analytics & ML",
        secondaryTitle: "Forecasts and scores you can act on",
        shortDescription:
          "Demand forecasting, churn prediction, lead scoring and anomaly detection trained on your historical data, deployed behind an API, monitored for drift and surfaced in dashboards your operations team actually uses.",
        icon: "chart",
      },
    ],
  },
  techList: {
    section: {
      heading: "The AI Stack We Work With",
      highlightedText: "AI Stack",
      description:
        "Model-agnostic by design: we choose the model and tooling per use case on accuracy, latency, cost and data-residency needs.",
    },
    ctaText: "Talk to an AI Engineer",
    ctaLink: "/contact",
    techItems: [
      {
        title: "OpenAI & Azure OpenAI",
        description:
          "GPT-4o and o-series models, with regional data residency and content filtering on Azure.",
      },
      {
        title: "Anthropic Claude",
        description:
          "Long-context reasoning for contracts, reports and codebases, with strong instruction following.",
      },
      {
        title: "LangChain & LlamaIndex",
        description:
          "Orchestration for retrieval, tool calling and multi-step agents with traceable, testable chains.",
      },
      {
        title: "Vector Databases",
        description:
          "pgvector, Pinecone and Weaviate for fast semantic search across millions of document chunks.",
      },
      {
        title: "Hugging Face & PyTorch",
        description:
          "Fine-tuned open-source models when data must stay on your infrastructure or unit costs must drop.",
      },
      {
        title: "LangSmith & MLflow",
        description:
          "Prompt evaluation, experiment tracking and production tracing that catch quality regressions early.",
      },
    ],
  },
  coreFeatures: {
    section: {
      heading: "AI Built for Production, Not Demos",
      highlightedText: "Production",
      description:
        "Four principles behind every AI feature we ship, so it stays accurate, safe and affordable once real users arrive.",
    },
    cards: [
      {
        cardNumber: 1,
        title: "Grounded in Your Own Data",
        description:
          "Answers come from your documents and databases, with source citations that keep every response verifiable.",
        icon: "database",
      },
      {
        cardNumber: 2,
        title: "Enterprise-Grade Guardrails",
        description:
          "PII redaction, prompt-injection filters and role-based access, so AI never reveals what it should not.",
        icon: "shield",
      },
      {
        cardNumber: 3,
        title: "Model-Agnostic Architecture",
        description:
          "Switch between OpenAI, Claude or open-source models without a rewrite as prices and quality change.",
        icon: "layers",
      },
      {
        cardNumber: 4,
        title: "Measured Accuracy",
        description:
          "Evaluation sets and automated scoring before every release, so quality is measured rather than assumed.",
        icon: "target",
      },
    ],
  },
  process: {
    section: {
      heading: "How We Deliver AI Integrations",
      highlightedText: "AI Integrations",
      description:
        "A four-step path from idea to an AI feature your team trusts, typically live in 4-10 weeks.",
    },
    steps: [
      {
        stepNumber: 1,
        title: "AI Assessment",
        description:
          "We map your workflows and data, rank AI use cases by ROI and feasibility, and agree on success metrics for a first release.",
        icon: "target",
      },
      {
        stepNumber: 2,
        title: "Custom Development",
        description:
          "A prototype on your data within days, then the production build with evaluation sets, guardrails and cost controls.",
        icon: "code",
      },
      {
        stepNumber: 3,
        title: "Integration and Testing",
        description:
          "Secure connection to your CRM, ERP or product, then testing of accuracy, latency and edge cases against real data.",
        icon: "layers",
      },
      {
        stepNumber: 4,
        title: "Training and Support",
        description:
          "Hands-on training for your team, prompt and escalation playbooks, and monitoring with monthly accuracy reports.",
        icon: "graduation",
      },
    ],
  },
  featuredPortfolioLimit: 6,
  cta: {
    heading: "Ready to Put AI to Work in Your Business?",
    description:
      "Book a free 30-minute consultation with an AI engineer. We'll identify your highest-value use case and outline what a first release would take.",
    buttonText: "Book Your Free AI Consultation",
  },
}
