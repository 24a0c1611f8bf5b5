import type { IndustryDetail } from '../types/industry';

export const retailECommerce: IndustryDetail = {
  id: 2,
  title: 'Retail & E-commerce',
  slug: 'retail-e-commerce',
  shortDescription:
    'Headless storefronts, real-time inventory across every channel and AI that answers “where is my order?” so your team can focus on merchandising and growth.',
  heroBannerUrl: '/assets/industries/heroes/retail-e-commerce.webp',
  overview: {
    detailedDescription:
      'Modern retailers sell on their own website, a mobile app, Amazon, Noon or Trendyol and often in a physical store, all from the same stock. Every extra channel multiplies the manual work: inventory updates, order routing, product content, returns and a support inbox full of order-status questions. Lumenaut builds fast headless storefronts on Shopify, WooCommerce or Medusa, connects them to marketplaces, warehouses and accounting through n8n, Make and Zapier, and adds AI where it pays back quickly: a support agent that reads live order data, a content pipeline that writes product descriptions at catalogue scale, and visual search that helps shoppers find what they saw on Instagram.',
    keyStats: [
      {
        value: '40%',
        label: 'Fewer order-status tickets',
        description:
          'Shoppers get live tracking answers from an AI agent connected to your order and courier data.',
        iconClass: 'robot',
      },
      {
        value: '3x',
        label: 'Faster catalogue onboarding',
        description:
          'AI-drafted titles, descriptions and attributes for new SKUs, reviewed by your merchandisers before publishing.',
        iconClass: 'layers',
      },
      {
        value: '< 1.5 s',
        label: 'Largest Contentful Paint',
        description:
          'Typical mobile load time of our headless storefronts, which keeps paid traffic from bouncing.',
        iconClass: 'bolt',
      },
      {
        value: '18%',
        label: 'Abandoned carts recovered',
        description:
          'Recovered through timed email, SMS and WhatsApp flows with personalised product reminders.',
        iconClass: 'cart',
      },
    ],
    marketTrends: [
      'Marketplaces such as Amazon, Noon and Trendyol keep gaining share, so brands must keep stock, prices and listings consistent across many channels at once.',
      'Generative AI is moving from experiments to production in product content, customer service and on-site search.',
      'Buy now, pay later and local wallets (Tabby, Tamara, Apple Pay) are now expected at checkout across the Gulf.',
      'Headless and composable commerce lets brands ship faster front ends without replatforming their back office.',
      'Rising acquisition costs push retailers to invest in retention: lifecycle messaging, loyalty and personalisation.',
    ],
  },
  challengesSolutions: {
    approachDescription:
      'We trace an order from click to doorstep and back again, find where stock, data and people wait on each other, and automate those hand-offs first.',
    challenges: [
      {
        title: 'Overselling across channels',
        description:
          'Stock levels updated by scheduled CSV imports or by hand drift apart between the website, marketplaces and the warehouse.',
        iconClass: 'database',
        impactPoints: [
          'Cancelled orders and marketplace seller-rating penalties',
          'Buffer stock held back that could have been sold',
          'Daily manual stock counts and spreadsheet reconciliations',
        ],
      },
      {
        title: 'Support flooded with order-status questions',
        description:
          'A large share of support tickets ask where an order is, and agents have to look it up in three systems to answer.',
        iconClass: 'mail',
        impactPoints: [
          'Slow first responses during sales and peak seasons',
          'Agents hired to copy tracking numbers instead of solving problems',
          'Frustrated customers who reorder elsewhere',
        ],
      },
      {
        title: 'Catalogue content bottleneck',
        description:
          'Thousands of SKUs need titles, descriptions, attributes and translations before they can sell, and the team writes them one by one.',
        iconClass: 'book',
        impactPoints: [
          'New collections launched weeks late',
          'Thin or inconsistent product pages that rank poorly',
          'Missing Arabic or Turkish translations on regional sites',
        ],
      },
      {
        title: 'Cash-on-delivery refusals and costly returns',
        description:
          'Unconfirmed cash-on-delivery orders are refused at the door and returns are handled by email, eating margin on every failed parcel.',
        iconClass: 'truck',
        impactPoints: [
          'Two-way shipping costs on refused parcels',
          'Stock locked in transit instead of on sale',
          'Refunds delayed by manual approval chains',
        ],
      },
    ],
    solutions: [
      {
        title: 'Real-time inventory and order orchestration',
        description:
          'Event-driven sync between your store, marketplaces, warehouse and ERP, with orders routed to the right location automatically.',
        iconClass: 'layers',
        benefits: [
          'Stock updated across channels within seconds of a sale',
          'Orders routed by stock location and delivery promise',
          'Alerts on sync failures before customers notice',
          'One order history for support and finance',
        ],
        isFeatured: true,
      },
      {
        title: 'AI customer service agent',
        description:
          'An LLM agent that reads live order, courier and policy data to answer customers on chat, email and WhatsApp, and escalates refunds and complaints to people.',
        iconClass: 'robot',
        benefits: [
          'Instant tracking answers at any hour',
          'Answers grounded in your actual return and shipping policies',
          'Agent hand-off with a summary of the conversation',
        ],
        isFeatured: true,
      },
      {
        title: 'AI product content pipeline',
        description:
          'Vision and language models draft titles, descriptions, attributes and translations from supplier data and product photos, with human review before publishing.',
        iconClass: 'sparkles',
        benefits: [
          'Consistent tone and structure across the catalogue',
          'Search-friendly attributes for filters and SEO',
          'Arabic and Turkish versions generated alongside English',
        ],
        isFeatured: false,
      },
      {
        title: 'COD verification and returns automation',
        description:
          'WhatsApp confirmations before dispatch for cash-on-delivery orders and a self-service returns portal that creates labels and refunds automatically.',
        iconClass: 'check',
        benefits: [
          'Unconfirmed orders held before they leave the warehouse',
          'Return labels and refunds without email back-and-forth',
          'Return reasons captured for merchandising decisions',
        ],
        isFeatured: false,
      },
    ],
  },
  services: {
    sectionTitle: 'Services for Retail and E-commerce Brands',
    sectionDescription:
      'Storefronts that convert, operations that run themselves and AI that sells and supports around the clock.',
    serviceCategories: [
      {
        categoryName: 'Commerce Automation',
        categoryDescription: 'The plumbing between store, marketplaces, warehouse, couriers and finance.',
        iconClass: 'cog',
        services: [
          {
            name: 'Inventory and Order Sync',
            description:
              'Real-time stock and order flows between Shopify or WooCommerce, marketplaces, your 3PL and your ERP.',
            features: [
              'Amazon, Noon and Trendyol listings kept in sync',
              'Multi-warehouse stock allocation',
              'Failed-sync alerts with automatic retries',
              'Daily stock reconciliation report',
            ],
            iconClass: 'layers',
            isPopular: true,
          },
          {
            name: 'Lifecycle and Abandoned-Cart Flows',
            description:
              'Email, SMS and WhatsApp journeys triggered by browsing, cart and purchase behaviour.',
            features: [
              'Abandoned cart and browse reminders',
              'Post-purchase cross-sell sequences',
              'Win-back flows for lapsed customers',
            ],
            iconClass: 'mail',
            isPopular: false,
          },
          {
            name: 'Returns and Refund Automation',
            description:
              'A branded returns portal that checks eligibility, books collection and triggers refunds or exchanges.',
            features: [
              'Policy rules by product and order date',
              'Courier labels generated automatically',
              'Refunds pushed to the payment provider',
            ],
            iconClass: 'truck',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'AI for Commerce',
        categoryDescription: 'AI that answers, writes and recommends using your real product and order data.',
        iconClass: 'sparkles',
        services: [
          {
            name: 'AI Support Agent',
            description:
              'A multilingual agent connected to orders, couriers and policies that resolves routine tickets end to end.',
            features: [
              'Order lookup by email, phone or order number',
              'Grounded answers with policy citations',
              'Escalation to Gorgias, Zendesk or Freshdesk',
            ],
            iconClass: 'robot',
            isPopular: true,
          },
          {
            name: 'Product Content Generation',
            description:
              'Bulk generation of descriptions, attributes, alt text and translations from supplier sheets and photos.',
            features: [
              'Brand voice guidelines built into prompts',
              'Review queue before anything is published',
              'SEO titles and meta descriptions',
              'Alt text for accessibility',
            ],
            iconClass: 'book',
            isPopular: false,
          },
          {
            name: 'Visual Search and Recommendations',
            description:
              'Image-based search and “complete the look” recommendations powered by vision embeddings.',
            features: [
              'Search by uploaded photo',
              'Similar-item suggestions on product pages',
              'Recommendations that respect stock levels',
            ],
            iconClass: 'target',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Storefront Development',
        categoryDescription: 'Fast, accessible shopping experiences on web and mobile.',
        iconClass: 'code',
        services: [
          {
            name: 'Headless Storefronts',
            description:
              'A custom React front end on top of Shopify, WooCommerce or Medusa, built for Core Web Vitals and conversion.',
            features: [
              'Static and edge rendering for speed',
              'Right-to-left layouts for Arabic',
              'A/B testing ready components',
              'Structured data for rich search results',
            ],
            iconClass: 'rocket',
            isPopular: true,
          },
          {
            name: 'Shopify Custom Apps',
            description: 'Private apps and checkout extensions for the workflows your theme cannot handle.',
            features: [
              'Checkout UI extensions',
              'Custom discount and bundle logic',
              'Back-office tools for your team',
            ],
            iconClass: 'cart',
            isPopular: false,
          },
          {
            name: 'Mobile Shopping Apps',
            description: 'React Native apps with push notifications, wishlists and one-tap reorder.',
            features: [
              'Shared catalogue and cart with the website',
              'Apple Pay and Google Pay',
              'Segmented push campaigns',
            ],
            iconClass: 'phone',
            isPopular: false,
          },
        ],
      },
    ],
  },
  technologies: {
    sectionTitle: 'Commerce Technology Stack',
    sectionDescription:
      'Proven commerce platforms, marketplace APIs and automation tools, chosen for your catalogue size and markets.',
    categories: [
      {
        categoryName: 'Commerce Platforms',
        technologies: [
          { name: 'Shopify Plus', description: 'Hosted commerce with a rich app and checkout extension ecosystem.' },
          { name: 'WooCommerce', description: 'WordPress-based commerce for content-heavy brands.' },
          { name: 'Medusa', description: 'Open-source, headless commerce engine for custom business logic.' },
        ],
      },
      {
        categoryName: 'Marketplaces and Payments',
        technologies: [
          { name: 'Amazon SP-API', description: 'Listings, inventory and order automation for Amazon sellers.' },
          { name: 'Trendyol Integration API', description: 'Product, stock and order sync for the Turkish marketplace.' },
          { name: 'Checkout.com', description: 'Card and wallet acquiring widely used across the Gulf.' },
          { name: 'Tabby', description: 'Buy now, pay later at checkout for UAE and Saudi shoppers.' },
        ],
      },
      {
        categoryName: 'Automation and AI',
        technologies: [
          { name: 'n8n', description: 'Event-driven order, stock and returns workflows.' },
          { name: 'Zapier', description: 'Quick integrations for marketing and back-office apps.' },
          { name: 'Klaviyo', description: 'Lifecycle email and SMS driven by store events.' },
          { name: 'OpenAI API', description: 'Support agents, product content and semantic search.' },
        ],
      },
      {
        categoryName: 'Front End and Cloud',
        technologies: [
          { name: 'React and Next.js', description: 'Headless storefronts with server and edge rendering.' },
          { name: 'Algolia', description: 'Fast, typo-tolerant product search and merchandising.' },
          { name: 'AWS', description: 'Scalable hosting, queues and storage for peak season traffic.' },
        ],
      },
    ],
  },
  successStories: {
    sectionTitle: 'Retail Success Stories',
    sectionDescription:
      'From fashion boutiques to electronics chains, retailers use our platforms to sell on more channels with fewer manual steps.',
    metrics: {
      clientsSatisfied: '97%',
      projectsCompleted: '60+',
      timeToMarket: '40% faster',
      costReduction: '32%',
    },
    projects: [
      {
        title: 'E-commerce Revolution Platform',
        description:
          'A headless, multi-channel platform for a regional lifestyle retailer that unified stock across web, app and marketplaces and automated order operations end to end.',
        imageUrl: '/assets/gallery/e-commerce-storefront.webp',
        technologies: ['Next.js', 'Medusa', 'n8n', 'AWS'],
        achievements: [
          '45% growth in online revenue after launch',
          'Overselling eliminated across four sales channels',
          '62% fewer manual touches per order',
        ],
      },
      {
        title: 'AI Support Agent for a Fashion Retailer',
        description:
          'An Arabic and English support agent connected to Shopify orders and courier tracking that resolves order-status and return questions on WhatsApp.',
        imageUrl: '/assets/stories/ai-support-agent.webp',
        technologies: ['Shopify', 'WhatsApp Business Platform', 'OpenAI API', 'Gorgias'],
        achievements: [
          '41% of tickets resolved without an agent',
          'First response time under one minute, around the clock',
          'Support team kept flat through two peak seasons',
        ],
      },
      {
        title: 'COD Confirmation Flow for an Electronics Store',
        description:
          'A WhatsApp confirmation step for cash-on-delivery orders that holds unconfirmed parcels and offers a card payment link instead.',
        imageUrl: '/assets/stories/cod-confirmation-flow.webp',
        technologies: ['WooCommerce', 'Make', 'Twilio', 'Checkout.com'],
        achievements: [
          'Refused deliveries cut by more than half',
          '22% of COD orders converted to prepaid',
          'Courier costs reduced in the first month',
        ],
      },
    ],
  },
};
