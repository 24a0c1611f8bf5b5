/**
 * Static copy of the home and services-page sections (spec 000 §2.5, §2.6, §2.9).
 * Logos are paths under /assets/platforms/; when a file is missing the component shows the
 * first-letter fallback. AI models without a dedicated logo use /assets/platforms/ai-generic.svg.
 */
import type { TrustCardsSection } from "./services-trust"
import type { LeadPageContext } from "./types/landing"
import type {
  AiModel,
  ButtonContent,
  CountUpStat,
  FeatureCard,
  HighlightCard,
  IconBenefitCard,
  IconLabel,
  LabeledStat,
  PlatformItem,
  SampleTestimonial,
  SectionData,
} from "./types/sections"

export type {
  AiModel,
  AiModelCategory,
  ButtonContent,
  CountUpStat,
  FeatureCard,
  HighlightCard,
  IconBenefitCard,
  IconLabel,
  LabeledStat,
  PlatformItem,
  SampleTestimonial,
  SectionData,
} from "./types/sections"

// ---------------------------------------------------------------------------------------------
// Run Your Business on Auto-Pilot
// ---------------------------------------------------------------------------------------------

export interface AutoPilotSection {
  section: SectionData
  cards: IconBenefitCard[]
  /** Opens the booking link; disabled unless the link is "#" or on the scheduling provider's domain. */
  button: ButtonContent
  /** Title (tooltip) of the disabled button. */
  invalidLinkTitle: string
}

export const autoPilotSection: AutoPilotSection = {
  section: {
    heading: "Run Your Business on Auto-Pilot",
    highlightedText: "Auto-Pilot",
    description:
      "AI-driven automations that find leads, run operations and support customers around the clock while your team focuses on growth.",
  },
  cards: [
    {
      icon: "target",
      title: "Smart Lead Generation",
      description:
        "Leads from your website, ads and WhatsApp are captured, enriched, scored and routed to the right rep within seconds.",
    },
    {
      icon: "cog",
      title: "Automated Operations",
      description:
        "Orders, invoices, approvals and onboarding run as automated workflows that alert a person only when one is needed.",
    },
    {
      icon: "chart",
      title: "Intelligent Analytics",
      description:
        "Live dashboards and AI-written summaries show what changed, why it changed and what to do next.",
    },
    {
      icon: "check",
      title: "Quality Assurance",
      description:
        "Built-in validation and automated checks catch errors in data, documents and releases before customers see them.",
    },
    {
      icon: "trend-up",
      title: "Performance Optimization",
      description:
        "Continuous monitoring tunes workflows, systems and cloud spend, so performance improves as volumes grow.",
    },
    {
      icon: "users",
      title: "Customer Support",
      description:
        "AI assistants answer routine questions 24/7 in English and Arabic and hand complex cases to your team with context.",
    },
  ],
  button: { text: "Start Your Automation Journey", target: { kind: "booking" } },
  invalidLinkTitle: "Invalid Calendly link",
}

// ---------------------------------------------------------------------------------------------
// Business Process Automation (six platforms)
// ---------------------------------------------------------------------------------------------

export interface PlatformListSection {
  section: SectionData
  platforms: PlatformItem[]
  button: ButtonContent
}

export const businessProcessAutomationSection: PlatformListSection = {
  section: {
    heading: "Business Process Automation",
    highlightedText: "Automation",
    description:
      "We build on the leading automation platforms and choose the right one for each workflow's volume, budget and data rules.",
  },
  platforms: [
    {
      name: "n8n",
      logo: "/assets/platforms/n8n.svg",
      description: "Open-source, self-hostable workflows with 400+ integrations and custom code when needed.",
    },
    {
      name: "Zapier",
      logo: "/assets/platforms/zapier.svg",
      description: "Fast no-code automations across 5,000+ apps for sales, marketing and admin teams.",
    },
    {
      name: "Make",
      logo: "/assets/platforms/make.svg",
      description: "Visual scenarios for complex, multi-branch automations with powerful data mapping.",
    },
    {
      name: "Power Automate",
      logo: "/assets/platforms/power-automate.svg",
      description: "Cloud and desktop flows for teams on Microsoft 365, Dynamics and SharePoint.",
    },
    {
      name: "UiPath",
      logo: "/assets/platforms/uipath.svg",
      description: "Enterprise RPA robots for legacy desktop and ERP systems that have no API.",
    },
    {
      name: "Airtable",
      logo: "/assets/platforms/airtable.svg",
      description: "A flexible operational database that your automations read from and update.",
    },
  ],
  button: { text: "Get Started", target: { kind: "booking" } },
}

// ---------------------------------------------------------------------------------------------
// AI-Powered Development (six tools + three highlights)
// ---------------------------------------------------------------------------------------------

export interface AiPoweredDevelopmentSection {
  section: SectionData
  tools: PlatformItem[]
  highlights: HighlightCard[]
}

export const aiPoweredDevelopmentSection: AiPoweredDevelopmentSection = {
  section: {
    heading: "AI-Powered Development",
    highlightedText: "AI-Powered",
    description:
      "Experienced engineers working with the best AI coding tools ship production-ready software in a fraction of the usual time.",
  },
  tools: [
    {
      name: "Loveable.dev",
      logo: "/assets/platforms/loveable.svg",
      description: "Full-stack app generation from plain-language specs for fast MVPs and internal tools.",
    },
    {
      name: "Cursor",
      logo: "/assets/platforms/cursor.svg",
      description: "An AI-native code editor that understands the whole codebase for faster refactors.",
    },
    {
      name: "Claude",
      logo: "/assets/platforms/claude.svg",
      description: "Long-context reasoning for architecture planning, code review and documentation.",
    },
    {
      name: "GitHub Copilot",
      logo: "/assets/platforms/github-copilot.svg",
      description: "Inline suggestions, test generation and pull-request summaries in the IDE.",
    },
    {
      name: "OpenAI Codex",
      logo: "/assets/platforms/openai-codex.svg",
      description: "A cloud coding agent that handles well-defined tasks in parallel for engineer review.",
    },
    {
      name: "v0 by Vercel",
      logo: "/assets/platforms/v0.svg",
      description: "Generates React and Tailwind interface components from prompts and screenshots.",
    },
  ],
  highlights: [
    {
      icon: "bolt",
      title: "Lightning Fast",
      metric: "10x faster",
      description: "AI-assisted engineering takes most MVPs from idea to launch in 2-6 weeks.",
    },
    {
      icon: "star",
      title: "Superior Quality",
      description: "Every AI-generated line is reviewed, tested and security-checked by senior engineers.",
    },
    {
      icon: "users",
      title: "Expert Team",
      description: "Engineers with years of production experience who know when to trust AI and when not to.",
    },
  ],
}

// ---------------------------------------------------------------------------------------------
// Core Feature (two cards)
// ---------------------------------------------------------------------------------------------

export interface CoreFeatureSection {
  section: SectionData
  cards: FeatureCard[]
}

export const coreFeatureSection: CoreFeatureSection = {
  section: {
    heading: "Core Feature",
    highlightedText: "Feature",
    description:
      "Two ways we transform how your business runs: automate the work you do today, and build the AI products you need next.",
  },
  cards: [
    {
      icon: "cog",
      title: "Business Automation",
      description:
        "Repetitive work across sales, finance and operations automated with n8n, Zapier, Make and Power Automate, and monitored 24/7.",
      points: ["85% fewer manual tasks", "$50K+ average annual savings", "First workflows live in 2-4 weeks"],
      button: { text: "Start Collaboration", target: { kind: "booking" } },
    },
    {
      icon: "robot",
      title: "AI Development",
      description:
        "AI-powered apps, chatbots and integrations built 10x faster with Cursor, Claude and GitHub Copilot, reviewed by senior engineers.",
      points: ["10x faster delivery", "70% lower build cost", "Production-ready, tested code"],
      button: { text: "View Our Work", target: { kind: "internal", to: "/portfolios" } },
    },
  ],
}

// ---------------------------------------------------------------------------------------------
// Featured portfolio (home, services and service pages; service pages put their title first)
// ---------------------------------------------------------------------------------------------

export const featuredProjectsSection: SectionData = {
  heading: "Featured Projects",
  highlightedText: "Projects",
  description: "A selection of products, automations and AI systems we have shipped for clients across eight countries.",
}

// ---------------------------------------------------------------------------------------------
// Why work with us (count-up stats)
// ---------------------------------------------------------------------------------------------

export interface WhyWorkWithUsSection {
  section: SectionData
  /** Rendered as `${count}${suffix}` above `label`; counts up once when half visible. */
  stats: CountUpStat[]
}

export const whyWorkWithUsSection: WhyWorkWithUsSection = {
  section: {
    heading: "Why Work With Us",
    highlightedText: "With Us",
    description:
      "A focused team that has shipped software and automation for clients on four continents since 2019.",
  },
  stats: [
    { target: 50, suffix: "+", label: "Projects Delivered" },
    { target: 8, suffix: "", label: "Countries Served" },
    { target: 98, suffix: "%", label: "Client Satisfaction" },
    { target: 24, suffix: "", label: "Hour Support" },
  ],
}

// ---------------------------------------------------------------------------------------------
// Call-to-action banner
// ---------------------------------------------------------------------------------------------

export interface CtaBannerSection {
  heading: string
  description: string
  stats: LabeledStat[]
  /** Opens the booking link in a new tab. */
  button: ButtonContent
}

export const ctaBannerSection: CtaBannerSection = {
  heading: "Get Expert Advice for Your Next Big Project",
  description:
    "Spend 30 minutes with a senior consultant, free. Get honest advice on scope, technology and budget before you commit.",
  stats: [
    { value: "500+", label: "Projects Completed" },
    { value: "92%", label: "Satisfied Rate" },
  ],
  button: { text: "Book Your Free Session", target: { kind: "booking" } },
}

// ---------------------------------------------------------------------------------------------
// Home benefits (six cards -> pinned horizontal strip)
// ---------------------------------------------------------------------------------------------

export const homeBenefitsSection: TrustCardsSection = {
  section: {
    heading: "What You Gain With Lumenaut",
    highlightedText: "Lumenaut",
    description: "The outcomes clients point to when they explain why they keep working with us.",
  },
  cards: [
    {
      icon: "rocket",
      title: "Faster Time to Market",
      description:
        "AI-assisted engineering and reusable building blocks take most products from idea to launch in weeks, not quarters.",
    },
    {
      icon: "chart",
      title: "Lower Operating Costs",
      description:
        "Automations remove repetitive work, saving our clients an average of $50K+ a year in manual effort.",
    },
    {
      icon: "lock",
      title: "Enterprise-Grade Security",
      description:
        "SOC 2 and GDPR-compliant practices, encrypted data and least-privilege access on every project.",
    },
    {
      icon: "clock",
      title: "24/7 Support",
      description:
        "Monitoring and on-call engineers around the clock, so issues are fixed before your customers notice.",
    },
    {
      icon: "users",
      title: "Transparent Communication",
      description:
        "One accountable project lead, weekly demos and a shared board: you always know what is happening and why.",
    },
    {
      icon: "trend-up",
      title: "Measurable ROI",
      description:
        "Every project starts with agreed success metrics and reports hours saved, revenue gained and costs cut.",
    },
  ],
}

// ---------------------------------------------------------------------------------------------
// AI models (12)
// ---------------------------------------------------------------------------------------------

const GENERIC_AI_LOGO = "/assets/platforms/ai-generic.svg"

/** The AI models we build with. Only Claude has a dedicated logo; the rest use the generic one. */
export const aiModels: AiModel[] = [
  { name: "GPT-4o", imagePath: GENERIC_AI_LOGO, category: "multimodal" },
  { name: "OpenAI o3", imagePath: GENERIC_AI_LOGO, category: "language" },
  { name: "Claude Sonnet 4", imagePath: "/assets/platforms/claude.svg", category: "language" },
  { name: "Gemini 2.5 Pro", imagePath: GENERIC_AI_LOGO, category: "multimodal" },
  { name: "Llama 3.1 405B", imagePath: GENERIC_AI_LOGO, category: "language" },
  { name: "Mistral Large 2", imagePath: GENERIC_AI_LOGO, category: "language" },
  { name: "DeepSeek-V3", imagePath: GENERIC_AI_LOGO, category: "language" },
  { name: "DALL-E 3", imagePath: GENERIC_AI_LOGO, category: "image" },
  { name: "Stable Diffusion 3.5", imagePath: GENERIC_AI_LOGO, category: "image" },
  { name: "Midjourney v6", imagePath: GENERIC_AI_LOGO, category: "image" },
  { name: "Whisper large-v3", imagePath: GENERIC_AI_LOGO, category: "audio" },
  { name: "ElevenLabs Multilingual v2", imagePath: GENERIC_AI_LOGO, category: "audio" },
]

// ---------------------------------------------------------------------------------------------
// Sample testimonials (5)
// ---------------------------------------------------------------------------------------------

export const sampleTestimonials: SampleTestimonial[] = [
  {
    id: 1,
    text: "Lumenaut rebuilt our order handling with n8n and a live dashboard. Work that took three people a full day now finishes on its own before 9 a.m.",
    name: "Omar Al-Mansouri",
    title: "Operations Director, FMCG distributor, Dubai",
  },
  {
    id: 2,
    text: "They delivered our mobile banking MVP in ten weeks, passed the bank's security review on the first attempt and have been a dependable partner ever since.",
    name: "Sara Al-Qahtani",
    title: "Head of Digital Products, fintech startup, Riyadh",
  },
  {
    id: 3,
    text: "Clear communication, weekly demos and no surprises on the invoice. Our store handled three times its usual traffic during Ramadan without a hiccup.",
    name: "Emre Yıldız",
    title: "Founder, online home-goods retailer, Istanbul",
  },
  {
    id: 4,
    text: "The AI assistant answers most of our customers' questions in Arabic and English. Our support team finally has time for the cases that need a person.",
    name: "Khalid Rahman",
    title: "Customer Experience Manager, logistics company, Doha",
  },
  {
    id: 5,
    text: "From user research to launch they treated our product like their own. Sign-ups rose 38% in the first month after the redesign went live.",
    name: "Emily Carter",
    title: "Product Manager, B2B SaaS company, London",
  },
]


// ---------------------------------------------------------------------------------------------
// Ready-to-scale call to action (opens the lead modal)
// ---------------------------------------------------------------------------------------------

export interface ReadyToScaleCta {
  heading: string
  highlightedText?: string
  description: string
  buttonText: string
  /** Page context passed to the lead modal by the home call to action. */
  pageContext: LeadPageContext
}

export const readyToScaleCta: ReadyToScaleCta = {
  heading: "Ready to Scale Without Adding Headcount?",
  highlightedText: "Without Adding Headcount",
  description:
    "Tell us where your team loses time. We'll send a free automation strategy with the workflows that pay back fastest and what they would save.",
  buttonText: "Submit Form",
  pageContext: "automation",
}
