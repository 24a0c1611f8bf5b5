import type { ServicePageContent } from "../types/service-page"

export const aiDevelopment: ServicePageContent = {
  slug: "ai-development",
  title: "AI Development",
  showcase: {
    section: {
      heading: "AI Development Services",
      highlightedText: "AI Development",
      description:
        "Custom AI solutions, from generative assistants to predictive models, designed, built and operated by one experienced team.",
    },
    items: [
      {
        itemNumber: 1,
        mainTitle: "Generative AI Solutions",
        secondaryTitle: "Copilots, content and knowledge assistants",
        shortDescription:
          "Internal copilots that search policies and past projects, content generators tuned to your brand voice, and knowledge assistants built with retrieval-augmented generation on GPT-4o, Claude or Llama, shipped with evaluation and guardrails.",
        icon: "robot",
      },
      {
        itemNumber: 2,
        mainTitle: "Machine Learning Models",
        secondaryTitle: "Forecasting, scoring and recommendations",
        shortDescription:
          "Custom models for demand forecasting, churn and credit-risk scoring, product recommendations and anomaly detection, trained on your data with scikit-learn, XGBoost or PyTorch and served behind a monitored API.",
        icon: "chart",
      },
      {
        itemNumber: 3,
        mainTitle: "Computer Vision",
        secondaryTitle: "Visual inspection and document understanding",
        shortDescription:
          "Defect detection on production lines, shelf and inventory recognition, ID verification and OCR pipelines built on YOLO, OpenCV and cloud vision services, deployed to the cloud or to edge devices on site.",
        icon: "sparkles",
      },
      {
        itemNumber: 4,
        mainTitle: "AI Agents & Automation",
        secondaryTitle: "Agents that complete multi-step tasks",
        shortDescription:
          "Tool-using agents that qualify leads, reconcile invoices, triage tickets or prepare reports by calling your APIs, with approval steps, spending limits and full logs so you stay in control of every action they take.",
        icon: "bolt",
      },
    ],
  },
  techList: {
    section: {
      heading: "AI Technologies We Master",
      highlightedText: "Technologies",
      description:
        "Frontier and open-weight models plus the engineering around them: orchestration, retrieval, evaluation and monitoring.",
    },
    ctaText: "See AI Projects We've Shipped",
    ctaLink: "/portfolios",
    techItems: [
      {
        title: "GPT-4o & OpenAI o-series",
        description:
          "Multimodal reasoning over text, images and audio for assistants, extraction and analysis.",
      },
      {
        title: "Claude & Gemini",
        description:
          "Long-context models for contract analysis, research synthesis and large codebases.",
      },
      {
        title: "Llama & Mistral",
        description:
          "Open-weight models, fine-tuned and self-hosted when privacy or unit cost matters most.",
      },
      {
        title: "LangChain & LangGraph",
        description:
          "Agent orchestration with memory, tool calling and deterministic, testable control flow.",
      },
      {
        title: "PyTorch & scikit-learn",
        description:
          "Classical machine learning and deep learning for forecasting, classification and vision.",
      },
      {
        title: "pgvector & Pinecone",
        description:
          "Vector search for retrieval-augmented generation across millions of documents.",
      },
    ],
  },
  coreFeatures: {
    section: {
      heading: "How We Make AI Work in Production",
      highlightedText: "Production",
      description:
        "Eight practices that separate AI that earns its keep from AI that stalls after the demo.",
    },
    cards: [
      {
        cardNumber: 1,
        title: "Use-Case ROI Scoring",
        description:
          "Every idea is scored on value, data readiness and risk before we build, so budget goes to winners.",
        icon: "target",
      },
      {
        cardNumber: 2,
        title: "Rapid Prototypes",
        description:
          "A working prototype on your own data within 1-2 weeks proves value before the full investment.",
        icon: "rocket",
      },
      {
        cardNumber: 3,
        title: "Retrieval-Augmented Answers",
        description:
          "Responses grounded in your documents, with citations, to keep hallucinations out of production.",
        icon: "database",
      },
      {
        cardNumber: 4,
        title: "Evaluation Pipelines",
        description:
          "Automated test sets score accuracy, tone and safety on every release and track them over time.",
        icon: "check",
      },
      {
        cardNumber: 5,
        title: "Responsible AI Guardrails",
        description:
          "PII masking, content filters and prompt-injection defenses built into every deployment.",
        icon: "shield",
      },
      {
        cardNumber: 6,
        title: "Cost & Latency Control",
        description:
          "Caching, model routing and batching that typically cut inference costs by 30-60%.",
        icon: "bolt",
      },
      {
        cardNumber: 7,
        title: "MLOps & Monitoring",
        description:
          "Drift detection, usage analytics and alerting, so model quality holds up long after launch.",
        icon: "chart",
      },
      {
        cardNumber: 8,
        title: "Your Data Stays Yours",
        description:
          "Private deployments on Azure, AWS or on-premise, with no training on your data by model providers.",
        icon: "lock",
      },
    ],
  },
  process: {
    section: {
      heading: "Our AI Development Process",
      highlightedText: "Process",
      description:
        "Six steps from opportunity to a monitored AI system, with a go/no-go decision after the prototype.",
    },
    steps: [
      {
        stepNumber: 1,
        title: "AI Opportunity Assessment",
        description:
          "We review your workflows, data sources and goals, then shortlist the AI use cases with the clearest ROI and lowest risk.",
        icon: "target",
      },
      {
        stepNumber: 2,
        title: "Data Preparation",
        description:
          "Data is audited, cleaned, labeled where needed and piped in securely, with gaps and quality issues reported early.",
        icon: "database",
      },
      {
        stepNumber: 3,
        title: "Prototype & Validate",
        description:
          "A working prototype on real data, measured against agreed accuracy and business metrics before scaling up.",
        icon: "sparkles",
      },
      {
        stepNumber: 4,
        title: "Model & App Development",
        description:
          "Production-grade models, APIs and interfaces built in sprints, with evaluation sets run on every change.",
        icon: "code",
      },
      {
        stepNumber: 5,
        title: "Integration & Deployment",
        description:
          "Deployment to your cloud or ours with CI/CD and access controls, integrated into your existing systems.",
        icon: "cloud",
      },
      {
        stepNumber: 6,
        title: "Monitor & Improve",
        description:
          "Live dashboards for accuracy, cost and usage, monthly model reviews and retraining when data drifts.",
        icon: "trend-up",
      },
    ],
  },
  stats: [
    { value: "500+", description: "AI and automation projects delivered" },
    { value: "95%", description: "Average model accuracy in production" },
    { value: "10x", description: "Faster delivery with AI-assisted engineering" },
    { value: "24/7", description: "Model monitoring and support" },
  ],
  featuredPortfolioLimit: 6,
  cta: {
    heading: "Turn Your AI Idea Into a Working Product",
    description:
      "Book a free 30-minute session with our AI team. Bring one use case; leave with a recommended approach, rough timeline and budget range.",
    buttonText: "Book Your Free AI Consultation",
  },
}
