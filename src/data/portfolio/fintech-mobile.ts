import type { PortfolioCaseStudy } from '../types/portfolio';

export const fintechMobile: PortfolioCaseStudy = {
  id: 2,
  title: 'FinTech Mobile Banking App',
  shortDescription:
    'A secure, cross-platform banking and wallet app with digital onboarding in minutes, instant transfers, card controls and AI-powered spending insights.',
  heroBannerUrl: '/assets/gallery/fintech-onboarding.webp',
  overview: {
    client: 'Digital-first lender and wallet provider (name withheld under NDA)',
    industry: 'Financial Services',
    projectType: 'Cross-platform mobile banking app and onboarding platform',
    duration: '9 months',
    teamSize: '11 specialists',
    services: [
      'Web & Mobile Development',
      'UI/UX Design',
      'Cloud Services',
      'DevOps Services',
      'AI Development',
    ],
    detailedDescription:
      'The client, a licensed digital lender expanding into payments, needed a mobile app that could open accounts remotely, move money instantly and pass demanding security and regulatory reviews. Lumenaut led product design, built the Flutter app and its backend services, integrated identity verification and screening providers, and set up a hardened AWS environment with infrastructure as code, automated security testing and 24/7 monitoring.',
  },
  challengeSolution: {
    challenge:
      'Opening an account required a branch visit or emailed documents and took up to two days, and more than half of applicants abandoned the process. The legacy web portal offered no instant transfers or card controls, customer support was overloaded with balance and transaction questions, and every new feature had to pass a lengthy security review because the old codebase had no automated testing or audit logging.',
    solution:
      'We designed a mobile-first onboarding journey with document capture, liveness checks and automated sanctions and PEP screening, routing only higher-risk applicants to analysts. A new API layer in front of the core ledger enabled instant transfers, bill payments and card controls. Security was built in from the first sprint: biometric login with device binding, certificate pinning, encryption with AWS KMS, secrets in HashiCorp Vault and a full audit trail. An in-app assistant answers account questions from approved help content, and a categorisation model powers spending insights.',
    keyFeatures: [
      {
        title: 'Digital Onboarding with eKYC',
        description:
          'Document scanning, liveness detection and automated screening let customers open an account from their phone in minutes.',
        iconClass: 'users',
        benefits: [
          'Accounts opened in about eight minutes',
          'Risk-based routing to analysts only when needed',
          'Every check and decision recorded for audit',
        ],
        isHighlighted: true,
      },
      {
        title: 'Biometric Security and Device Binding',
        description:
          'Face and fingerprint login bound to a trusted device, with step-up authentication for sensitive actions.',
        iconClass: 'lock',
        benefits: [
          'Passwordless, phishing-resistant sign-in',
          'Step-up checks for new payees and large transfers',
          'Instant device revocation from the app or support',
        ],
        isHighlighted: true,
      },
      {
        title: 'Instant Transfers and Bill Payments',
        description:
          'Real-time transfers between customers and to external accounts, plus scheduled bill payments.',
        iconClass: 'bolt',
        benefits: [
          'Transfers confirmed in seconds',
          'Saved payees and recurring payments',
          'Clear fees shown before confirmation',
        ],
        isHighlighted: false,
      },
      {
        title: 'Card Controls',
        description:
          'Customers freeze cards, set limits and toggle online or international use without calling support.',
        iconClass: 'shield',
        benefits: [
          'Instant freeze and unfreeze',
          'Spending limits by category and channel',
          'Real-time transaction notifications',
        ],
        isHighlighted: false,
      },
      {
        title: 'Smart Spending Insights',
        description:
          'A categorisation model groups transactions and highlights trends, subscriptions and unusual spending.',
        iconClass: 'chart',
        benefits: [
          'Automatic categories for every transaction',
          'Monthly budgets with gentle nudges',
          'Alerts on unusual or duplicate charges',
        ],
        isHighlighted: false,
      },
      {
        title: 'In-App Support Assistant',
        description:
          'An AI assistant that answers account and product questions from approved help content and hands off to agents with context.',
        iconClass: 'robot',
        benefits: [
          'Answers grounded in approved policies and FAQs',
          'Hand-off to a human agent with the conversation summary',
          'Every exchange logged for compliance review',
        ],
        isHighlighted: false,
      },
    ],
  },
  technologies: {
    categories: [
      {
        categoryName: 'Mobile',
        technologies: [
          { name: 'Flutter', description: 'One codebase for iOS and Android with platform channels for native security features.' },
          { name: 'Dart', description: 'Sound null safety and strict typing across the app.' },
          { name: 'Patrol', description: 'End-to-end testing of critical journeys on real devices.' },
        ],
      },
      {
        categoryName: 'Backend Services',
        technologies: [
          { name: 'NestJS', description: 'Modular Node.js services for accounts, payments and onboarding.' },
          { name: 'PostgreSQL', description: 'Transactional store with row-level audit history.' },
          { name: 'Apache Kafka', description: 'Event streaming for transactions and notifications.' },
        ],
      },
      {
        categoryName: 'Identity, Security and Compliance',
        technologies: [
          { name: 'Sumsub', description: 'Document verification and liveness detection.' },
          { name: 'ComplyAdvantage', description: 'Sanctions, PEP and adverse media screening.' },
          { name: 'AWS KMS', description: 'Managed encryption keys for data at rest.' },
          { name: 'HashiCorp Vault', description: 'Secrets management and short-lived credentials.' },
        ],
      },
      {
        categoryName: 'Cloud and DevOps',
        technologies: [
          { name: 'Amazon EKS', description: 'Kubernetes cluster with network policies and private subnets.' },
          { name: 'Terraform', description: 'Infrastructure as code reviewed like application code.' },
          { name: 'GitHub Actions', description: 'CI/CD with dependency, secret and container scanning.' },
          { name: 'Grafana', description: 'Dashboards and on-call alerting for 24/7 monitoring.' },
        ],
      },
    ],
  },
  results: {
    resultsDescription:
      'The app launched on schedule after passing an independent penetration test and the client’s regulatory review. Digital onboarding replaced branch visits almost entirely, and customers now self-serve most everyday requests.',
    metrics: [
      {
        label: 'Account Opening Time',
        value: '8 min',
        description: 'Average end-to-end onboarding on the phone, down from up to two days with branch visits.',
      },
      {
        label: 'Fewer Support Tickets',
        value: '38%',
        description: 'Drop in balance, transaction and card queries after launch of self-service and the assistant.',
      },
      {
        label: 'Applications Auto-Decided',
        value: '61%',
        description: 'Share of applications approved or declined by rules without manual analyst review.',
      },
      {
        label: 'Median API Response',
        value: '< 300 ms',
        description: 'Median response time of customer-facing APIs under peak load.',
      },
    ],
    achievements: [
      'Independent penetration test passed with no high-severity findings',
      'Onboarding completion rate more than doubled',
      '4.8/5 average rating across the App Store and Google Play',
      '99.95% availability in the first year of operation',
      'Release cadence increased from quarterly to every two weeks',
    ],
  },
  gallery: {
    images: [
      {
        imageUrl: '/assets/gallery/fintech-onboarding.webp',
        caption: 'eKYC onboarding: document capture, then a liveness check',
        altText: 'Two phone screens: an identity card framed for capture and a face liveness check with its steps ticked',
      },
      {
        imageUrl: '/assets/gallery/fintech-card-controls.webp',
        caption: 'Card controls: freeze, limits and online use without calling support',
        altText: 'Phone screens with a payment card above on and off switches for card features, and a list of completed checks',
      },
      {
        imageUrl: '/assets/gallery/fintech-spending-insights.webp',
        caption: 'Spending insights with automatic categories',
        altText: 'Phone screens with a spending donut chart split by category next to the card settings',
      },
    ],
  },
  relatedProjects: {
    sectionTitle: 'Related Projects',
    projects: [
      {
        id: 1,
        title: 'E-commerce Revolution Platform',
        description:
          'A headless, multi-channel commerce platform with unified inventory and automated order operations.',
        imagePath: '/assets/gallery/e-commerce-storefront.webp',
        tags: ['Next.js', 'Medusa', 'E-commerce', 'n8n', 'AWS'],
      },
      {
        id: 6,
        title: 'Automated Reconciliation for an Accounting Firm',
        description:
          'Daily bank and gateway reconciliation for 140 client companies, posting matched entries to Xero and QuickBooks.',
        imagePath: '/assets/stories/automated-reconciliation.webp',
        tags: ['n8n', 'Xero', 'QuickBooks', 'Finance Automation'],
      },
      {
        id: 7,
        title: 'KYC Onboarding for a Consumer Lender',
        description:
          'Digital applications with identity verification, screening and open banking affordability checks.',
        imagePath: '/assets/stories/kyc-onboarding.webp',
        tags: ['eKYC', 'Open Banking', 'Compliance', 'Node.js', 'FinTech'],
      },
      {
        id: 8,
        title: 'Digital Intake for a Physiotherapy Group',
        description:
          'HIPAA-aware mobile intake and consent forms with insurance card capture, hosted in the client’s own cloud.',
        imagePath: '/assets/stories/digital-intake.webp',
        tags: ['Healthcare', 'React', 'Document AI', 'AWS'],
      },
    ],
  },
  callToAction: {
    heading: 'Planning a Secure Financial Product?',
    description:
      'From eKYC onboarding to instant payments, we design and build financial apps that pass security review and delight customers. Tell us about your product and we will reply within 24 hours.',
    buttonText: 'Discuss Your Project',
    buttonUrl: '/contact',
  },
  metadata: {
    tags: ['FinTech', 'Mobile Banking', 'Flutter', 'eKYC', 'Security', 'AWS'],
    launchDate: '2024-09-02',
    projectUrl: null,
    repositoryUrl: null,
    isFeatured: true,
    status: 'Live',
  },
};
