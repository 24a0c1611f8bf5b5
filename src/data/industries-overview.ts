import type {
  IndustriesOverviewCopy,
  IndustryCapabilityTile,
  IndustryFallbackCard,
  IndustryImpactStat,
  StaticIndustryRecord,
} from './types/industry';

/** Section headings of the /industries page (spec 000 §2.7). */
export const industriesOverviewCopy: IndustriesOverviewCopy = {
  capabilities: {
    eyebrow: 'Why Lumenaut',
    title: 'Industry Expertise That Turns Into Results',
    description:
      'We pair software engineers with people who understand how your sector actually works, so automation and AI fit your rules, your systems and your customers from day one.',
  },
  verticals: {
    eyebrow: 'Industries',
    title: 'Industries We Transform',
    description:
      'From holiday homes to hospitals, we build automation, AI and digital products around the workflows that matter most in each vertical.',
  },
  impact: {
    eyebrow: 'Impact',
    title: 'Measurable Impact Across Industries',
    description: 'Results our clients see across the verticals we serve.',
  },
};

/** The six capability tiles, in display order. */
export const industryCapabilities: IndustryCapabilityTile[] = [
  {
    title: 'Deep Domain Knowledge',
    description:
      'Our teams learn your vocabulary, regulations and edge cases before writing code, from channel managers in hospitality to FHIR in healthcare.',
    icon: 'book',
  },
  {
    title: 'Proven Track Record',
    description:
      'Hundreds of delivered projects for clients in the UAE, Saudi Arabia, Europe and North America, with a 4.9/5 client rating.',
    icon: 'star',
  },
  {
    title: 'Custom Solutions',
    description:
      'No one-size-fits-all templates: we combine no-code automation, AI and custom software in whatever mix your workflow needs.',
    icon: 'cog',
  },
  {
    title: 'Regulatory Compliance',
    description:
      'GDPR, HIPAA, PCI DSS and local data residency rules are designed in from the start, with audit trails on every automated step.',
    icon: 'shield',
  },
  {
    title: 'Scalable Architecture',
    description:
      'Cloud-native systems that grow from a pilot to thousands of users and transactions without a rewrite.',
    icon: 'layers',
  },
  {
    title: '24/7 Support',
    description:
      'Monitoring, alerting and a support team across time zones keep your automations and platforms running around the clock.',
    icon: 'clock',
  },
];

/** Impact stats of the dark grid, exactly as the spec gives them. */
export const industryImpactStats: IndustryImpactStat[] = [
  { value: '8+', label: 'Industry Verticals' },
  { value: '500+', label: 'Enterprise Clients' },
  { value: '95%', label: 'Client Retention' },
  { value: '40%', label: 'Cost Reduction' },
];

/**
 * Static industry list (spec 000 §3.1 'Static industry record', §9): eight entries,
 * the first three featured. Card images reuse the industry detail hero pictures.
 */
export const staticIndustries: StaticIndustryRecord[] = [
  {
    id: 1,
    slug: 'vacation-rentals-hospitality',
    title: 'Vacation Rentals & Hospitality',
    shortDescription:
      'Channel-synced operations, AI guest messaging and direct booking sites for property managers and boutique hotels.',
    fullDescription:
      'We connect your PMS, channels, pricing tools, cleaners and accounting into one automated operation, add an AI concierge that answers guests around the clock from each property’s house manual, and build direct booking websites that reduce OTA commission costs.',
    icon: 'home',
    image: '/assets/industries/heroes/vacation-rentals-hospitality.webp',
    solutions: [
      'Channel and calendar sync',
      'AI guest concierge',
      'Dynamic pricing integration',
      'Direct booking websites',
    ],
    caseStudies: 40,
    cta: { text: 'Get a Hospitality Quote', href: '/quote?industry=vacation-rentals-hospitality' },
    featured: true,
    order: 1,
  },
  {
    id: 2,
    slug: 'retail-e-commerce',
    title: 'Retail & E-commerce',
    shortDescription:
      'Headless storefronts, real-time inventory across channels and AI customer service for growing retail brands.',
    fullDescription:
      'We build fast storefronts on Shopify, WooCommerce or Medusa, keep stock and orders in sync across marketplaces and warehouses, and deploy AI that answers order-status questions and writes product content at catalogue scale.',
    icon: 'cart',
    image: '/assets/industries/heroes/retail-e-commerce.webp',
    solutions: [
      'Inventory and order orchestration',
      'AI customer service agent',
      'AI product content pipeline',
      'Headless storefronts',
    ],
    caseStudies: 60,
    cta: { text: 'Get a Retail Quote', href: '/quote?industry=retail-e-commerce' },
    featured: true,
    order: 2,
  },
  {
    id: 3,
    slug: 'healthcare-biotech',
    title: 'Healthcare & Biotech',
    shortDescription:
      'HIPAA-aware automation, digital intake and AI assistants for clinics, labs and life-science teams.',
    fullDescription:
      'We automate intake, scheduling, reminders and results routing inside infrastructure you control, integrate EHR and LIMS systems through FHIR and HL7, and deploy AI documentation assistants that clinicians review before anything is saved.',
    icon: 'heart',
    image: '/assets/industries/heroes/healthcare-biotech.webp',
    solutions: [
      'HIPAA-ready automation platform',
      'Digital intake and consent',
      'No-show prevention',
      'Clinical and lab data integration',
    ],
    caseStudies: 35,
    cta: { text: 'Get a Healthcare Quote', href: '/quote?industry=healthcare-biotech' },
    featured: true,
    order: 3,
  },
  {
    id: 4,
    slug: 'education',
    title: 'Education',
    shortDescription:
      'Admissions automation, course-grounded AI tutors and connected learning platforms for schools and academies.',
    fullDescription:
      'We turn scattered enquiries into a managed admissions pipeline, connect SIS, LMS and finance systems, and build AI teaching assistants that answer from your own curriculum under your academic integrity rules.',
    icon: 'graduation',
    image: '/assets/industries/heroes/education.webp',
    solutions: [
      'Admissions CRM and nurture',
      'Course-grounded AI tutor',
      'SIS, LMS and finance integration',
    ],
    caseStudies: 25,
    cta: { text: 'Get an Education Quote', href: '/quote?industry=education' },
    featured: false,
    order: 4,
  },
  {
    id: 5,
    slug: 'logistics-supply-chain',
    title: 'Logistics & Supply Chain',
    shortDescription:
      'Document AI, live shipment visibility and connected WMS, TMS and ERP workflows for forwarders and 3PLs.',
    fullDescription:
      'We read bills of lading and invoices with document AI, merge carrier and driver events into proactive customer updates, optimise routes and connect warehouse, transport and finance systems so freight and data move together.',
    icon: 'truck',
    image: '/assets/industries/heroes/logistics-supply-chain.webp',
    solutions: [
      'AI document processing',
      'Live tracking and notifications',
      'Route optimisation',
      'Driver app with proof of delivery',
    ],
    caseStudies: 30,
    cta: { text: 'Get a Logistics Quote', href: '/quote?industry=logistics-supply-chain' },
    featured: false,
    order: 5,
  },
  {
    id: 6,
    slug: 'community-public-services',
    title: 'Community & Public Services',
    shortDescription:
      'Accessible digital services, multilingual AI assistants and case automation for public bodies and non-profits.',
    fullDescription:
      'We replace paper applications with accessible online services, automate case routing and approvals, and deploy assistants that answer residents from official guidance with citations, hosted in-region where data residency requires it.',
    icon: 'users',
    image: '/assets/industries/heroes/community-public-services.webp',
    solutions: [
      'Online applications and permits',
      'Multilingual service assistant',
      'Volunteer and donor automation',
    ],
    caseStudies: 20,
    cta: { text: 'Get a Public Sector Quote', href: '/quote?industry=community-public-services' },
    featured: false,
    order: 6,
  },
  {
    id: 7,
    slug: 'manufacturing-3d-printing',
    title: 'Manufacturing & 3D Printing',
    shortDescription:
      'Instant CAD quoting, vision quality inspection and connected shop-floor data for manufacturers and print bureaus.',
    fullDescription:
      'We build quoting portals that price uploaded CAD files in seconds, connect machines and printers over MQTT and OPC UA, deploy computer-vision inspection on the line and link MES and ERP so orders flow from quote to invoice.',
    icon: 'printer',
    image: '/assets/industries/heroes/manufacturing-3d-printing.webp',
    solutions: [
      'Instant CAD quoting portal',
      'Vision quality inspection',
      'Predictive maintenance',
      'MES and ERP integration',
    ],
    caseStudies: 30,
    cta: { text: 'Get a Manufacturing Quote', href: '/quote?industry=manufacturing-3d-printing' },
    featured: false,
    order: 7,
  },
  {
    id: 8,
    slug: 'construction-real-estate',
    title: 'Construction & Real Estate',
    shortDescription:
      'Instant lead response, digital site reporting and AI lease intelligence for developers, brokers and contractors.',
    fullDescription:
      'We answer portal leads in seconds and book viewings automatically, give site teams mobile diaries and snag lists, extract key terms from leases and contracts with AI, and run tenant maintenance through tracked work orders.',
    icon: 'building',
    image: '/assets/industries/heroes/construction-real-estate.webp',
    solutions: [
      'Lead qualification and viewing booking',
      'Site diary and snagging app',
      'Lease abstraction AI',
      'Tenant and facilities portal',
    ],
    caseStudies: 35,
    cta: { text: 'Get a Real Estate Quote', href: '/quote?industry=construction-real-estate' },
    featured: false,
    order: 8,
  },
];

/**
 * Fallback card list (spec 000 §3.1 'Industry fallback card', §9): eight entries including
 * Financial Services and Technology. Note: 'technology' has no detail page and no icon file yet.
 */
export const industryFallbackCards: IndustryFallbackCard[] = [
  {
    id: 1,
    slug: 'healthcare-biotech',
    title: 'Healthcare & Biotech',
    shortDescription:
      'HIPAA-aware automation, digital intake, no-show prevention and AI documentation assistants for clinics and labs.',
    iconPath: '/assets/industries/icons/healthcare-biotech.svg',
    order: 1,
  },
  {
    id: 2,
    slug: 'retail-e-commerce',
    title: 'Retail & E-commerce',
    shortDescription:
      'Headless storefronts, multi-channel inventory sync and AI customer service that scales through peak season.',
    iconPath: '/assets/industries/icons/retail-e-commerce.svg',
    order: 2,
  },
  {
    id: 3,
    slug: 'financial-services',
    title: 'Financial Services',
    shortDescription:
      'Digital onboarding with automated KYC, reconciliation automation and secure mobile banking apps.',
    iconPath: '/assets/industries/icons/financial-services.svg',
    order: 3,
  },
  {
    id: 4,
    slug: 'manufacturing-3d-printing',
    title: 'Manufacturing & 3D Printing',
    shortDescription:
      'Instant CAD quoting, computer-vision inspection and connected machines for modern production.',
    iconPath: '/assets/industries/icons/manufacturing-3d-printing.svg',
    order: 4,
  },
  {
    id: 5,
    slug: 'logistics-supply-chain',
    title: 'Logistics & Supply Chain',
    shortDescription:
      'Document AI, live shipment tracking and route optimisation for forwarders, carriers and 3PLs.',
    iconPath: '/assets/industries/icons/logistics-supply-chain.svg',
    order: 5,
  },
  {
    id: 6,
    slug: 'education',
    title: 'Education',
    shortDescription:
      'Admissions automation, course-grounded AI tutors and connected learning platforms.',
    iconPath: '/assets/industries/icons/education.svg',
    order: 6,
  },
  {
    id: 7,
    slug: 'construction-real-estate',
    title: 'Construction & Real Estate',
    shortDescription:
      'Instant lead response, digital site reporting and AI lease abstraction for property businesses.',
    iconPath: '/assets/industries/icons/construction-real-estate.svg',
    order: 7,
  },
  {
    id: 8,
    slug: 'technology',
    title: 'Technology',
    shortDescription:
      'AI features, integrations and DevOps for SaaS companies and software teams that need to ship faster.',
    iconPath: '/assets/industries/icons/technology.svg',
    order: 8,
  },
];
