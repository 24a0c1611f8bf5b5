/**
 * Choices of the lead-capture modal (spec 000 §3.3, §4.4, §9). Values are sent as-is in the lead
 * payload (company_size, industry, budget, timeline, primary_goal, current_challenges), so the
 * option label is also its value.
 */
import type { LeadPageContext } from "../content/landing"

export type { LeadPageContext } from "../content/landing"

export const LEAD_PAGE_CONTEXTS: readonly LeadPageContext[] = ["automation", "ai-development"]

export const isLeadPageContext = (value: string): value is LeadPageContext =>
  (LEAD_PAGE_CONTEXTS as readonly string[]).includes(value)

/** Modal title per page context. */
export const LEAD_MODAL_TITLES: Record<LeadPageContext, string> = {
  automation: "Get Your Free Automation Strategy",
  "ai-development": "Get Your Free AI Development Plan",
}

/** Step 2 (business profile). Spec wording: "1-50, 51-200, 201+ employees". */
export const COMPANY_SIZES = ["1-50 employees", "51-200 employees", "201+ employees"] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]

export const LEAD_INDUSTRIES = ["Healthcare", "E-commerce", "Finance", "Manufacturing", "Tech", "Other"] as const
export type LeadIndustry = (typeof LEAD_INDUSTRIES)[number]

export const isLeadIndustry = (value: string): value is LeadIndustry =>
  (LEAD_INDUSTRIES as readonly string[]).includes(value)

export const TIMELINES = ["ASAP (Within 2 weeks)", "1-2 months", "3-6 months", "Just exploring options"] as const
export type LeadTimeline = (typeof TIMELINES)[number]

/** Budget ranges (not named by the spec; chosen to bracket the landing pages' price ranges). */
export const BUDGETS = ["Under $10K", "$10K-$25K", "$25K-$50K", "$50K+"] as const
export type LeadBudget = (typeof BUDGETS)[number]

type Four = readonly [string, string, string, string]
type Five = readonly [string, string, string, string, string]

/** Step 3 primary goal (single choice), per page context. */
export const PRIMARY_GOALS: Record<LeadPageContext, Five> = {
  automation: [
    "Reduce manual work and operating costs",
    "Respond to leads and customers faster",
    "Eliminate errors in data and documents",
    "Scale operations without hiring",
    "Get real-time visibility into the business",
  ],
  "ai-development": [
    "Launch a new AI-powered product or MVP",
    "Add AI features to an existing product",
    "Automate customer support with AI",
    "Modernize a legacy application",
    "Turn company data into insights and predictions",
  ],
}

export interface IndustryLeadChoices {
  /** Current challenges (multi-select; sent in current_challenges). */
  challenges: Four
  /** Use cases (multi-select; at least one required on step 3; sent in current_challenges after the challenges). */
  useCases: Four
}

/** Step 3 choices per industry and page context: 6 industries x 2 contexts x (4 + 4). */
export const INDUSTRY_LEAD_CHOICES: Record<LeadIndustry, Record<LeadPageContext, IndustryLeadChoices>> = {
  Healthcare: {
    automation: {
      challenges: [
        "Front desk overloaded with scheduling and reminder calls",
        "Patient intake forms re-typed into the EMR",
        "Slow insurance claims and frequent denials",
        "Lab results and follow-ups communicated by phone",
      ],
      useCases: [
        "Automated appointment reminders and rescheduling",
        "Digital patient intake synced to the EMR",
        "Insurance eligibility checks and claims submission",
        "Lab result and follow-up notifications",
      ],
    },
    "ai-development": {
      challenges: [
        "Clinicians spend hours on documentation after each shift",
        "Patients wait on hold for answers to routine questions",
        "Medical records and referral letters are hard to search",
        "No early warning of no-shows or readmission risk",
      ],
      useCases: [
        "AI medical scribe for clinical notes",
        "Patient support chatbot in English and Arabic",
        "AI summaries of medical records and referrals",
        "No-show and readmission risk prediction",
      ],
    },
  },
  "E-commerce": {
    automation: {
      challenges: [
        "Overselling because stock is not synced across channels",
        "Orders copied by hand between store, warehouse and courier",
        "Abandoned carts with no follow-up",
        "Returns and refunds handled by email and spreadsheets",
      ],
      useCases: [
        "Real-time inventory sync across Shopify and marketplaces",
        "Order routing to warehouse, 3PL and couriers",
        "Abandoned cart recovery via WhatsApp and email",
        "Automated returns, labels and refunds",
      ],
    },
    "ai-development": {
      challenges: [
        "Writing product descriptions for a large catalog takes weeks",
        "Support overwhelmed by 'where is my order' questions",
        "Shoppers cannot find the right product and leave",
        "Stockouts and overstock from guesswork forecasting",
      ],
      useCases: [
        "AI-generated product descriptions and translations",
        "AI shopping assistant and order-status chatbot",
        "Personalized product recommendations",
        "AI demand forecasting for inventory planning",
      ],
    },
  },
  Finance: {
    automation: {
      challenges: [
        "Invoices keyed into the accounting system by hand",
        "Bank reconciliation takes days every month",
        "Slow, paper-heavy client onboarding and KYC",
        "Month-end reports compiled manually from spreadsheets",
      ],
      useCases: [
        "Accounts payable and invoice approval workflows",
        "Automated daily bank reconciliation",
        "Digital KYC and client onboarding",
        "Scheduled management and regulatory reports",
      ],
    },
    "ai-development": {
      challenges: [
        "Fraudulent transactions detected too late",
        "Analysts spend hours reading contracts and filings",
        "Credit decisions depend on slow manual review",
        "Clients expect instant answers about accounts and products",
      ],
      useCases: [
        "AI fraud and anomaly detection",
        "AI analysis of contracts, statements and filings",
        "AI-assisted credit scoring and underwriting",
        "Secure AI assistant for client account questions",
      ],
    },
  },
  Manufacturing: {
    automation: {
      challenges: [
        "Purchase orders and supplier follow-ups handled by email",
        "Production data collected on paper or end-of-shift spreadsheets",
        "Quality records scattered across binders and files",
        "Supplier invoices matched against POs and receipts by hand",
      ],
      useCases: [
        "Automated purchase orders from reorder points",
        "Live production and OEE reporting",
        "Digital quality inspections and NCR workflows",
        "Three-way invoice matching",
      ],
    },
    "ai-development": {
      challenges: [
        "Defects found late, after parts are already produced",
        "Unplanned machine downtime",
        "Inaccurate demand forecasts drive excess inventory",
        "Operators cannot quickly search manuals and SOPs",
      ],
      useCases: [
        "Computer vision quality inspection",
        "Predictive maintenance from sensor data",
        "AI demand and production forecasting",
        "AI assistant for SOPs and maintenance manuals",
      ],
    },
  },
  Tech: {
    automation: {
      challenges: [
        "Customer onboarding and account provisioning done by hand",
        "Support tickets triaged and routed manually",
        "CRM and billing data out of sync",
        "Release notes, status updates and internal reports built manually",
      ],
      useCases: [
        "Automated customer onboarding and provisioning",
        "Support ticket triage and routing",
        "CRM, billing and product data sync",
        "Automated SaaS metrics and release reporting",
      ],
    },
    "ai-development": {
      challenges: [
        "Competitors are shipping AI features first",
        "Engineering velocity is too slow for the roadmap",
        "Support answers the same technical questions every day",
        "Product usage data is not turned into decisions",
      ],
      useCases: [
        "AI features in your product (copilot, search, summaries)",
        "AI-assisted development to ship an MVP faster",
        "Technical support bot trained on your docs",
        "Churn prediction and usage analytics",
      ],
    },
  },
  Other: {
    automation: {
      challenges: [
        "Repetitive data entry across disconnected tools",
        "Slow follow-up on leads and customer requests",
        "Approvals and hand-offs stuck in email threads",
        "Reports rebuilt manually every week",
      ],
      useCases: [
        "Workflow automation for approvals and hand-offs",
        "Lead capture and instant follow-up",
        "App integrations and data sync",
        "Self-updating dashboards and reports",
      ],
    },
    "ai-development": {
      challenges: [
        "Too much time spent answering routine questions",
        "Key information buried in documents and emails",
        "Content and proposals take too long to produce",
        "Unsure where AI would make the biggest difference",
      ],
      useCases: [
        "AI chatbot for customers or staff",
        "Document search and summarization",
        "AI content and proposal generation",
        "Custom AI app or MVP",
      ],
    },
  },
}

export interface LeadChoices {
  primaryGoals: Five
  challenges: Four
  useCases: Four
}

/**
 * Step-3 choices for a page context and the industry picked on step 2. An empty or unknown
 * industry gets the "Other" choices.
 */
export const leadChoices = (pageContext: LeadPageContext, industry: string): LeadChoices => {
  const key: LeadIndustry = isLeadIndustry(industry) ? industry : "Other"
  const { challenges, useCases } = INDUSTRY_LEAD_CHOICES[key][pageContext]
  return { primaryGoals: PRIMARY_GOALS[pageContext], challenges, useCases }
}

export interface LeadFormOptions {
  title: string
  companySizes: typeof COMPANY_SIZES
  industries: typeof LEAD_INDUSTRIES
  timelines: typeof TIMELINES
  budgets: typeof BUDGETS
  primaryGoals: Five
}

/** Everything the modal needs for a page context, in step order. */
export const leadFormOptions = (pageContext: LeadPageContext): LeadFormOptions => ({
  title: LEAD_MODAL_TITLES[pageContext],
  companySizes: COMPANY_SIZES,
  industries: LEAD_INDUSTRIES,
  timelines: TIMELINES,
  budgets: BUDGETS,
  primaryGoals: PRIMARY_GOALS[pageContext],
})
