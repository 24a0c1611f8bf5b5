import type {
  IndustriesOverviewCopy,
  IndustryCapabilityTile,
  IndustryFallbackCard,
  IndustryImpactStat,
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
