import type { IndustryDetail } from '../types/industry';

export const logisticsSupplyChain: IndustryDetail = {
  id: 5,
  title: 'Logistics & Supply Chain',
  slug: 'logistics-supply-chain',
  shortDescription:
    'Document AI, live shipment visibility and connected WMS, TMS and ERP workflows for freight forwarders, 3PLs and distributors.',
  heroBannerUrl: '/assets/industries/heroes/logistics-supply-chain.webp',
  overview: {
    detailedDescription:
      'Logistics runs on documents and hand-offs: purchase orders arriving as PDFs, bills of lading and commercial invoices typed into the system, drivers calling in for the next job and customers phoning to ask where their shipment is. Every manual step adds delay and error to a business with thin margins. Lumenaut automates those hand-offs. Vision and language models read shipping documents into structured data, n8n workflows move orders between your ERP, warehouse and transport systems, tracking events trigger proactive customer updates, and driver apps capture proof of delivery on the spot. Control-tower dashboards give managers a live picture of what is late and why.',
    keyStats: [
      {
        value: '80%',
        label: 'Less manual document entry',
        description:
          'Bills of lading, invoices and packing lists read by document AI and validated before they reach your TMS.',
        iconClass: 'bolt',
      },
      {
        value: '50%',
        label: 'Fewer “where is my shipment?” calls',
        description:
          'Customers receive proactive updates and a live tracking link as soon as milestones or delays occur.',
        iconClass: 'phone',
      },
      {
        value: '18%',
        label: 'Shorter delivery routes',
        description:
          'Route optimisation that accounts for time windows, vehicle capacity and traffic patterns.',
        iconClass: 'map-pin',
      },
      {
        value: '99.5%',
        label: 'Order accuracy',
        description:
          'Barcode-verified picking and automated order validation between ERP and warehouse.',
        iconClass: 'check',
      },
    ],
    marketTrends: [
      'Shippers now expect real-time visibility and accurate ETAs as standard, not as a premium service.',
      'Document AI is replacing manual keying of bills of lading, invoices and customs paperwork across forwarding and brokerage.',
      'E-commerce growth keeps pushing volume towards smaller, more frequent last-mile deliveries with tight time windows.',
      'Supply chain disruptions have made scenario planning and demand forecasting board-level priorities.',
      'Emissions reporting requirements are driving demand for shipment-level carbon data.',
    ],
  },
  challengesSolutions: {
    approachDescription:
      'We follow one shipment from order to proof of delivery, measure where it waits for a person, and remove those waits with integrations, AI and mobile tools.',
    challenges: [
      {
        title: 'Documents typed in by hand',
        description:
          'Orders, bills of lading, invoices and customs forms arrive by email in every format and are re-keyed into the TMS or ERP.',
        iconClass: 'book',
        impactPoints: [
          'Data-entry errors that cause billing disputes and customs holds',
          'Operations staff stuck behind the keyboard at cut-off time',
          'Slow quote and booking turnaround for customers',
        ],
      },
      {
        title: 'No real-time shipment visibility',
        description:
          'Status lives in carrier portals, driver phone calls and spreadsheets, so nobody knows a shipment is late until the customer complains.',
        iconClass: 'map-pin',
        impactPoints: [
          'Customer service flooded with status calls',
          'Missed delivery windows and penalty charges',
          'Reactive firefighting instead of planning',
        ],
      },
      {
        title: 'Inefficient routes and empty miles',
        description:
          'Dispatchers plan routes from experience and spreadsheets, which breaks down as stops, time windows and vehicles multiply.',
        iconClass: 'truck',
        impactPoints: [
          'Higher fuel and overtime costs',
          'Vehicles running half-empty on return legs',
          'Late deliveries on dense urban routes',
        ],
      },
      {
        title: 'Disconnected WMS, TMS and ERP',
        description:
          'Warehouse, transport and finance systems exchange data through nightly CSV files or not at all.',
        iconClass: 'database',
        impactPoints: [
          'Invoices delayed until deliveries are confirmed manually',
          'Stock figures that never match between systems',
          'No single view of margin per shipment',
        ],
      },
    ],
    solutions: [
      {
        title: 'AI document processing',
        description:
          'Vision and language models extract fields from bills of lading, invoices and packing lists, validate them against business rules and post them to your systems.',
        iconClass: 'sparkles',
        benefits: [
          'Any layout, scanned or digital, in English and Arabic',
          'Confidence scores with human review for edge cases',
          'Validated data posted straight into TMS and ERP',
          'Searchable archive of every document',
        ],
        isFeatured: true,
      },
      {
        title: 'Live tracking and proactive notifications',
        description:
          'Carrier, telematics and driver-app events merged into one timeline that updates customers automatically and flags exceptions early.',
        iconClass: 'globe',
        benefits: [
          'Branded tracking pages for every shipment',
          'Delay alerts before the customer notices',
          'ETA updates via email, SMS or WhatsApp',
        ],
        isFeatured: true,
      },
      {
        title: 'Route optimisation',
        description:
          'Daily route plans generated from orders, time windows and vehicle capacities, pushed straight to the driver app.',
        iconClass: 'map-pin',
        benefits: [
          'Fewer kilometres per delivery',
          'Time windows respected automatically',
          'Re-planning when orders change during the day',
        ],
        isFeatured: false,
      },
      {
        title: 'Systems integration layer',
        description:
          'An event-driven integration layer that keeps WMS, TMS, ERP and customer portals in sync in near real time.',
        iconClass: 'layers',
        benefits: [
          'Invoices raised the moment proof of delivery arrives',
          'Consistent stock and order status everywhere',
          'Margin per shipment visible in one dashboard',
        ],
        isFeatured: false,
      },
    ],
  },
  services: {
    sectionTitle: 'Services for Logistics and Supply Chain Teams',
    sectionDescription:
      'Automation, AI and field apps that move information as fast as your freight.',
    serviceCategories: [
      {
        categoryName: 'Logistics Automation',
        categoryDescription: 'Workflows that handle orders, bookings and exceptions without manual chasing.',
        iconClass: 'cog',
        services: [
          {
            name: 'Shipment Notifications and Exception Alerts',
            description: 'Milestone updates to customers and exception alerts to your team from one event stream.',
            features: [
              'Branded email, SMS and WhatsApp updates',
              'Rules for delays, failed deliveries and damage',
              'Escalation to account managers',
              'Customer-specific notification preferences',
            ],
            iconClass: 'mail',
            isPopular: true,
          },
          {
            name: 'Order Intake Automation',
            description: 'Orders from email, EDI, portals and spreadsheets normalised into your TMS or WMS.',
            features: [
              'Email and attachment parsing',
              'EDI and API order feeds',
              'Validation against customer contracts',
            ],
            iconClass: 'database',
            isPopular: false,
          },
          {
            name: 'Carrier Booking and Rate Comparison',
            description: 'Automated rate requests and bookings across your carrier panel.',
            features: [
              'Rates compared per lane and service level',
              'Booking confirmations captured automatically',
              'Carrier performance scorecards',
            ],
            iconClass: 'truck',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'AI and Data',
        categoryDescription: 'Models that read documents, forecast demand and explain performance.',
        iconClass: 'sparkles',
        services: [
          {
            name: 'Document AI for Shipping Paperwork',
            description: 'Extraction and validation for bills of lading, invoices, packing lists and customs forms.',
            features: [
              'Layout-independent extraction',
              'Cross-document consistency checks',
              'Human-in-the-loop review screen',
            ],
            iconClass: 'book',
            isPopular: true,
          },
          {
            name: 'Demand Forecasting',
            description: 'Forecasts by SKU, lane or depot that feed staffing, stock and fleet planning.',
            features: [
              'Seasonality and promotion effects',
              'Weekly automated retraining',
              'Forecast accuracy tracking',
            ],
            iconClass: 'trend-up',
            isPopular: false,
          },
          {
            name: 'Operations Copilot',
            description: 'An assistant that answers questions about shipments, SLAs and costs from your own data.',
            features: [
              'Natural-language questions over shipment data',
              'Answers with links to source records',
              'Role-based data access',
            ],
            iconClass: 'robot',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Field and Customer Platforms',
        categoryDescription: 'Apps and portals for drivers, warehouse teams and customers.',
        iconClass: 'phone',
        services: [
          {
            name: 'Driver App with Electronic Proof of Delivery',
            description: 'A mobile app for job lists, navigation, photos, signatures and barcode scans.',
            features: [
              'Offline-first for poor coverage areas',
              'Photo, signature and scan capture',
              'Live location sharing',
              'Job updates pushed from dispatch',
            ],
            iconClass: 'truck',
            isPopular: true,
          },
          {
            name: 'Customer Tracking Portal',
            description: 'Self-service portal for bookings, live tracking, documents and invoices.',
            features: [
              'Shipment search and live map',
              'Document and POD downloads',
              'Invoice history and payments',
            ],
            iconClass: 'globe',
            isPopular: false,
          },
          {
            name: 'Control Tower Dashboards',
            description: 'Live operational dashboards for on-time performance, exceptions and costs.',
            features: [
              'On-time in full by customer and lane',
              'Exception queues with owners',
              'Cost and margin per shipment',
            ],
            iconClass: 'chart',
            isPopular: false,
          },
        ],
      },
    ],
  },
  technologies: {
    sectionTitle: 'Logistics Technology Stack',
    sectionDescription:
      'Mapping, telematics, integration and AI tools that fit alongside the systems you already run.',
    categories: [
      {
        categoryName: 'Business and Logistics Systems',
        technologies: [
          { name: 'SAP S/4HANA', description: 'ERP integration for orders, deliveries and billing.' },
          { name: 'Odoo', description: 'Open-source ERP with inventory and WMS modules for growing distributors.' },
          { name: 'ShipStation', description: 'Multi-carrier shipping and label automation for parcel operations.' },
        ],
      },
      {
        categoryName: 'Tracking and Maps',
        technologies: [
          { name: 'Google Maps Platform', description: 'Geocoding, distance matrices and route optimisation.' },
          { name: 'Samsara', description: 'Telematics API for vehicle location and driver events.' },
          { name: 'Mapbox', description: 'Custom maps for tracking portals and dashboards.' },
        ],
      },
      {
        categoryName: 'AI and Optimisation',
        technologies: [
          { name: 'Azure AI Document Intelligence', description: 'Document extraction for invoices and shipping forms.' },
          { name: 'Google OR-Tools', description: 'Open-source solver for vehicle routing with time windows.' },
          { name: 'OpenAI API', description: 'Classification and summarisation of exceptions and emails.' },
        ],
      },
      {
        categoryName: 'Integration and Cloud',
        technologies: [
          { name: 'n8n', description: 'Event-driven workflows between WMS, TMS, ERP and messaging.' },
          { name: 'Apache Kafka', description: 'High-volume event streaming for tracking updates.' },
          { name: 'PostgreSQL with TimescaleDB', description: 'Time-series storage for location and status events.' },
          { name: 'AWS', description: 'Scalable hosting for portals, APIs and data pipelines.' },
        ],
      },
    ],
  },
  successStories: {
    sectionTitle: 'Logistics Success Stories',
    sectionDescription:
      'Forwarders, 3PLs and distributors use Lumenaut automation to move more freight with the same team.',
    metrics: {
      clientsSatisfied: '97%',
      projectsCompleted: '30+',
      timeToMarket: '35% faster',
      costReduction: '38%',
    },
    projects: [
      {
        title: 'Document AI for a Freight Forwarder',
        description:
          'Automated extraction of bills of lading and commercial invoices from email attachments into the forwarder’s TMS, with a review screen for low-confidence fields.',
        imageUrl: '/assets/stories/freight-document-ai.webp',
        technologies: ['Azure AI Document Intelligence', 'n8n', 'OpenAI API', 'PostgreSQL'],
        achievements: [
          '82% of documents processed without manual keying',
          'Booking turnaround reduced from 4 hours to 40 minutes',
          'Billing disputes from data errors down 60%',
        ],
      },
      {
        title: 'Driver App and Live Tracking for a Last-Mile Carrier',
        description:
          'An offline-first driver app with electronic proof of delivery, feeding live customer tracking pages and automatic delay notifications.',
        imageUrl: '/assets/stories/driver-app.webp',
        technologies: ['React Native', 'Google Maps Platform', 'Node.js', 'AWS'],
        achievements: [
          'Status calls to customer service down 52%',
          'Proof of delivery available within seconds of drop-off',
          'Invoices issued the same day as delivery',
        ],
      },
      {
        title: 'Route Optimisation for a Food Distributor',
        description:
          'Daily route plans for 60 refrigerated vehicles that respect delivery windows and temperature constraints.',
        imageUrl: '/assets/stories/route-optimisation.webp',
        technologies: ['Google OR-Tools', 'Python', 'Odoo', 'Mapbox'],
        achievements: [
          '17% fewer kilometres driven per delivery',
          'On-time delivery rate raised to 96%',
          'Planning time cut from 3 hours to 20 minutes a day',
        ],
      },
    ],
  },
};
