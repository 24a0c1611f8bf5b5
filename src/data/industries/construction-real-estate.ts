import type { IndustryDetail } from '../types/industry';

export const constructionRealEstate: IndustryDetail = {
  id: 8,
  title: 'Construction & Real Estate',
  slug: 'construction-real-estate',
  shortDescription:
    'Instant lead response, digital site reporting and AI document intelligence for developers, brokerages, contractors and property managers.',
  heroBannerUrl: '/assets/industries/heroes/construction-real-estate.webp',
  overview: {
    detailedDescription:
      'Real estate and construction businesses move large sums on the strength of fast responses and accurate paperwork. Brokerages lose buyers when portal leads wait hours for a reply, contractors lose margin when site issues are reported late over WhatsApp, and property managers drown in maintenance requests and lease documents. Lumenaut builds the digital backbone: lead routing from Property Finder, Bayut and your website into a CRM with instant WhatsApp replies and viewing booking, mobile site diaries and snag lists that feed project dashboards, AI that reads leases, contracts and drawings to extract key terms, and tenant portals that turn maintenance chaos into tracked work orders.',
    keyStats: [
      {
        value: '< 5 min',
        label: 'Lead response time',
        description:
          'Portal and website enquiries answered instantly on WhatsApp and routed to the right agent with full context.',
        iconClass: 'clock',
      },
      {
        value: '28%',
        label: 'More qualified viewings',
        description:
          'Automated qualification and self-service viewing booking keep agents focused on serious buyers and tenants.',
        iconClass: 'home',
      },
      {
        value: '70%',
        label: 'Faster lease abstraction',
        description:
          'AI extracts rent, dates, break clauses and obligations from leases for review instead of manual reading.',
        iconClass: 'book',
      },
      {
        value: '20 h',
        label: 'Saved per project manager monthly',
        description:
          'Site diaries, progress reports and RFIs captured on mobile and compiled automatically.',
        iconClass: 'building',
      },
    ],
    marketTrends: [
      'Buyers and tenants start their search on portals and messaging apps, and the first agent to respond usually wins the viewing.',
      'Construction is digitising site processes, from mobile snagging to drone progress capture and connected common data environments.',
      'AI document review is spreading across leasing, legal and procurement teams that handle large volumes of contracts.',
      'Off-plan sales in Gulf markets demand tight coordination of payment plans, escrow milestones and buyer communication.',
      'Sustainability reporting and smart building data are becoming part of asset value and tenant expectations.',
    ],
  },
  challengesSolutions: {
    approachDescription:
      'We follow the deal and the build from first enquiry or first drawing to handover, then automate the updates, reminders and documents that slow people down.',
    challenges: [
      {
        title: 'Property leads answered too late',
        description:
          'Enquiries from portals, social ads and the website land in shared inboxes and wait hours for an agent to respond.',
        iconClass: 'target',
        impactPoints: [
          'Buyers booking viewings with the first agency to reply',
          'Wasted portal and advertising spend',
          'No visibility of lead handling by agent',
        ],
      },
      {
        title: 'Site reports on paper and WhatsApp',
        description:
          'Progress, safety observations and defects are reported through photos in chat groups and paper diaries.',
        iconClass: 'building',
        impactPoints: [
          'Issues discovered late and expensive to fix',
          'Disputes without a clear photo and date record',
          'Project managers compiling reports at night',
        ],
      },
      {
        title: 'Lease and contract review bottlenecks',
        description:
          'Leases, sale agreements and subcontracts are read manually to find dates, amounts and obligations.',
        iconClass: 'book',
        impactPoints: [
          'Missed renewal and break dates',
          'Legal and leasing teams overloaded at peak times',
          'Key terms re-typed into property systems',
        ],
      },
      {
        title: 'Tenant maintenance chaos',
        description:
          'Maintenance requests arrive by phone, email and WhatsApp, with no tracking of who is responsible or when it will be fixed.',
        iconClass: 'home',
        impactPoints: [
          'Unhappy tenants and lower renewal rates',
          'Contractors dispatched without details or photos',
          'No data on maintenance cost per unit',
        ],
      },
    ],
    solutions: [
      {
        title: 'Instant lead qualification and viewing booking',
        description:
          'Every enquiry captured into your CRM, answered on WhatsApp within seconds, qualified by budget and timeline, and offered a viewing slot.',
        iconClass: 'bolt',
        benefits: [
          'Round-robin routing to available agents',
          'Self-service viewing booking with reminders',
          'Response-time dashboards per agent and source',
        ],
        isFeatured: true,
      },
      {
        title: 'AI document and lease intelligence',
        description:
          'Language models extract parties, dates, rents, escalations and obligations from leases and contracts, with a reviewer confirming each field.',
        iconClass: 'sparkles',
        benefits: [
          'Key terms ready for review in minutes',
          'Automatic reminders for renewals and breaks',
          'Searchable clause library across the portfolio',
          'Extracted data synced to your property system',
        ],
        isFeatured: true,
      },
      {
        title: 'Digital site reporting app',
        description:
          'A mobile app for site diaries, snag lists, safety observations and RFIs with photos, locations and sign-offs.',
        iconClass: 'phone',
        benefits: [
          'Photo evidence pinned to drawings',
          'Daily reports generated automatically',
          'Snags assigned to subcontractors with deadlines',
        ],
        isFeatured: false,
      },
      {
        title: 'Tenant and facilities portal',
        description:
          'A tenant portal and WhatsApp channel for maintenance requests, documents and payments, connected to contractor dispatch.',
        iconClass: 'users',
        benefits: [
          'Requests triaged by urgency automatically',
          'Tenants see live status updates',
          'Maintenance cost tracked per unit and building',
        ],
        isFeatured: false,
      },
    ],
  },
  services: {
    sectionTitle: 'Services for Property and Construction',
    sectionDescription:
      'Sales, delivery and property management systems that keep deals moving and buildings running.',
    serviceCategories: [
      {
        categoryName: 'Sales and Leasing Automation',
        categoryDescription: 'Respond first, follow up always and know which listings and channels convert.',
        iconClass: 'target',
        services: [
          {
            name: 'Portal Lead Routing and CRM',
            description: 'Leads from Property Finder, Bayut, social ads and your website captured, answered and routed automatically.',
            features: [
              'Instant WhatsApp and email replies',
              'Agent routing by area, language and availability',
              'Duplicate detection across sources',
              'Source-level conversion reporting',
            ],
            iconClass: 'users',
            isPopular: true,
          },
          {
            name: 'Viewing Scheduling and Follow-ups',
            description: 'Self-service viewing booking with reminders and automated post-viewing follow-up.',
            features: [
              'Agent calendar availability',
              'Reminders to buyer and agent',
              'Feedback capture after each viewing',
            ],
            iconClass: 'calendar',
            isPopular: false,
          },
          {
            name: 'Off-plan Sales and Payment Plans',
            description: 'Reservation, payment-plan reminders and buyer updates for off-plan projects.',
            features: [
              'Milestone-based payment reminders',
              'Construction progress updates to buyers',
              'Document collection for sale agreements',
            ],
            iconClass: 'bank',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Construction Project Tools',
        categoryDescription: 'Mobile-first tools that bring site information into the office the same day.',
        iconClass: 'building',
        services: [
          {
            name: 'Site Diary and Snagging App',
            description: 'Mobile site diaries, snag lists and safety observations with photos and drawing pins.',
            features: [
              'Offline capture on site',
              'Photos pinned to drawing locations',
              'Automatic daily and weekly reports',
            ],
            iconClass: 'phone',
            isPopular: true,
          },
          {
            name: 'RFI and Submittal Workflows',
            description: 'Structured RFIs and submittals with routing, deadlines and a searchable log.',
            features: [
              'Approval chains by discipline',
              'Deadline reminders and escalations',
              'Sync with Procore or Autodesk Construction Cloud',
            ],
            iconClass: 'layers',
            isPopular: false,
          },
          {
            name: 'Project Progress Dashboards',
            description: 'Live dashboards combining programme, cost and site data for each project.',
            features: [
              'Planned versus actual progress',
              'Open snags and RFIs by trade',
              'Cost commitments and variations',
              'Portfolio view for directors',
            ],
            iconClass: 'chart',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Property Management',
        categoryDescription: 'Happier tenants and fewer surprises for owners and facility teams.',
        iconClass: 'home',
        services: [
          {
            name: 'Tenant Portal and Maintenance Requests',
            description: 'Web, app and WhatsApp request channels linked to contractor dispatch and tracking.',
            features: [
              'Photo and video attachments',
              'Automatic urgency triage',
              'Contractor job links and sign-off',
            ],
            iconClass: 'users',
            isPopular: true,
          },
          {
            name: 'Rent Collection and Reminders',
            description: 'Invoices, payment links, cheque and direct-debit tracking with polite automated reminders.',
            features: [
              'Payment links in every reminder',
              'Arrears escalation rules',
              'Sync with your accounting system',
            ],
            iconClass: 'bank',
            isPopular: false,
          },
          {
            name: 'Lease Abstraction AI',
            description: 'Key lease terms extracted, reviewed and synced to your property management system.',
            features: [
              'Rent, escalation and break-clause extraction',
              'Reviewer confirmation for each field',
              'Renewal reminders from extracted dates',
            ],
            iconClass: 'book',
            isPopular: false,
          },
        ],
      },
    ],
  },
  technologies: {
    sectionTitle: 'Property and Construction Technology Stack',
    sectionDescription:
      'We integrate with the CRMs, construction platforms and portals your teams already use.',
    categories: [
      {
        categoryName: 'CRM and Property Portals',
        technologies: [
          { name: 'HubSpot', description: 'CRM and marketing automation for brokerages and developers.' },
          { name: 'Salesforce', description: 'Enterprise CRM for large sales and leasing teams.' },
          { name: 'Property Finder and Bayut leads', description: 'Portal enquiries captured through lead notifications and integrations.' },
        ],
      },
      {
        categoryName: 'Construction Platforms',
        technologies: [
          { name: 'Procore API', description: 'Projects, RFIs, submittals and daily logs.' },
          { name: 'Autodesk Construction Cloud', description: 'Drawings, issues and document management.' },
          { name: 'Autodesk Platform Services', description: 'Viewing and querying BIM models in the browser.' },
        ],
      },
      {
        categoryName: 'Field and Mobile',
        technologies: [
          { name: 'React Native', description: 'Cross-platform field apps with offline support.' },
          { name: 'Flutter', description: 'High-performance mobile apps for tenants and buyers.' },
          { name: 'WhatsApp Business Platform', description: 'Two-way messaging with buyers, tenants and contractors.' },
        ],
      },
      {
        categoryName: 'AI and Automation',
        technologies: [
          { name: 'n8n', description: 'Lead routing, reminders and report generation.' },
          { name: 'Make', description: 'Visual automations for marketing and leasing teams.' },
          { name: 'OpenAI API', description: 'Lead qualification dialogues and lease term extraction.' },
          { name: 'Azure AI Document Intelligence', description: 'Layout and table extraction from scanned contracts.' },
        ],
      },
    ],
  },
  successStories: {
    sectionTitle: 'Property and Construction Success Stories',
    sectionDescription:
      'Brokerages, developers and contractors use Lumenaut systems to respond faster and build with fewer surprises.',
    metrics: {
      clientsSatisfied: '97%',
      projectsCompleted: '35+',
      timeToMarket: '40% faster',
      costReduction: '30%',
    },
    projects: [
      {
        title: 'Lead Response Automation for a Dubai Brokerage',
        description:
          'Portal and website enquiries captured into HubSpot, answered on WhatsApp within seconds and routed to agents by community and language.',
        imageUrl: '/assets/stories/brokerage-lead-response.webp',
        technologies: ['HubSpot', 'WhatsApp Business Platform', 'n8n', 'OpenAI API'],
        achievements: [
          'Median first response from 3 hours to 2 minutes',
          'Viewings booked per month up 31%',
          'Lead source ROI visible for every listing',
        ],
      },
      {
        title: 'Site Diary and Snagging App for a Fit-out Contractor',
        description:
          'An offline-capable mobile app for daily diaries, snags and safety observations with automatic client reports.',
        imageUrl: '/assets/stories/site-diary-app.webp',
        technologies: ['React Native', 'Node.js', 'PostgreSQL', 'AWS'],
        achievements: [
          'Daily reports produced automatically for 14 live sites',
          'Snag close-out time reduced by 40%',
          'Photo evidence resolved two variation disputes in the first quarter',
        ],
      },
      {
        title: 'Lease Abstraction for a Commercial Landlord',
        description:
          'AI extraction of key terms from 1,200 commercial leases with reviewer confirmation and renewal reminders.',
        imageUrl: '/assets/stories/lease-abstraction.webp',
        technologies: ['Azure AI Document Intelligence', 'OpenAI API', 'Python', 'Power BI'],
        achievements: [
          'Portfolio abstracted in 3 weeks instead of 4 months',
          'Every break date now tracked with reminders',
          'Rent roll reconciled against signed leases',
        ],
      },
    ],
  },
};
