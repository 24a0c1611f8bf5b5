import type { IndustryDetail } from '../types/industry';

export const healthcareBiotech: IndustryDetail = {
  id: 3,
  title: 'Healthcare & Biotech',
  slug: 'healthcare-biotech',
  shortDescription:
    'HIPAA-aware automation, digital intake and AI assistants for clinics, labs and biotech teams, built so patient data never ends up where it should not.',
  heroBannerUrl: '/assets/industries/heroes/healthcare-biotech.webp',
  overview: {
    detailedDescription:
      'Clinics, diagnostic labs and biotech companies spend a surprising share of their day on work that is not care or science: re-typing intake forms, chasing insurance eligibility, reminding patients about appointments and moving data between an EHR, a LIMS and a dozen spreadsheets. Automating that work is harder than in other industries because protected health information must stay under control. Lumenaut designs with that constraint from day one: self-hosted n8n inside your own cloud account under a business associate agreement, FHIR and HL7 integrations instead of screen scraping, encryption and audit logs on every workflow, and AI models deployed on HIPAA-eligible services. Patients get a smoother journey, clinicians get time back and compliance teams get a clear trail.',
    keyStats: [
      {
        value: '30%',
        label: 'Fewer no-shows',
        description:
          'Two-way SMS and WhatsApp reminders with one-tap rescheduling and automatic waitlist backfill.',
        iconClass: 'calendar',
      },
      {
        value: '< 5 min',
        label: 'Digital intake per patient',
        description:
          'Mobile intake and consent forms completed before the visit and written straight into the EHR.',
        iconClass: 'clock',
      },
      {
        value: '100%',
        label: 'Audit-logged PHI access',
        description:
          'Every automated read and write of patient data is logged with who, what and when for compliance review.',
        iconClass: 'lock',
      },
      {
        value: '6 h',
        label: 'Admin time saved per clinician weekly',
        description:
          'Referral letters, visit summaries and prior-authorisation packets drafted automatically for clinician review.',
        iconClass: 'heart',
      },
    ],
    marketTrends: [
      'Ambient AI documentation tools are spreading quickly as providers look to reduce after-hours charting and burnout.',
      'FHIR APIs are becoming the default way to connect EHRs, driven by US interoperability rules and national health platforms in the Gulf.',
      'Patients now expect online self-scheduling, digital forms and messaging with their provider, not phone queues and clipboards.',
      'Biotech and diagnostic labs are automating sample tracking and data pipelines to scale testing without scaling headcount.',
      'Regulators are paying closer attention to AI in care, making transparency, human oversight and audit trails part of every deployment.',
    ],
  },
  challengesSolutions: {
    approachDescription:
      'We map the patient and sample journey, classify every data flow by sensitivity, and only then pick tools: compliant by design, automated where it is safe and supervised where it matters.',
    challenges: [
      {
        title: 'Compliance blocks automation',
        description:
          'Many popular no-code tools will not sign a business associate agreement, so teams either avoid automation or quietly move PHI through tools they should not.',
        iconClass: 'shield',
        impactPoints: [
          'Exposure to HIPAA penalties and data breach costs',
          'Staff workarounds with personal email and spreadsheets',
          'Automation projects stalled in security review',
        ],
      },
      {
        title: 'Intake forms re-typed by hand',
        description:
          'Paper or PDF intake, insurance cards and consent forms are keyed into the EHR by front-desk staff, one field at a time.',
        iconClass: 'book',
        impactPoints: [
          'Transcription errors in allergies, medications and insurance IDs',
          'Crowded waiting rooms and late-running schedules',
          'Front-desk staff tied up during the busiest hours',
        ],
      },
      {
        title: 'No-shows and unfilled slots',
        description:
          'Missed appointments leave clinicians idle while other patients wait weeks, and manual reminder calls do not scale.',
        iconClass: 'calendar',
        impactPoints: [
          'Lost revenue from every empty slot',
          'Longer waiting lists and delayed care',
          'Hours of reminder calls each day',
        ],
      },
      {
        title: 'Fragmented clinical and lab data',
        description:
          'Results, samples and research data live in separate EHR, LIMS and spreadsheet silos that do not talk to each other.',
        iconClass: 'database',
        impactPoints: [
          'Manual result routing that delays follow-up',
          'Sample chain-of-custody gaps during audits',
          'Researchers spending days assembling datasets',
        ],
      },
    ],
    solutions: [
      {
        title: 'HIPAA-ready automation platform',
        description:
          'Self-hosted n8n in your AWS or Azure account, covered by the cloud provider’s BAA, with encrypted credentials, least-privilege access and full audit logging.',
        iconClass: 'lock',
        benefits: [
          'PHI stays inside infrastructure you control',
          'Encryption in transit and at rest on every workflow',
          'Audit logs ready for compliance reviews',
          'A reusable platform for every future automation',
        ],
        isFeatured: true,
      },
      {
        title: 'Smart digital intake',
        description:
          'Mobile-friendly intake and consent forms, with vision models reading insurance cards and IDs, written into the EHR through FHIR APIs.',
        iconClass: 'phone',
        benefits: [
          'Forms completed at home before the visit',
          'Insurance details captured from a photo',
          'Structured data in the chart, no re-typing',
        ],
        isFeatured: true,
      },
      {
        title: 'No-show prevention engine',
        description:
          'Reminder sequences with two-way confirmation, one-tap rescheduling and an automatic waitlist that offers freed slots to the next patient.',
        iconClass: 'check',
        benefits: [
          'Reminders timed by appointment type and history',
          'Cancelled slots offered to waitlisted patients in minutes',
          'No-show reporting by clinic and provider',
        ],
        isFeatured: false,
      },
      {
        title: 'Clinical and lab data integration',
        description:
          'HL7 and FHIR interfaces between EHR, LIMS and analytics, plus retrieval-based assistants that search SOPs and protocols with citations.',
        iconClass: 'layers',
        benefits: [
          'Results routed to the right clinician automatically',
          'End-to-end sample tracking with timestamps',
          'Research-ready datasets refreshed on schedule',
          'Answers from SOPs with links to the source section',
        ],
        isFeatured: false,
      },
    ],
  },
  services: {
    sectionTitle: 'Services for Healthcare and Life Sciences',
    sectionDescription:
      'Patient-facing products, back-office automation and research data tooling, each delivered with security and compliance reviews built in.',
    serviceCategories: [
      {
        categoryName: 'Patient Experience',
        categoryDescription: 'Digital front doors that make booking, forms and follow-up effortless for patients.',
        iconClass: 'heart',
        services: [
          {
            name: 'Online Scheduling and Reminders',
            description:
              'Self-service booking synced with provider calendars, plus reminder and rescheduling flows that cut no-shows.',
            features: [
              'Real-time availability from the practice system',
              'Two-way SMS and WhatsApp confirmations',
              'Automatic waitlist backfill',
              'Multilingual templates',
            ],
            iconClass: 'calendar',
            isPopular: true,
          },
          {
            name: 'Digital Intake and Consent',
            description: 'Secure mobile forms with e-signature that write structured data into the EHR.',
            features: [
              'Conditional questions by visit type',
              'Insurance card capture with OCR',
              'Signed consent stored with the record',
            ],
            iconClass: 'check',
            isPopular: false,
          },
          {
            name: 'Patient Portals and Telehealth Apps',
            description: 'Web and mobile apps for results, messaging, payments and video visits.',
            features: [
              'Secure messaging with care teams',
              'Video consultations',
              'Online bill payment',
            ],
            iconClass: 'phone',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Clinical and Admin Automation',
        categoryDescription: 'Less paperwork for clinicians and billing teams, with humans approving every clinical output.',
        iconClass: 'cog',
        services: [
          {
            name: 'AI Documentation Assistant',
            description:
              'LLM-drafted visit summaries, referral letters and patient instructions from clinician notes, always reviewed before signing.',
            features: [
              'Models on HIPAA-eligible cloud services',
              'Templates per specialty',
              'Clinician approval before anything is saved',
              'No patient data used for model training',
            ],
            iconClass: 'robot',
            isPopular: true,
          },
          {
            name: 'Eligibility and Prior Authorisation Workflows',
            description: 'Automated insurance checks before visits and pre-filled authorisation packets with status tracking.',
            features: [
              'Eligibility checks the day before the visit',
              'Packet assembly from chart data',
              'Status follow-up reminders',
            ],
            iconClass: 'shield',
            isPopular: false,
          },
          {
            name: 'Referral and Results Routing',
            description: 'Incoming referrals and results triaged and routed to the right team with deadlines.',
            features: [
              'Fax and PDF referrals read by document AI',
              'Priority rules by urgency',
              'Escalation when follow-up is overdue',
            ],
            iconClass: 'mail',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Biotech and Research',
        categoryDescription: 'Data foundations that let labs and research teams scale without losing traceability.',
        iconClass: 'leaf',
        services: [
          {
            name: 'LIMS Integration and Sample Tracking',
            description: 'Instrument, LIMS and ELN integrations with barcode-based chain of custody.',
            features: [
              'Barcode scanning on mobile devices',
              'Instrument output parsed automatically',
              'Chain-of-custody audit trail',
            ],
            iconClass: 'database',
            isPopular: true,
          },
          {
            name: 'Research Data Pipelines',
            description: 'Scheduled pipelines that clean, de-identify and publish datasets for analysis.',
            features: [
              'De-identification before analysis',
              'Versioned, reproducible datasets',
              'Dashboards for study progress',
            ],
            iconClass: 'chart',
            isPopular: false,
          },
          {
            name: 'Protocol and Literature Search',
            description: 'Retrieval-augmented assistants over SOPs, protocols and papers that always cite their sources.',
            features: [
              'Answers with links to the exact section',
              'Access control per document set',
              'Usage analytics for quality teams',
            ],
            iconClass: 'book',
            isPopular: false,
          },
        ],
      },
    ],
  },
  technologies: {
    sectionTitle: 'Healthcare Technology Stack',
    sectionDescription:
      'Standards-based integration and compliance-ready cloud services, so every workflow passes security review.',
    categories: [
      {
        categoryName: 'Health Data Standards',
        technologies: [
          { name: 'HL7 FHIR R4', description: 'Modern REST APIs for patients, appointments, observations and documents.' },
          { name: 'HL7 v2', description: 'Message interfaces still used by most lab and hospital systems.' },
          { name: 'SMART on FHIR', description: 'Secure app launch and authorisation inside the EHR.' },
        ],
      },
      {
        categoryName: 'Clinical and Lab Systems',
        technologies: [
          { name: 'Epic and Oracle Health APIs', description: 'FHIR endpoints for scheduling, results and documentation.' },
          { name: 'athenahealth', description: 'Practice management and EHR APIs for ambulatory clinics.' },
          { name: 'Benchling', description: 'R&D platform with APIs for samples, notebooks and registries.' },
        ],
      },
      {
        categoryName: 'Compliant Cloud',
        technologies: [
          { name: 'AWS HIPAA-eligible services', description: 'Compute, storage and AI services covered by the AWS BAA.' },
          { name: 'Azure Health Data Services', description: 'Managed FHIR and DICOM services on Microsoft Azure.' },
          { name: 'Google Cloud Healthcare API', description: 'Managed FHIR, HL7 v2 and DICOM stores.' },
        ],
      },
      {
        categoryName: 'Automation and AI',
        technologies: [
          { name: 'n8n (self-hosted)', description: 'Workflow automation running inside your own compliant environment.' },
          { name: 'Azure OpenAI Service', description: 'LLMs with enterprise data protection for documentation assistants.' },
          { name: 'Amazon Textract', description: 'Document AI for forms, referrals and insurance cards.' },
          { name: 'Twilio', description: 'SMS reminders and two-way patient messaging.' },
        ],
      },
    ],
  },
  successStories: {
    sectionTitle: 'Healthcare Success Stories',
    sectionDescription:
      'Practices, labs and life-science teams trust Lumenaut to automate carefully, with compliance documented at every step.',
    metrics: {
      clientsSatisfied: '98%',
      projectsCompleted: '35+',
      timeToMarket: '35% faster',
      costReduction: '30%',
    },
    projects: [
      {
        title: 'Digital Intake for a Multi-Site Physiotherapy Group',
        description:
          'Mobile intake and consent forms with insurance card capture, written into the practice system through its API and hosted entirely in the client’s AWS account.',
        imageUrl: '/assets/stories/digital-intake.webp',
        technologies: ['React', 'n8n (self-hosted)', 'Amazon Textract', 'AWS'],
        achievements: [
          'Front-desk check-in time cut from 12 minutes to 3',
          'Insurance data errors reduced by 80%',
          'Passed the client’s HIPAA security assessment first time',
        ],
      },
      {
        title: 'No-Show Reduction for a Dental Network',
        description:
          'Two-way WhatsApp and SMS reminders with one-tap rescheduling and an automatic waitlist across eleven clinics.',
        imageUrl: '/assets/stories/no-show-reduction.webp',
        technologies: ['Twilio', 'WhatsApp Business Platform', 'n8n', 'PostgreSQL'],
        achievements: [
          'No-show rate down 31% in the first quarter',
          'Freed slots refilled within two hours on average',
          'Reminder calls eliminated for front-desk teams',
        ],
      },
      {
        title: 'Sample Tracking Integration for a Biotech Lab',
        description:
          'Barcode-based sample tracking connecting instruments, Benchling and a reporting dashboard with a full chain of custody.',
        imageUrl: '/assets/stories/sample-tracking.webp',
        technologies: ['Benchling API', 'Python', 'Google Cloud', 'Looker Studio'],
        achievements: [
          'Sample throughput doubled without new hires',
          'Audit preparation reduced from weeks to days',
          'Zero untracked sample hand-offs since launch',
        ],
      },
    ],
  },
};
