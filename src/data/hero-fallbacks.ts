import { SITE } from "../config/site"
import type { HeroCopy } from "../content/hero"

/**
 * Built-in heroes used when the CMS has none for these page keys (spec 000 §2.4). Resolved at build
 * time (src/content/hero-resolution.ts): this table never reaches the browser.
 */
export const HERO_FALLBACKS: Record<string, HeroCopy> = {
  about: {
    title: "Built in Lahore, Trusted Around the World",
    titlePrimary: "Trusted Around the World",
    description:
      "Since 2019 Lumenaut has grown from a three-person studio into a team of engineers, designers and automation specialists serving clients across the Gulf, Europe and North America.",
    labelText: "About Lumenaut",
    labelInformation: "Founded 2019",
    buttonTitle: "Meet the Team",
    buttonType: "internal",
    buttonActionLink: "/careers",
  },
  contact: {
    title: "Let's Talk About Your Next Project",
    titlePrimary: "Next Project",
    description:
      "Tell us what you want to build or automate. A senior consultant replies within 24 hours, and the first 30-minute consultation is always free.",
    labelText: "Contact Us",
    labelInformation: "Reply within 24 hours",
    buttonTitle: "Book a 30-Minute Call",
    buttonType: "external",
    buttonActionLink: SITE.bookingLink,
  },
  "business-automation": {
    title: "Put Your Operations on Auto-Pilot",
    titlePrimary: "Auto-Pilot",
    description:
      "We automate the processes that slow you down, from lead routing to invoicing, with workflows that are monitored around the clock.",
    labelText: "Business Automation",
    labelInformation: "500+ projects delivered",
    buttonTitle: "Get FREE Automation Audit",
    buttonType: "external",
    buttonActionLink: SITE.bookingLink,
  },
  "ai-development": {
    title: "AI Development That Ships in Weeks, Not Months",
    titlePrimary: "Weeks, Not Months",
    description:
      "Custom AI applications, assistants and data platforms built with AI-assisted engineering, reviewed and secured by senior engineers.",
    labelText: "AI Development",
    labelInformation: "Free 30-minute consultation",
    buttonTitle: "Get Your AI Readiness Assessment",
    buttonType: "external",
    buttonActionLink: SITE.bookingLink,
  },
  industries: {
    title: "Industry Expertise That Speaks Your Language",
    titlePrimary: "Speaks Your Language",
    description:
      "From hospitality and retail to healthcare, logistics and finance, we bring lessons from every project in your sector to yours.",
    labelText: "Industries We Serve",
    labelInformation: "8+ industries",
    buttonTitle: "Explore Our Work",
    buttonType: "internal",
    buttonActionLink: "/portfolios",
  },
  careers: {
    title: "Do the Best Work of Your Career With Us",
    titlePrimary: "Best Work",
    description:
      "Join a team that ships real products for clients in eight countries, learns something new every sprint and takes ownership seriously.",
    labelText: "Careers at Lumenaut",
    labelInformation: "Hiring in Lahore and remote",
    buttonTitle: "See Open Positions",
    buttonType: "internal",
    buttonActionLink: "/careers#open-positions",
  },
  process: {
    title: "From Health Scan to Hands-Off Operations",
    titlePrimary: "Hands-Off Operations",
    description:
      "Our five-step framework starts with a free automation health scan and ends with systems that run, improve and report on themselves.",
    labelText: "How We Work",
    labelInformation: "Five clear steps",
    buttonTitle: "Start Your Free Health Scan",
    buttonType: "external",
    buttonActionLink: SITE.bookingLink,
  },
}

/** Page keys whose hero shows the trust signals (spec 000 §2.4). */
export const TRUST_SIGNAL_PAGES = ["home", "services", "contact"] as const
