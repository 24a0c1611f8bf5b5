import type { IndustryDetail } from '../types/industry';

export const financialServices: IndustryDetail = {
  id: 9,
  title: 'Financial Services',
  slug: 'financial-services',
  shortDescription:
    'Digital onboarding, automated reconciliation and compliance-grade AI for fintechs, lenders, insurers and accounting firms.',
  heroBannerUrl: '/assets/industries/heroes/financial-services.webp',
  overview: {
    detailedDescription:
      'Financial services firms carry heavy process and compliance loads: know-your-customer and anti-money-laundering checks, document collection, reconciliations, regulatory reporting and customer servicing, often on top of legacy core systems. Every manual step is a cost and an audit risk. Lumenaut builds secure digital onboarding with automated identity verification and screening, reconciliation and accounts-payable automation that matches transactions in minutes, AI assistants that answer staff and customers from approved policies with citations, and mobile banking and wallet apps engineered for security from the first commit. We work to PCI DSS, SOC 2 and GDPR expectations, keep an audit trail on every automated decision and design for regulators in the UAE, Saudi Arabia and beyond.',
    keyStats: [
      {
        value: '70%',
        label: 'Faster customer onboarding',
        description:
          'Digital applications with automated identity verification, sanctions screening and risk scoring.',
        iconClass: 'users',
      },
      {
        value: '90%',
        label: 'Transactions matched automatically',
        description:
          'Rules and machine learning reconcile bank, card and ledger entries, leaving only true exceptions for review.',
        iconClass: 'check',
      },
      {
        value: '60%',
        label: 'Less manual KYC review',
        description:
          'Clear-cut cases approved automatically, with analysts focused on genuine risk alerts.',
        iconClass: 'shield',
      },
      {
        value: '24/7',
        label: 'Compliant self-service',
        description:
          'Customers and staff get policy-grounded answers at any hour, with every interaction logged for audit.',
        iconClass: 'lock',
      },
    ],
    marketTrends: [
      'Open banking frameworks in the UAE and Saudi Arabia are opening account data and payment APIs to licensed fintechs.',
      'Regulators expect real-time transaction monitoring and faster suspicious-activity reporting, raising the bar for AML tooling.',
      'Embedded finance and buy now, pay later are pushing financial products into non-financial apps and checkouts.',
      'Banks and insurers are deploying generative AI internally first, with strict controls on data, explainability and audit.',
      'Finance teams are moving to continuous close, automating reconciliations and accruals instead of month-end crunches.',
    ],
  },
  challengesSolutions: {
    approachDescription:
      'We treat compliance as a design input: every workflow we automate has defined controls, an owner and an audit trail that a regulator or auditor can follow.',
    challenges: [
      {
        title: 'Slow KYC and onboarding',
        description:
          'Applicants email documents, analysts check them manually and screening happens in separate tools, so onboarding takes days.',
        iconClass: 'users',
        impactPoints: [
          'High drop-off before accounts are opened',
          'Analysts overloaded during campaigns',
          'Inconsistent risk decisions between reviewers',
        ],
      },
      {
        title: 'Manual reconciliation',
        description:
          'Bank statements, payment gateway reports and ledger entries are matched in spreadsheets every day or at month-end.',
        iconClass: 'database',
        impactPoints: [
          'Closing the books takes days longer than it should',
          'Unmatched items discovered weeks late',
          'Key-person risk on a few spreadsheet experts',
        ],
      },
      {
        title: 'Regulatory reporting pressure',
        description:
          'Reports for central banks, auditors and internal risk committees are assembled by hand from several systems.',
        iconClass: 'shield',
        impactPoints: [
          'Late or inconsistent regulatory submissions',
          'Audit findings on weak controls',
          'Compliance teams stuck compiling instead of analysing',
        ],
      },
      {
        title: 'Legacy core systems',
        description:
          'Core banking and policy systems lack modern APIs, blocking new digital products and integrations.',
        iconClass: 'bank',
        impactPoints: [
          'Slow launch of new products and channels',
          'Fragile batch interfaces and manual workarounds',
          'Poor mobile experience compared with fintech rivals',
        ],
      },
    ],
    solutions: [
      {
        title: 'Digital onboarding with automated KYC',
        description:
          'Mobile onboarding with document and liveness checks, sanctions and PEP screening, and risk-based routing to analysts only when needed.',
        iconClass: 'check',
        benefits: [
          'Accounts opened in minutes for low-risk applicants',
          'Consistent, documented risk decisions',
          'Full audit trail of every check and override',
          'Periodic re-screening automated',
        ],
        isFeatured: true,
      },
      {
        title: 'Reconciliation and AP automation',
        description:
          'Automated matching of bank, gateway and ledger data, plus invoice capture and approval workflows posting straight to your accounting system.',
        iconClass: 'layers',
        benefits: [
          'Daily reconciliations instead of month-end marathons',
          'Exceptions queued with suggested matches',
          'Invoices captured and coded by document AI',
        ],
        isFeatured: true,
      },
      {
        title: 'Compliance-grade AI assistants',
        description:
          'Retrieval-augmented assistants over policies, procedures and product terms that answer with citations and log every exchange.',
        iconClass: 'robot',
        benefits: [
          'Answers linked to the governing policy clause',
          'No customer data used for model training',
          'Role-based access to sensitive documents',
        ],
        isFeatured: false,
      },
      {
        title: 'API layer for legacy cores',
        description:
          'A secure API and event layer in front of core banking or policy systems that lets new apps and partners integrate safely.',
        iconClass: 'code',
        benefits: [
          'Modern REST APIs without replacing the core',
          'Rate limiting, authentication and audit built in',
          'Faster launch of digital products and partnerships',
        ],
        isFeatured: false,
      },
    ],
  },
  services: {
    sectionTitle: 'Services for Banks, Lenders and Fintechs',
    sectionDescription:
      'Secure products, automated operations and compliance tooling, delivered with the documentation auditors expect.',
    serviceCategories: [
      {
        categoryName: 'Onboarding and Compliance',
        categoryDescription: 'Faster customer journeys with stronger, documented controls.',
        iconClass: 'shield',
        services: [
          {
            name: 'KYC and AML Onboarding Flows',
            description: 'Identity verification, screening and risk scoring orchestrated into one digital journey.',
            features: [
              'Document and liveness checks',
              'Sanctions, PEP and adverse media screening',
              'Risk-based analyst review queues',
              'Ongoing monitoring and re-screening',
            ],
            iconClass: 'users',
            isPopular: true,
          },
          {
            name: 'Compliance Reporting Automation',
            description: 'Regulatory and management reports assembled from source systems on schedule.',
            features: [
              'Data lineage from source to report',
              'Validation rules before submission',
              'Versioned report archive',
            ],
            iconClass: 'chart',
            isPopular: false,
          },
          {
            name: 'Secure Document Collection Portal',
            description: 'Branded portal for clients to upload statements, IDs and contracts securely.',
            features: [
              'Encrypted uploads with virus scanning',
              'Automatic reminders for missing items',
              'Document classification by AI',
            ],
            iconClass: 'lock',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Finance Operations Automation',
        categoryDescription: 'Back-office workflows that close faster and scale without extra headcount.',
        iconClass: 'cog',
        services: [
          {
            name: 'Bank Reconciliation Automation',
            description: 'Daily matching of bank, payment gateway and ledger transactions with exception handling.',
            features: [
              'Bank feeds and statement parsing',
              'Rule-based and fuzzy matching',
              'Exception queues with suggested matches',
            ],
            iconClass: 'check',
            isPopular: true,
          },
          {
            name: 'Invoice and Accounts Payable Processing',
            description: 'Invoices captured, coded, approved and posted automatically.',
            features: [
              'Document AI for invoice fields and line items',
              'Approval routing by amount and cost centre',
              'Posting to Xero, QuickBooks or NetSuite',
              'Duplicate invoice detection',
            ],
            iconClass: 'mail',
            isPopular: false,
          },
          {
            name: 'Loan and Claims Workflows',
            description: 'Application, underwriting and claims steps orchestrated with clear SLAs.',
            features: [
              'Automated data collection from applicants',
              'Decision rules with manual override',
              'SLA tracking and escalation',
            ],
            iconClass: 'layers',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Digital Banking Products',
        categoryDescription: 'Customer-facing apps built with security, performance and accessibility in mind.',
        iconClass: 'phone',
        services: [
          {
            name: 'Mobile Banking and Wallet Apps',
            description: 'Cross-platform apps for accounts, cards, transfers and payments.',
            features: [
              'Biometric login and device binding',
              'Instant transfers and bill payments',
              'Card controls and spending insights',
            ],
            iconClass: 'phone',
            isPopular: true,
          },
          {
            name: 'Customer Portals and Dashboards',
            description: 'Web portals for statements, investments, policies and service requests.',
            features: [
              'Secure document vault',
              'Self-service requests with tracking',
              'Accessible, right-to-left ready design',
            ],
            iconClass: 'chart',
            isPopular: false,
          },
          {
            name: 'Open Banking Integrations',
            description: 'Account information and payment initiation through licensed open banking providers.',
            features: [
              'Account aggregation for affordability checks',
              'Pay-by-bank checkout',
              'Consent management and audit',
            ],
            iconClass: 'bank',
            isPopular: false,
          },
        ],
      },
    ],
  },
  technologies: {
    sectionTitle: 'Financial Services Technology Stack',
    sectionDescription:
      'Regulated-grade identity, payments and security tooling combined with automation and AI under strict controls.',
    categories: [
      {
        categoryName: 'Identity and Compliance',
        technologies: [
          { name: 'Sumsub', description: 'Identity verification, liveness and KYC orchestration.' },
          { name: 'Onfido', description: 'Document and biometric verification.' },
          { name: 'ComplyAdvantage', description: 'Sanctions, PEP and adverse media screening with monitoring.' },
        ],
      },
      {
        categoryName: 'Payments and Banking',
        technologies: [
          { name: 'Stripe', description: 'Payments, billing and payouts for digital products.' },
          { name: 'Lean Technologies', description: 'Open banking APIs for the UAE and Saudi Arabia.' },
          { name: 'Plaid', description: 'Account data and payments for US and European users.' },
        ],
      },
      {
        categoryName: 'Finance Systems',
        technologies: [
          { name: 'Xero', description: 'Cloud accounting with APIs for reconciliation and invoicing.' },
          { name: 'QuickBooks Online', description: 'Accounting for small and mid-sized firms and their advisers.' },
          { name: 'Oracle NetSuite', description: 'ERP and financials for scaling businesses.' },
        ],
      },
      {
        categoryName: 'Security, Cloud and AI',
        technologies: [
          { name: 'AWS KMS', description: 'Managed encryption keys for data at rest.' },
          { name: 'HashiCorp Vault', description: 'Secrets management and dynamic credentials.' },
          { name: 'Azure OpenAI Service', description: 'LLMs with enterprise data protection for internal assistants.' },
          { name: 'n8n (self-hosted)', description: 'Workflow automation inside your own controlled environment.' },
        ],
      },
    ],
  },
  successStories: {
    sectionTitle: 'Financial Services Success Stories',
    sectionDescription:
      'Fintechs, lenders and finance teams rely on Lumenaut for products and automations that pass security review and scale.',
    metrics: {
      clientsSatisfied: '98%',
      projectsCompleted: '30+',
      timeToMarket: '45% faster',
      costReduction: '40%',
    },
    projects: [
      {
        title: 'FinTech Mobile Banking App',
        description:
          'A cross-platform banking and wallet app with digital onboarding, instant transfers, card controls and biometric security.',
        imageUrl: '/assets/gallery/fintech-card-controls.webp',
        technologies: ['Flutter', 'NestJS', 'Sumsub', 'AWS'],
        achievements: [
          'Account opening cut from 2 days to 8 minutes',
          '4.8/5 average app store rating',
          'Security penetration test passed before launch',
        ],
      },
      {
        title: 'Automated Reconciliation for an Accounting Firm',
        description:
          'Daily reconciliation of bank, card and gateway data for 140 client companies, posting matched entries to Xero and QuickBooks.',
        imageUrl: '/assets/stories/automated-reconciliation.webp',
        technologies: ['n8n', 'Xero API', 'QuickBooks Online API', 'PostgreSQL'],
        achievements: [
          '91% of transactions matched automatically',
          'Month-end close shortened by 5 working days',
          'Team capacity freed for advisory work',
        ],
      },
      {
        title: 'KYC Onboarding for a Consumer Lender',
        description:
          'A digital application with identity verification, screening and open banking affordability checks feeding a risk-based review queue.',
        imageUrl: '/assets/stories/kyc-onboarding.webp',
        technologies: ['Sumsub', 'ComplyAdvantage', 'Lean Technologies', 'Node.js'],
        achievements: [
          '64% of applications decided without manual review',
          'Applicant drop-off reduced by 38%',
          'Complete audit trail accepted by the external auditor',
        ],
      },
    ],
  },
};
