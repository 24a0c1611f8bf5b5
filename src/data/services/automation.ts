import type { ServicePageContent } from "../types/service-page"

export const automation: ServicePageContent = {
  slug: "automation",
  title: "No-Code Automation",
  // The no-code services data set (spec 001: Workflow Automation, Integration Solutions,
  // Data Automation, Customer Journey Automation) is this page's showcase.
  showcase: {
    section: {
      heading: "No-Code Automation Services",
      highlightedText: "No-Code Automation",
      description:
        "Automations built on n8n, Zapier, Make and Power Automate that your team can understand, adjust and own, live in weeks rather than months.",
    },
    items: [
      {
        itemNumber: 1,
        mainTitle: "Workflow Automation",
        secondaryTitle: "Replace repetitive tasks with reliable flows",
        shortDescription:
          "We map approvals, hand-offs and data entry across your team and rebuild them as automated workflows in n8n, Zapier or Make, with error alerts and retry logic, typically removing 10-20 hours of manual work per employee each month.",
        icon: "cog",
      },
      {
        itemNumber: 2,
        mainTitle: "Integration Solutions",
        secondaryTitle: "Make your apps talk to each other",
        shortDescription:
          "Two-way syncs between your CRM, accounting, e-commerce and support tools such as HubSpot, Salesforce, Shopify, QuickBooks, Xero and Zendesk, so records stay consistent everywhere and nobody copies data between browser tabs again.",
        icon: "layers",
      },
      {
        itemNumber: 3,
        mainTitle: "Data Automation",
        secondaryTitle: "Clean, current data without spreadsheet marathons",
        shortDescription:
          "Scheduled pipelines collect data from forms, ads, stores and databases, clean and de-duplicate it, and feed Google Sheets, Airtable or BigQuery dashboards that refresh themselves every hour.",
        icon: "database",
      },
      {
        itemNumber: 4,
        mainTitle: "Customer Journey Automation",
        secondaryTitle: "The right message at the right moment",
        shortDescription:
          "Lead capture, instant follow-up, onboarding sequences, review requests and win-back campaigns triggered by customer behavior across email, SMS and WhatsApp, so no lead or customer slips through the cracks.",
        icon: "users",
      },
    ],
  },
  platforms: {
    section: {
      heading: "Automation Platforms & Tools",
      highlightedText: "Platforms & Tools",
      description:
        "We are platform-neutral: each workflow goes on the tool that fits its volume, data sensitivity and budget.",
    },
    categories: [
      {
        id: "workflow-platforms",
        name: "Workflow Automation Platforms",
        description: "The engines that run your automated processes, from quick wins to high-volume flows.",
        icon: "cog",
        platforms: [
          {
            name: "n8n",
            iconUrl: "/assets/platforms/n8n.svg",
            description:
              "Open-source workflow automation you can self-host, with code nodes for custom logic and full control over your data.",
            benefitMetric: "400+",
            benefitDescription: "Integrations, with unlimited executions when self-hosted",
            features: [
              "Self-hosted or cloud deployment",
              "JavaScript and Python code nodes",
              "AI agent and LLM nodes",
              "Webhook and schedule triggers",
              "Error workflows with retries",
              "Git-based version control",
            ],
          },
          {
            name: "Zapier",
            iconUrl: "/assets/platforms/zapier.svg",
            description:
              "The largest no-code app ecosystem, ideal for fast wins across sales, marketing and admin tools.",
            benefitMetric: "5,000+",
            benefitDescription: "Apps connected without writing code",
            features: [
              "Multi-step Zaps with paths",
              "Filters and formatter steps",
              "Zapier Tables and Interfaces",
              "AI steps with ChatGPT",
              "Delays and scheduling",
              "Shared team folders and permissions",
            ],
          },
          {
            name: "Make",
            iconUrl: "/assets/platforms/make.svg",
            description:
              "A visual scenario builder for complex, branching automations, with data mapping you can see at a glance.",
            benefitMetric: "2,000+",
            benefitDescription: "Apps on a visual automation canvas",
            features: [
              "Drag-and-drop visual builder",
              "Routers and conditional branches",
              "Iterators and aggregators",
              "HTTP and JSON modules",
              "Scheduling down to every minute",
              "Detailed execution history",
            ],
          },
          {
            name: "Power Automate",
            iconUrl: "/assets/platforms/power-automate.svg",
            description:
              "Microsoft's automation platform for teams on Microsoft 365, Dynamics and SharePoint, with desktop RPA for legacy apps.",
            benefitMetric: "600+",
            benefitDescription: "Connectors across Microsoft 365 and beyond",
            features: [
              "Cloud and desktop (RPA) flows",
              "Approvals in Teams and Outlook",
              "SharePoint and Excel automation",
              "AI Builder document processing",
              "Dataverse integration",
              "Central governance for IT",
            ],
          },
        ],
      },
      {
        id: "ai-automation",
        name: "AI & Intelligent Automation",
        description: "Models and robots that read, classify and act on documents, emails and legacy screens.",
        icon: "robot",
        platforms: [
          {
            name: "OpenAI",
            iconUrl: "/assets/platforms/openai.svg",
            description:
              "GPT-4o inside your workflows to classify emails, extract invoice fields, summarize calls and draft replies for approval.",
            benefitMetric: "80%",
            benefitDescription: "Faster email and document triage",
            features: [
              "Email and ticket classification",
              "Invoice and receipt extraction",
              "Call and meeting summaries",
              "Draft replies with an approval step",
              "Structured JSON outputs",
              "Usage and cost limits per workflow",
            ],
          },
          {
            name: "Claude",
            iconUrl: "/assets/platforms/claude.svg",
            description:
              "Anthropic's Claude for long-document workflows: contract review, policy questions and report drafting.",
            benefitMetric: "200K",
            benefitDescription: "Token context for long contracts and reports",
            features: [
              "Contract clause extraction",
              "Policy and SOP question answering",
              "Long report summarization",
              "Tool use for multi-step tasks",
              "Careful answers on grounded data",
              "Enterprise data-retention controls",
            ],
          },
          {
            name: "UiPath",
            iconUrl: "/assets/platforms/uipath.svg",
            description:
              "Enterprise RPA that drives desktop and legacy systems without APIs, with document understanding for scanned files.",
            benefitMetric: "70%",
            benefitDescription: "Less effort on screen-based legacy tasks",
            features: [
              "Attended and unattended robots",
              "Desktop and Citrix automation",
              "Document Understanding for scans",
              "Orchestrator queues and scheduling",
              "Audit trails for compliance",
              "Email and Excel automation",
            ],
          },
        ],
      },
      {
        id: "data-business-apps",
        name: "Data, CRM & Business Apps",
        description: "The systems your automations read from and write to, kept clean and in sync.",
        icon: "database",
        platforms: [
          {
            name: "Airtable",
            iconUrl: "/assets/platforms/airtable.svg",
            description:
              "Relational databases with a spreadsheet feel, ideal as the operational hub your automations read and update.",
            benefitMetric: "50%",
            benefitDescription: "Less time spent reconciling spreadsheets",
            features: [
              "Linked records and rollups",
              "Interfaces for team dashboards",
              "Native automations and scripts",
              "Forms for data collection",
              "Synced tables across bases",
              "Granular sharing permissions",
            ],
          },
          {
            name: "HubSpot",
            iconUrl: "/assets/platforms/hubspot.svg",
            description:
              "CRM-centered automation for marketing, sales and service: lead scoring, sequences, pipelines and ticket routing.",
            benefitMetric: "35%",
            benefitDescription: "Higher lead-to-meeting rate with instant follow-up",
            features: [
              "Lead scoring and routing",
              "Email sequences and workflows",
              "Deal pipeline automation",
              "Ticket routing and SLAs",
              "Custom objects and properties",
              "Two-way sync via n8n or Zapier",
            ],
          },
          {
            name: "Google Workspace",
            iconUrl: "/assets/platforms/google-workspace.svg",
            description:
              "Sheets, Gmail, Drive and Forms automated with Apps Script and connectors, feeding Looker Studio dashboards.",
            benefitMetric: "15 hrs",
            benefitDescription: "Saved per team each week on reporting",
            features: [
              "Self-updating Sheets reports",
              "Gmail parsing and labeling",
              "Document generation in Drive",
              "Forms to CRM pipelines",
              "Looker Studio dashboards",
              "Apps Script custom functions",
            ],
          },
        ],
      },
    ],
  },
  process: {
    section: {
      heading: "Our 4-Step No-Code Process",
      highlightedText: "No-Code Process",
      description:
        "Most clients see their first workflows live within two to three weeks of the kickoff call.",
    },
    steps: [
      {
        stepNumber: 1,
        title: "Discover & Map",
        description:
          "We interview your team, map each manual process and the hours it costs, then rank automations by time saved and effort.",
        icon: "target",
      },
      {
        stepNumber: 2,
        title: "Design the Workflow",
        description:
          "We pick the right platform for each flow and design triggers, data mappings and error handling for your sign-off.",
        icon: "layers",
      },
      {
        stepNumber: 3,
        title: "Build & Test",
        description:
          "Workflows are built in a staging workspace, tested with real sample data and edge cases, and documented step by step.",
        icon: "cog",
      },
      {
        stepNumber: 4,
        title: "Launch & Monitor",
        description:
          "Go-live with failure alerts, a handover session for your team and monthly reviews to find the next automation.",
        icon: "rocket",
      },
    ],
  },
  featuredPortfolioLimit: 6,
  cta: {
    heading: "Find the Hours Hiding in Your Workflows",
    description:
      "Book a free 30-minute automation consultation. We'll review two or three of your processes and show which ones to automate first and what they'll save.",
    buttonText: "Book Your Free Consultation",
  },
}
