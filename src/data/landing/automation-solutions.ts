import type { AutomationLandingContent } from "../types/landing"

/** /lp/automation-solutions (spec 001 §2). Every button opens the lead modal, context "automation". */
export const automationSolutionsLanding: AutomationLandingContent = {
  pageContext: "automation",
  meta: {
    canonicalPath: "/lp/automation-solutions",
    title: "Business Automation | n8n, Zapier & Make Experts",
    description:
      "Cut manual work by 85% and save $50K+ a year with automation on n8n, Zapier, Make and Power Automate. Book a FREE automation audit worth $2,500 this week.",
    keywords: [
      "business process automation",
      "workflow automation agency",
      "n8n automation experts",
      "Zapier consultants",
      "Make.com automation",
      "Power Automate consultants",
      "free automation audit",
      "no-code automation",
      "automation company Dubai",
      "automation company Riyadh",
      "AI automation for small business",
    ],
  },
  hero: {
    badge: "500+ Businesses Automated",
    headline: "Automate Your Business and Save $50K+ Every Year",
    highlightedText: "Save $50K+ Every Year",
    subheadline:
      "We design, build and maintain automations on n8n, Zapier, Make and Power Automate that remove repetitive work from sales, finance and operations, so your team can focus on growth.",
    stats: [
      { value: "85%", label: "Reduction in manual tasks" },
      { value: "$50K+", label: "Average annual savings" },
      { value: "24/7", label: "Automated operations" },
    ],
    primaryButton: { text: "Get FREE Automation Audit", tags: ["FREE", "LIMITED"] },
    reassurances: [
      { icon: "clock", label: "Free 30-minute consultation" },
      { icon: "target", label: "Identify high-impact automation opportunities" },
      { icon: "chart", label: "Custom ROI projections for your business" },
      { icon: "check", label: "No commitment required" },
    ],
  },
  platforms: {
    section: {
      heading: "Automation Platforms We Master",
      highlightedText: "Platforms",
      description:
        "Certified on the leading automation platforms, we pick the one that fits your volume, budget and data rules.",
    },
    cards: [
      {
        name: "n8n",
        logo: "/assets/platforms/n8n.svg",
        highlight: "400+ integrations",
        description:
          "Open-source and self-hosted, so sensitive data never leaves your servers. Ideal for complex, high-volume workflows.",
        tags: ["Self-hosted", "Open source", "Custom code"],
      },
      {
        name: "Zapier",
        logo: "/assets/platforms/zapier.svg",
        highlight: "5,000+ apps",
        description:
          "The widest app library for fast, reliable automations across sales, marketing and admin tools.",
        tags: ["No-code", "Fast setup", "AI steps"],
      },
      {
        name: "Make",
        logo: "/assets/platforms/make.svg",
        highlight: "Visual automation",
        description:
          "make.com's visual canvas for complex, multi-branch scenarios with powerful data mapping at a low cost per operation.",
        tags: ["Visual builder", "Advanced logic", "Cost-efficient"],
      },
      {
        name: "Power Automate",
        logo: "/assets/platforms/power-automate.svg",
        highlight: "600+ connectors",
        description:
          "Microsoft's platform for Microsoft 365, Dynamics and SharePoint, with desktop RPA for legacy applications.",
        tags: ["Microsoft 365", "Desktop RPA", "Enterprise governance"],
      },
    ],
  },
  beforeAfter: {
    section: {
      heading: "Before vs After Automation",
      highlightedText: "After Automation",
      description:
        "The problems we hear in almost every first call, and what changes once the right workflows are in place.",
    },
    problemsTitle: "Before Automation",
    solutionsTitle: "After Automation",
    problems: [
      {
        shortTitle: "Manual Data Entry",
        longTitle: "Hours Lost to Manual Data Entry",
        shortDescription: "Staff retype the same data into 3-5 systems every day.",
        longDescription:
          "Orders, invoices and leads are copied by hand between your CRM, accounting software and spreadsheets, costing each employee 10-15 hours a week and creating typos that surface weeks later.",
        icon: "clock",
      },
      {
        shortTitle: "Slow Lead Response",
        longTitle: "Leads Go Cold Before Anyone Replies",
        shortDescription: "New inquiries wait hours or days for a first reply.",
        longDescription:
          "Web forms, WhatsApp messages and ad leads land in different inboxes. By the time sales follows up, the prospect has already booked a competitor who answered in five minutes.",
        icon: "mail",
      },
      {
        shortTitle: "Costly Human Errors",
        longTitle: "Errors in Critical Processes",
        shortDescription: "Typos in invoices, orders and payroll cost money and trust.",
        longDescription:
          "One wrong digit in an invoice or a shipping address means refunds, chargebacks and unhappy customers. Manual processes often run at 1-4% error rates that compound as you grow.",
        icon: "target",
      },
      {
        shortTitle: "No Real-Time Visibility",
        longTitle: "Decisions Made on Last Month's Data",
        shortDescription: "Reports take days to compile and are outdated on arrival.",
        longDescription:
          "Managers wait for someone to merge spreadsheets before they can see sales, cash flow or stock levels, so problems are spotted weeks after they start.",
        icon: "chart",
      },
      {
        shortTitle: "Growth Means Hiring",
        longTitle: "Scaling Requires More Headcount",
        shortDescription: "Every new customer adds admin work and another hire.",
        longDescription:
          "Because every process depends on someone doing it by hand, doubling volume means nearly doubling back-office staff, eating the margin that growth was supposed to create.",
        icon: "users",
      },
    ],
    solutions: [
      {
        shortTitle: "Automatic Data Sync",
        longTitle: "Data Entered Once, Synced Everywhere",
        shortDescription: "Records flow between systems in seconds, with no retyping.",
        longDescription:
          "Integrations between your CRM, ERP, accounting and e-commerce platforms keep every record consistent automatically, giving each employee back 10-15 hours a week.",
        icon: "database",
      },
      {
        shortTitle: "Instant Lead Follow-Up",
        longTitle: "Every Lead Answered Within 60 Seconds",
        shortDescription: "Leads are captured, scored and contacted automatically.",
        longDescription:
          "Every inquiry from forms, ads and WhatsApp is logged in your CRM, routed to the right rep and answered with a personalized message within a minute, day or night.",
        icon: "bolt",
      },
      {
        shortTitle: "Error-Free Processing",
        longTitle: "Validated, Error-Free Processes",
        shortDescription: "Built-in validation catches mistakes before they cost money.",
        longDescription:
          "Automated workflows check every field against your master data and flag exceptions for review, cutting error rates by up to 95% on invoices, orders and payroll.",
        icon: "check",
      },
      {
        shortTitle: "Live Dashboards",
        longTitle: "Real-Time Dashboards for Every Team",
        shortDescription: "Key numbers update automatically, every hour.",
        longDescription:
          "Sales, finance and operations data flow into live dashboards with alerts when a KPI moves, so you act on today's numbers instead of last month's.",
        icon: "trend-up",
      },
      {
        shortTitle: "Scale Without Hiring",
        longTitle: "Grow Revenue Without Growing Headcount",
        shortDescription: "Handle 3x the volume with the same team.",
        longDescription:
          "Automations absorb the repetitive workload as you grow, so the same team handles three times the orders, tickets or applications without proportional hiring.",
        icon: "rocket",
      },
    ],
    mobileVisibleCount: 3,
    showMoreProblemsText: "Show More Problems",
    showMoreSolutionsText: "Show More Solutions",
  },
  testimonials: {
    section: {
      heading: "What Our Clients Say",
      highlightedText: "Clients",
      description: "Results from automation projects across the Gulf and Turkey.",
    },
    items: [
      {
        source: "Clutch.co",
        quote:
          "Leads from Property Finder, Bayut and our website used to sit in three different inboxes. Lumenaut connected everything to our CRM with n8n, and now every lead gets a WhatsApp reply within a minute. Our agents closed more deals last quarter than in the two before it.",
        businessType: "Real estate brokerage",
        city: "Dubai",
        outcome: "Lead response time cut from 4 hours to under 1 minute",
        rating: 5,
      },
      {
        source: "Google Reviews",
        quote:
          "Appointment reminders, insurance pre-approvals and patient follow-ups were eating our front desk's entire day. The automations they built run quietly in the background, and our no-show rate dropped within a few weeks.",
        businessType: "Multi-branch medical clinic",
        city: "Riyadh",
        outcome: "35% fewer no-shows and 30 hours a week saved at reception",
        rating: 5,
      },
      {
        source: "Client Review",
        quote:
          "We sell on Trendyol, Hepsiburada and our own Shopify store. Lumenaut automated stock sync, e-invoicing and shipping labels. Overselling stopped completely and the team no longer works weekends during campaigns.",
        businessType: "Online fashion retailer",
        city: "Istanbul",
        outcome: "Order processing time reduced by 80%",
        rating: 5,
      },
    ],
  },
  industries: {
    section: {
      heading: "Automation Solutions by Industry",
      highlightedText: "by Industry",
      description:
        "Proven workflows for your sector, with the typical hours saved per week and return on investment.",
    },
    categories: [
      {
        name: "Healthcare",
        icon: "heart",
        description: "Less admin at the front desk and in billing, more time with patients.",
        useCases: [
          {
            title: "Appointment Reminders & Rescheduling",
            description:
              "SMS and WhatsApp reminders with one-tap rescheduling that refill canceled slots from a waitlist.",
            hoursSavedPerWeek: 15,
            roi: "340%",
          },
          {
            title: "Patient Intake & Records",
            description:
              "Online intake forms flow straight into your EMR, with insurance details verified before the visit.",
            hoursSavedPerWeek: 20,
            roi: "280%",
          },
          {
            title: "Insurance Claims Processing",
            description:
              "Claims prepared, checked against payer rules and submitted automatically, with denials routed for review.",
            hoursSavedPerWeek: 25,
            roi: "410%",
          },
          {
            title: "Lab Results Notifications",
            description:
              "Results delivered securely to patients and flagged to doctors when values fall outside normal ranges.",
            hoursSavedPerWeek: 10,
            roi: "220%",
          },
        ],
      },
      {
        name: "E-commerce",
        icon: "cart",
        description: "Orders, stock and customer messages handled automatically across every channel.",
        useCases: [
          {
            title: "Order-to-Fulfillment Sync",
            description:
              "Orders from Shopify, Amazon and Noon routed to your warehouse or 3PL, with tracking sent to customers.",
            hoursSavedPerWeek: 25,
            roi: "380%",
          },
          {
            title: "Multi-Channel Inventory Sync",
            description:
              "Stock levels updated across every marketplace in real time, so campaigns never oversell.",
            hoursSavedPerWeek: 15,
            roi: "300%",
          },
          {
            title: "Abandoned Cart Recovery",
            description:
              "Personalized WhatsApp and email sequences win back abandoned carts with timed reminders and offers.",
            hoursSavedPerWeek: 8,
            roi: "520%",
          },
          {
            title: "Returns & Refunds Handling",
            description:
              "Return requests validated, labels generated and refunds issued once the item is scanned back in.",
            hoursSavedPerWeek: 12,
            roi: "260%",
          },
        ],
      },
      {
        name: "Manufacturing",
        icon: "cog",
        description: "Purchasing, production data and quality records without spreadsheets.",
        useCases: [
          {
            title: "Purchase Order Automation",
            description:
              "Reorder points trigger purchase orders to approved suppliers, with approvals and confirmations tracked.",
            hoursSavedPerWeek: 18,
            roi: "350%",
          },
          {
            title: "Production Reporting",
            description:
              "Machine and shift data collected into live OEE dashboards instead of end-of-shift spreadsheets.",
            hoursSavedPerWeek: 20,
            roi: "290%",
          },
          {
            title: "Quality Inspection Logging",
            description:
              "Inspection results captured on tablets, with non-conformance reports raised and assigned automatically.",
            hoursSavedPerWeek: 12,
            roi: "240%",
          },
          {
            title: "Supplier Invoice Matching",
            description:
              "Three-way matching of purchase orders, receipts and invoices, with only exceptions sent to finance.",
            hoursSavedPerWeek: 22,
            roi: "400%",
          },
        ],
      },
      {
        name: "Finance",
        icon: "bank",
        description: "Faster closes, cleaner books and compliant onboarding.",
        useCases: [
          {
            title: "Invoice Processing & AP",
            description:
              "Invoices read with AI, coded to the right accounts and routed for approval before syncing to your ERP.",
            hoursSavedPerWeek: 30,
            roi: "450%",
          },
          {
            title: "Bank Reconciliation",
            description:
              "Daily transactions matched against ledger entries, with unmatched items flagged for review.",
            hoursSavedPerWeek: 15,
            roi: "320%",
          },
          {
            title: "KYC & Client Onboarding",
            description:
              "Document collection, ID checks and risk screening run automatically, with a full audit trail.",
            hoursSavedPerWeek: 20,
            roi: "380%",
          },
          {
            title: "Month-End Reporting",
            description:
              "Management accounts and board packs compiled from live data, cutting the close from 10 days to 3.",
            hoursSavedPerWeek: 16,
            roi: "300%",
          },
        ],
      },
      {
        name: "Education",
        icon: "graduation",
        description: "Admissions, fees and parent communication that run themselves.",
        useCases: [
          {
            title: "Admissions & Enrollment",
            description:
              "Applications, document checks and offer letters processed automatically, with status updates to applicants.",
            hoursSavedPerWeek: 25,
            roi: "330%",
          },
          {
            title: "Fee Reminders & Payments",
            description:
              "Automated invoices, payment links and reminders, reconciled against your finance system.",
            hoursSavedPerWeek: 12,
            roi: "290%",
          },
          {
            title: "Attendance & Parent Alerts",
            description:
              "Attendance synced from your LMS or SIS, with instant parent notifications for absences.",
            hoursSavedPerWeek: 10,
            roi: "210%",
          },
          {
            title: "Timetable & Room Scheduling",
            description:
              "Timetables, room bookings and instructor assignments generated and updated without spreadsheets.",
            hoursSavedPerWeek: 14,
            roi: "250%",
          },
        ],
      },
      {
        name: "Logistics",
        icon: "truck",
        description: "Shipments, drivers and carrier invoices coordinated automatically.",
        useCases: [
          {
            title: "Shipment Tracking Updates",
            description:
              "Proactive SMS and email updates at every milestone, cutting 'where is my order' calls.",
            hoursSavedPerWeek: 20,
            roi: "360%",
          },
          {
            title: "Proof of Delivery Processing",
            description:
              "Driver photos and e-signatures attached to orders and invoices automatically at delivery.",
            hoursSavedPerWeek: 15,
            roi: "280%",
          },
          {
            title: "Freight Invoice Auditing",
            description:
              "Carrier invoices checked against contracted rates, with overcharges disputed automatically.",
            hoursSavedPerWeek: 12,
            roi: "420%",
          },
          {
            title: "Dispatch & Route Assignment",
            description:
              "New orders assigned to drivers by zone, capacity and time window, with routes pushed to their phones.",
            hoursSavedPerWeek: 18,
            roi: "310%",
          },
        ],
      },
    ],
    mobileVisibleTabs: 3,
    mobileVisibleUseCases: 2,
    showMoreText: "Show More Use Cases",
  },
  roi: {
    section: {
      heading: "The ROI of Automation",
      highlightedText: "ROI",
      description: "What our clients typically gain in the first six months after go-live.",
    },
    headlineValue: "400%",
    headlineLabel: "Average ROI within 6 months",
    perEmployeeTitle: "Per employee",
    perEmployee: [
      { value: "$15,000", label: "Saved per year" },
      { value: "20+ hours", label: "Freed up every week" },
      { value: "40%", label: "Productivity increase" },
      { value: "95%", label: "Error reduction" },
    ],
    proof: [
      { value: "500+", label: "Projects delivered" },
      { value: "$2M+", label: "Client savings generated" },
      { value: "99.9%", label: "Workflow uptime" },
      { value: "4.9/5", label: "Client rating" },
    ],
  },
  finalCta: {
    heading: "Ready to Put Your Business on Auto-Pilot?",
    highlightedText: "Auto-Pilot",
    description:
      "Get a free automation audit: we review your processes, pinpoint the highest-impact opportunities and show the projected savings in a custom ROI report.",
    offer: "Book this week and receive a FREE automation workflow design worth $2,500",
    buttonText: "Get FREE Automation Audit",
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
    { icon: "check", label: "500+ Businesses Automated" },
  ],
  stickyBar: {
    defaultVariant: "audit",
    variants: {
      audit: {
        headline: "FREE Audit worth $2,500",
        subline: "Save $50K+ Yearly",
        buttonText: "Get FREE Audit",
      },
      consultation: {
        headline: "Free Consultation",
        subline: "30 minutes, no commitment",
        buttonText: "Get Started Now",
      },
    },
  },
}
