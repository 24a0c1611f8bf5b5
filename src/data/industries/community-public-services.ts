import type { IndustryDetail } from '../types/industry';

export const communityPublicServices: IndustryDetail = {
  id: 6,
  title: 'Community & Public Services',
  slug: 'community-public-services',
  shortDescription:
    'Accessible digital services, multilingual AI assistants and case-management automation for public bodies, municipalities and non-profits.',
  heroBannerUrl: '/assets/industries/heroes/community-public-services.webp',
  overview: {
    detailedDescription:
      'Public agencies, municipalities, charities and community organisations serve people who cannot be turned away, usually with tight budgets, legacy systems and small teams. Residents expect the same convenience they get from banking apps: apply online, track progress and get answers in their own language at any hour. Lumenaut helps public and non-profit teams get there step by step. We replace paper forms with accessible digital services, automate case routing and approvals, deploy AI assistants that answer from official guidance with citations, and connect donor, volunteer and grant systems. Data residency, accessibility (WCAG 2.2 AA) and transparency are requirements we design for, not afterthoughts.',
    keyStats: [
      {
        value: '65%',
        label: 'Routine enquiries self-served',
        description:
          'Common questions about services, fees and eligibility answered by an assistant grounded in official guidance.',
        iconClass: 'robot',
      },
      {
        value: '3x',
        label: 'Faster application processing',
        description:
          'Digital forms with validation, automatic routing and status updates replace paper and email chains.',
        iconClass: 'bolt',
      },
      {
        value: 'AA',
        label: 'WCAG 2.2 accessibility target',
        description:
          'Every public-facing service we build is designed and tested against WCAG 2.2 level AA.',
        iconClass: 'users',
      },
      {
        value: '40%',
        label: 'Lower cost per case',
        description:
          'Less re-keying, fewer follow-up calls and clearer queues for case workers.',
        iconClass: 'chart',
      },
    ],
    marketTrends: [
      'Digital-by-default government programmes are moving services online, with national digital identity such as UAE PASS becoming the front door.',
      'Public bodies are adopting generative AI for resident enquiries under strict rules on transparency, data residency and human oversight.',
      'Accessibility regulations, including the European Accessibility Act, are raising the bar for public and community digital services.',
      'Non-profits are under pressure to prove impact, making automated outcome reporting a funding requirement.',
      'Shared, open-source platforms are gaining ground as agencies look to avoid vendor lock-in.',
    ],
  },
  challengesSolutions: {
    approachDescription:
      'We design with residents and front-line staff together, start with the highest-volume service, and ship improvements in small, accessible releases that build trust.',
    challenges: [
      {
        title: 'Overloaded contact centres',
        description:
          'Phone lines and inboxes are flooded with the same questions about opening hours, eligibility, fees and application status.',
        iconClass: 'phone',
        impactPoints: [
          'Long waiting times and abandoned calls',
          'Staff stretched across repetitive queries',
          'Residents without answers outside office hours',
        ],
      },
      {
        title: 'Paper-based applications and permits',
        description:
          'Applications are printed, signed, scanned and re-typed, then passed between departments by email.',
        iconClass: 'book',
        impactPoints: [
          'Weeks of processing time for simple permits',
          'Lost or incomplete files',
          'No way for applicants to track progress',
        ],
      },
      {
        title: 'Accessibility and language obligations',
        description:
          'Services must work for people with disabilities, older residents and speakers of several languages, and legacy websites fall short.',
        iconClass: 'globe',
        impactPoints: [
          'Residents excluded from essential services',
          'Legal and reputational risk from non-compliance',
          'Costly translation and manual assistance',
        ],
      },
      {
        title: 'Volunteer, donor and grant coordination',
        description:
          'Non-profits juggle volunteers, donations and grant reports across spreadsheets, email and messaging groups.',
        iconClass: 'heart',
        impactPoints: [
          'Volunteer shifts left unfilled at short notice',
          'Donor thank-yous and receipts sent late',
          'Days lost compiling impact reports for funders',
        ],
      },
    ],
    solutions: [
      {
        title: 'Multilingual AI service assistant',
        description:
          'An assistant on the website and WhatsApp that answers from approved official content with citations, and hands over to staff with context when needed.',
        iconClass: 'robot',
        benefits: [
          'Answers in Arabic, English and other community languages',
          'Every answer linked to the official source page',
          'Hosted in-region to meet data residency rules',
          'Clear hand-off to a human for sensitive cases',
        ],
        isFeatured: true,
      },
      {
        title: 'Digital forms and case workflows',
        description:
          'Accessible online applications with identity verification, document upload and automatic routing through review and approval steps.',
        iconClass: 'check',
        benefits: [
          'Applicants track status online',
          'Automatic routing by case type and location',
          'Full audit trail for every decision',
        ],
        isFeatured: true,
      },
      {
        title: 'Accessible web platforms',
        description:
          'Public websites and portals rebuilt for WCAG 2.2 AA, right-to-left languages and low-bandwidth mobile devices.',
        iconClass: 'globe',
        benefits: [
          'Automated and manual accessibility testing',
          'Plain-language content patterns',
          'Fast loading on older phones',
        ],
        isFeatured: false,
      },
      {
        title: 'Non-profit operations automation',
        description:
          'Connected volunteer scheduling, donor management and outcome tracking with automated receipts and funder reports.',
        iconClass: 'heart',
        benefits: [
          'Volunteer reminders and shift swaps handled automatically',
          'Donation receipts issued instantly',
          'Grant reports assembled from live data',
        ],
        isFeatured: false,
      },
    ],
  },
  services: {
    sectionTitle: 'Services for Public Bodies and Non-profits',
    sectionDescription:
      'Practical digital services that residents can use, staff can run and budgets can sustain.',
    serviceCategories: [
      {
        categoryName: 'Digital Public Services',
        categoryDescription: 'Online services that replace counters, paper and phone queues.',
        iconClass: 'building',
        services: [
          {
            name: 'Online Applications and Permits',
            description: 'Accessible application journeys with identity checks, payments and status tracking.',
            features: [
              'Single sign-on with national digital identity',
              'Document upload with automatic checks',
              'Online fee payment',
              'Status tracking for applicants',
            ],
            iconClass: 'check',
            isPopular: true,
          },
          {
            name: 'Case Management Workflows',
            description: 'Routing, approvals and deadlines for every case type, with dashboards for supervisors.',
            features: [
              'Configurable approval chains',
              'Service-level deadlines and escalations',
              'Workload dashboards by team',
            ],
            iconClass: 'layers',
            isPopular: false,
          },
          {
            name: 'Appointment Booking for Service Centres',
            description: 'Online booking for in-person visits with reminders and queue management.',
            features: [
              'Slots by service and location',
              'SMS and email reminders',
              'Walk-in queue integration',
            ],
            iconClass: 'calendar',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'AI for Citizen Services',
        categoryDescription: 'Responsible AI that extends service hours without replacing human judgement.',
        iconClass: 'sparkles',
        services: [
          {
            name: 'Resident Enquiry Assistant',
            description: 'A multilingual assistant answering from official guidance, with citations and human hand-off.',
            features: [
              'Retrieval over approved content only',
              'Transcript review and quality scoring',
              'In-region hosting options',
            ],
            iconClass: 'robot',
            isPopular: true,
          },
          {
            name: 'Document and Form Processing',
            description: 'Extraction and classification of incoming letters, forms and attachments into case systems.',
            features: [
              'Scanned and handwritten form support',
              'Automatic case creation',
              'Redaction of personal data where required',
            ],
            iconClass: 'book',
            isPopular: false,
          },
          {
            name: 'Feedback and Sentiment Analysis',
            description: 'Themes and sentiment from surveys, complaints and social channels, summarised for decision makers.',
            features: [
              'Topic clustering across channels',
              'Monthly insight reports',
              'Alerts on emerging issues',
            ],
            iconClass: 'chart',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Community and Non-profit Tools',
        categoryDescription: 'Affordable tools that help community organisations do more with volunteers and donations.',
        iconClass: 'heart',
        services: [
          {
            name: 'Volunteer Management Automation',
            description: 'Sign-ups, onboarding, scheduling and reminders for volunteer programmes.',
            features: [
              'Self-service shift sign-up',
              'Automatic reminders and shift swaps',
              'Hours tracking and certificates',
            ],
            iconClass: 'users',
            isPopular: true,
          },
          {
            name: 'Donor Management and Receipts',
            description: 'Donation capture, receipts and stewardship journeys connected to your CRM.',
            features: [
              'Instant receipts for every donation',
              'Recurring giving management',
              'Donor segmentation and thank-you flows',
            ],
            iconClass: 'heart',
            isPopular: false,
          },
          {
            name: 'Impact and Grant Reporting',
            description: 'Outcome data collected in the field and turned into funder-ready reports.',
            features: [
              'Mobile data collection forms',
              'Automated report templates per funder',
              'Live impact dashboards',
            ],
            iconClass: 'target',
            isPopular: false,
          },
        ],
      },
    ],
  },
  technologies: {
    sectionTitle: 'Public Sector Technology Stack',
    sectionDescription:
      'Open standards, in-region cloud options and accessible front ends that stand up to public scrutiny.',
    categories: [
      {
        categoryName: 'Forms and Case Management',
        technologies: [
          { name: 'Form.io', description: 'Open-source form builder and API for complex applications.' },
          { name: 'Microsoft Power Platform', description: 'Power Apps and Power Automate for teams already on Microsoft 365.' },
          { name: 'Salesforce Nonprofit Cloud', description: 'CRM for donors, volunteers and programmes.' },
        ],
      },
      {
        categoryName: 'Accessible Web',
        technologies: [
          { name: 'Next.js', description: 'Fast, server-rendered public websites and portals.' },
          { name: 'Drupal', description: 'Open-source CMS widely used by public bodies.' },
          { name: 'axe-core', description: 'Automated accessibility testing in every build.' },
        ],
      },
      {
        categoryName: 'AI and Automation',
        technologies: [
          { name: 'Azure OpenAI Service', description: 'LLMs with regional deployment options and enterprise controls.' },
          { name: 'n8n', description: 'Self-hosted workflows for case routing and notifications.' },
          { name: 'Make', description: 'Low-cost automation for small community organisations.' },
        ],
      },
      {
        categoryName: 'Cloud and Identity',
        technologies: [
          { name: 'Microsoft Azure UAE regions', description: 'In-country hosting for data residency requirements.' },
          { name: 'Keycloak', description: 'Open-source identity and single sign-on for staff and residents.' },
          { name: 'UAE PASS integration', description: 'National digital identity sign-in for UAE services.' },
        ],
      },
    ],
  },
  successStories: {
    sectionTitle: 'Public Service Success Stories',
    sectionDescription:
      'Municipal teams, charities and community organisations rely on Lumenaut for services that are accessible, secure and easy to run.',
    metrics: {
      clientsSatisfied: '96%',
      projectsCompleted: '20+',
      timeToMarket: '30% faster',
      costReduction: '40%',
    },
    projects: [
      {
        title: 'Online Permit Service for a Municipal Department',
        description:
          'A bilingual, accessible permit application with document upload, online payment and automatic routing through departmental approvals.',
        imageUrl: '/assets/stories/online-permit-service.webp',
        technologies: ['Next.js', 'Form.io', 'n8n', 'Microsoft Azure'],
        achievements: [
          'Average processing time cut from 21 days to 6',
          'Paper applications reduced by 85%',
          'WCAG 2.2 AA audit passed before launch',
        ],
      },
      {
        title: 'Volunteer and Donor Platform for a Food Bank Network',
        description:
          'Self-service volunteer scheduling, instant donation receipts and automated funder reports for a network of community food banks.',
        imageUrl: '/assets/stories/volunteer-donor-platform.webp',
        technologies: ['Salesforce Nonprofit Cloud', 'Make', 'Stripe', 'Twilio'],
        achievements: [
          'Unfilled volunteer shifts down 70%',
          'Donation receipts issued within a minute',
          'Quarterly grant reports produced in hours instead of days',
        ],
      },
    ],
  },
};
