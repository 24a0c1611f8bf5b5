import type { StaticIndustryRecord } from './types/industry';

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
