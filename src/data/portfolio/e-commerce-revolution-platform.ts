import type { PortfolioCaseStudy } from '../types/portfolio';

export const eCommerceRevolutionPlatform: PortfolioCaseStudy = {
  id: 1,
  title: 'E-commerce Revolution Platform',
  shortDescription:
    'A headless, multi-channel commerce platform for a regional lifestyle retailer that unified stock across web, app and marketplaces and automated order operations end to end.',
  heroBannerUrl: '/assets/gallery/e-commerce-storefront.webp',
  overview: {
    client: 'Regional lifestyle retailer (name withheld under NDA)',
    industry: 'Retail & E-commerce',
    projectType: 'Headless commerce platform and operations automation',
    duration: '7 months',
    teamSize: '9 specialists',
    services: [
      'Web & Mobile Development',
      'Business Automation',
      'AI Development',
      'Cloud Services',
      'UI/UX Design',
    ],
    detailedDescription:
      'The client sells home and lifestyle products through 14 stores, its own website, a mobile app and two marketplaces across the UAE and Saudi Arabia. Growth had outpaced a monolithic storefront and a web of nightly spreadsheet imports. Lumenaut designed and built a headless platform with one inventory and order core, a fast bilingual storefront and app, AI-powered product discovery and n8n workflows that run fulfilment, cash-on-delivery confirmation and returns without manual hand-offs.',
  },
  challengeSolution: {
    challenge:
      'Stock was updated between the website, stores and marketplaces by nightly CSV imports, so popular items regularly oversold and orders had to be cancelled. The storefront took more than four seconds to load on mobile, search returned poor results for Arabic queries, and every order passed through four people before dispatch. During sales peaks the support team was swamped with order-status questions and refused cash-on-delivery parcels were eating into margin.',
    solution:
      'We replaced the monolith with a headless architecture: Medusa as the commerce core with a single real-time inventory ledger, a Next.js storefront rendered at the edge and a React Native app sharing the same APIs. Marketplace, warehouse and ERP integrations run as event-driven n8n workflows with retries and alerts. An embeddings-based search understands Arabic and English queries, a WhatsApp flow confirms cash-on-delivery orders before dispatch, and a self-service returns portal books collections and triggers refunds automatically.',
    keyFeatures: [
      {
        title: 'Unified Inventory Engine',
        description:
          'One real-time stock ledger across 14 stores, two warehouses, the website, the app and marketplaces.',
        iconClass: 'database',
        benefits: [
          'Stock updated on every channel within seconds of a sale',
          'Overselling eliminated during flash sales',
          'Store stock exposed for click-and-collect',
        ],
        isHighlighted: true,
      },
      {
        title: 'AI Product Discovery',
        description:
          'Semantic search and visual recommendations that understand intent in Arabic and English, not just keywords.',
        iconClass: 'sparkles',
        benefits: [
          'Relevant results for misspelt and transliterated queries',
          '“Complete the look” suggestions on product pages',
          'Recommendations that respect live stock',
        ],
        isHighlighted: true,
      },
      {
        title: 'Edge-Rendered Storefront',
        description:
          'A bilingual, right-to-left ready Next.js storefront served from the edge for fast loads on mobile networks.',
        iconClass: 'rocket',
        benefits: [
          'Largest Contentful Paint under 1.2 seconds',
          'Arabic and English with proper right-to-left layouts',
          'Structured data for rich search results',
        ],
        isHighlighted: false,
      },
      {
        title: 'Automated Order Orchestration',
        description:
          'n8n workflows route each order to the best fulfilment location, book couriers and update customers at every milestone.',
        iconClass: 'cog',
        benefits: [
          'Orders routed by stock location and delivery promise',
          'Courier bookings and labels created automatically',
          'Proactive WhatsApp and email status updates',
        ],
        isHighlighted: false,
      },
      {
        title: 'Cash-on-Delivery Confirmation',
        description:
          'A WhatsApp confirmation step for COD orders that holds unconfirmed parcels and offers a card payment link.',
        iconClass: 'check',
        benefits: [
          'Fewer refused deliveries and return shipping costs',
          'COD orders converted to prepaid',
          'Suspicious orders flagged before dispatch',
        ],
        isHighlighted: false,
      },
      {
        title: 'Self-Service Returns Portal',
        description:
          'Customers start returns online, pick a collection slot and receive refunds without contacting support.',
        iconClass: 'truck',
        benefits: [
          'Eligibility checked against the returns policy automatically',
          'Collections booked with the courier instantly',
          'Return reasons reported to merchandising',
        ],
        isHighlighted: false,
      },
    ],
  },
  technologies: {
    categories: [
      {
        categoryName: 'Front End and Mobile',
        technologies: [
          { name: 'Next.js', description: 'Edge-rendered storefront with incremental static regeneration.' },
          { name: 'React Native', description: 'iOS and Android app sharing APIs and design tokens with the web.' },
          { name: 'TypeScript', description: 'Type-safe code across storefront, app and services.' },
        ],
      },
      {
        categoryName: 'Commerce and Back End',
        technologies: [
          { name: 'Medusa', description: 'Headless commerce core for products, carts, orders and inventory.' },
          { name: 'PostgreSQL', description: 'Primary data store for orders and the inventory ledger.' },
          { name: 'Redis', description: 'Caching and event bus for real-time stock updates.' },
          { name: 'Checkout.com', description: 'Card, Apple Pay and Google Pay acquiring.' },
        ],
      },
      {
        categoryName: 'Automation and AI',
        technologies: [
          { name: 'n8n', description: 'Order routing, marketplace sync, COD confirmation and returns workflows.' },
          { name: 'OpenAI embeddings', description: 'Multilingual semantic search and product similarity.' },
          { name: 'WhatsApp Business Platform', description: 'Order confirmations and status updates.' },
        ],
      },
      {
        categoryName: 'Cloud and DevOps',
        technologies: [
          { name: 'AWS', description: 'ECS Fargate services, RDS and S3 in the Middle East region.' },
          { name: 'CloudFront', description: 'Global CDN and edge caching for the storefront.' },
          { name: 'Terraform', description: 'Infrastructure as code for repeatable environments.' },
          { name: 'GitHub Actions', description: 'CI/CD with automated tests and preview deployments.' },
        ],
      },
    ],
  },
  results: {
    resultsDescription:
      'Within six months of launch the platform had become the retailer’s fastest-growing channel. Overselling disappeared, the operations team handled peak season without temporary staff and the storefront consistently passed Core Web Vitals on mobile.',
    metrics: [
      {
        label: 'Online Revenue Growth',
        value: '45%',
        description: 'Year-over-year growth in online revenue over the first two quarters after launch.',
      },
      {
        label: 'Fewer Manual Order Touches',
        value: '62%',
        description: 'Reduction in manual steps per order from checkout to dispatch.',
      },
      {
        label: 'Peak Monthly Sessions',
        value: '2.4M',
        description: 'Sessions served during the November sale season with zero downtime.',
      },
      {
        label: 'Mobile Page Load',
        value: '< 1.2 s',
        description: 'Largest Contentful Paint at the 75th percentile on mobile.',
      },
    ],
    achievements: [
      'Zero oversold orders since the unified inventory engine went live',
      'Refused cash-on-delivery parcels reduced by more than half',
      'Mobile conversion rate up 28% after the storefront relaunch',
      'Order-status support tickets down 40% thanks to proactive updates',
      'Peak season handled without hiring temporary operations staff',
    ],
  },
  gallery: {
    images: [
      {
        imageUrl: '/assets/gallery/e-commerce-storefront.webp',
        caption: 'Bilingual storefront home page with personalised collections',
        altText: 'Storefront home page showing featured lifestyle collections in English and Arabic',
      },
      {
        imageUrl: '/assets/gallery/e-commerce-operations.webp',
        caption: 'Operations dashboard showing live stock across stores and warehouses',
        altText: 'Dashboard with inventory levels per location and sync status indicators',
      },
      {
        imageUrl: '/assets/gallery/e-commerce-returns.webp',
        caption: 'Self-service returns flow on the mobile app',
        altText: 'Mobile screens of the returns flow with reason selection and collection slot picker',
      },
    ],
  },
  relatedProjects: {
    sectionTitle: 'More Projects You Might Like',
    projects: [
      {
        id: 2,
        title: 'FinTech Mobile Banking App',
        description:
          'A secure banking and wallet app with digital onboarding, instant transfers and biometric security.',
        imagePath: '/assets/gallery/fintech-card-controls.webp',
        tags: ['Flutter', 'FinTech', 'eKYC', 'AWS', 'Security'],
      },
      {
        id: 3,
        title: 'AI Support Agent for a Fashion Retailer',
        description:
          'An Arabic and English agent on WhatsApp that answers order-status and returns questions from live Shopify data.',
        imagePath: '/assets/stories/ai-support-agent.webp',
        tags: ['AI Agent', 'Shopify', 'WhatsApp', 'OpenAI'],
      },
      {
        id: 4,
        title: 'Instant CAD Quoting Portal',
        description:
          'A 3D printing quoting portal that analyses uploaded CAD files and prices parts in under a minute.',
        imagePath: '/assets/stories/cad-quoting-portal.webp',
        tags: ['React', 'Three.js', '3D Printing', 'Stripe', 'Automation'],
      },
      {
        id: 5,
        title: 'Channel-Synced Operations Hub',
        description:
          'API-level channel sync and automated turnovers for a 180-unit holiday-home portfolio.',
        imagePath: '/assets/stories/channel-synced-operations-hub.webp',
        tags: ['n8n', 'Hospitality', 'Hostaway', 'Automation'],
      },
    ],
  },
  callToAction: {
    heading: 'Ready to Build Your Own Commerce Engine?',
    description:
      'Tell us about your channels, catalogue and bottlenecks. We will map where automation and AI can lift revenue and remove manual work, and reply within 24 hours.',
    buttonText: 'Start Your Project',
    buttonUrl: '/contact',
  },
  metadata: {
    tags: ['E-commerce', 'Headless Commerce', 'Automation', 'AI Search', 'Next.js', 'Medusa'],
    launchDate: '2024-03-18',
    projectUrl: null,
    repositoryUrl: null,
    isFeatured: true,
    status: 'Live',
  },
};
