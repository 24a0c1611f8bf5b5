import type { IndustryFallbackCard } from './types/industry';

/**
 * The spec's fixed fallback card list (spec 000 §3.1 'Industry fallback card', §9), shown only when
 * the store has no industries: eight entries including Financial Services and Technology. Note:
 * 'technology' has no detail page and no icon file yet.
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
