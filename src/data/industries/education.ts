import type { IndustryDetail } from '../types/industry';

export const education: IndustryDetail = {
  id: 4,
  title: 'Education',
  slug: 'education',
  shortDescription:
    'Admissions automation, course-grounded AI tutors and connected learning platforms for schools, universities and training providers.',
  heroBannerUrl: '/assets/industries/heroes/education.webp',
  overview: {
    detailedDescription:
      'Schools, universities and training academies run on systems that rarely talk to each other: an admissions inbox, a student information system, a learning management system, a finance package and countless spreadsheets. Teachers lose evenings to marking and admin, admissions teams lose applicants to slow replies, and parents chase information across emails and apps. Lumenaut connects these systems with n8n and Make, builds AI assistants that answer from your own course materials rather than the open internet, and develops portals and mobile apps that give students, parents and staff one place to go. Everything is designed for data protection, accessibility and human oversight of AI.',
    keyStats: [
      {
        value: '60%',
        label: 'Faster admissions response',
        description:
          'Enquiries answered and routed within minutes by automated nurture flows and an admissions assistant.',
        iconClass: 'mail',
      },
      {
        value: '8 h',
        label: 'Saved per teacher each month',
        description:
          'AI-drafted feedback, quiz generation and automated attendance notices, always reviewed by the teacher.',
        iconClass: 'clock',
      },
      {
        value: '25%',
        label: 'Higher enquiry-to-enrolment rate',
        description:
          'Consistent follow-up, tour booking and reminders keep prospective families engaged until they enrol.',
        iconClass: 'graduation',
      },
      {
        value: '99.9%',
        label: 'Platform uptime during exams',
        description:
          'Cloud-hosted learning platforms sized for peak submission windows and online assessments.',
        iconClass: 'cloud',
      },
    ],
    marketTrends: [
      'Generative AI is entering classrooms, and institutions need assistants grounded in their own curriculum with clear academic integrity rules.',
      'Blended and online learning are now permanent, raising expectations for mobile-first, accessible learning platforms.',
      'Competition for enrolments is intensifying, pushing admissions teams to adopt CRM-style nurture and analytics.',
      'Learning analytics are used to spot disengaged students early and intervene before they drop out.',
      'Interoperability standards such as LTI 1.3 and OneRoster make it easier to connect tools without custom rebuilds.',
    ],
  },
  challengesSolutions: {
    approachDescription:
      'We work with admissions, academic and finance teams together, because most of the friction sits between departments rather than inside any one of them.',
    challenges: [
      {
        title: 'Admissions enquiries go cold',
        description:
          'Enquiries from the website, WhatsApp, fairs and agents land in different inboxes and wait days for a reply during peak season.',
        iconClass: 'mail',
        impactPoints: [
          'Families enrol with a competitor that replied first',
          'No visibility of where each applicant is in the funnel',
          'Admissions staff repeating the same answers all day',
        ],
      },
      {
        title: 'Teachers buried in admin',
        description:
          'Marking, report comments, attendance follow-ups and parent emails take hours that should go into teaching.',
        iconClass: 'book',
        impactPoints: [
          'Evenings and weekends spent on paperwork',
          'Slower, shorter feedback to students',
          'Burnout and staff turnover',
        ],
      },
      {
        title: 'Disconnected SIS, LMS and finance systems',
        description:
          'Student records, course enrolments and fee status are copied between systems by hand at the start of every term.',
        iconClass: 'database',
        impactPoints: [
          'Students missing from courses on day one',
          'Fee reminders sent to families who already paid',
          'Registry teams working overtime every term start',
        ],
      },
      {
        title: 'Student engagement drops online',
        description:
          'In online and blended courses it is hard to see who is falling behind until assessments are failed.',
        iconClass: 'users',
        impactPoints: [
          'Late interventions and higher drop-out rates',
          'Tutors unable to personalise support at scale',
          'Little data to improve course design',
        ],
      },
    ],
    solutions: [
      {
        title: 'Admissions CRM and nurture automation',
        description:
          'Every enquiry captured in one pipeline with instant replies, tour booking, document collection and reminders until enrolment.',
        iconClass: 'target',
        benefits: [
          'Instant, personalised first response in English or Arabic',
          'Tour and interview booking without back-and-forth',
          'Funnel dashboards by source, campus and programme',
        ],
        isFeatured: true,
      },
      {
        title: 'Course-grounded AI teaching assistant',
        description:
          'A retrieval-augmented assistant that answers student questions from your own syllabus, slides and readings, and helps teachers draft feedback and quizzes.',
        iconClass: 'robot',
        benefits: [
          'Answers cite the course material they come from',
          'Guardrails aligned with your academic integrity policy',
          'Feedback drafts that teachers edit and approve',
          'Usage insights showing which topics confuse students',
        ],
        isFeatured: true,
      },
      {
        title: 'SIS, LMS and finance integration',
        description:
          'Automated roster, enrolment and fee-status sync between your student information system, LMS and finance tools.',
        iconClass: 'layers',
        benefits: [
          'Courses populated automatically at term start',
          'Fee reminders based on real payment status',
          'One audit trail for every record change',
        ],
        isFeatured: false,
      },
      {
        title: 'Learning analytics and early alerts',
        description:
          'Dashboards combining attendance, LMS activity and grades, with alerts to tutors when a student shows risk signals.',
        iconClass: 'chart',
        benefits: [
          'At-risk students flagged weeks earlier',
          'Tutor outreach tracked and measured',
          'Course-level insights for curriculum teams',
        ],
        isFeatured: false,
      },
    ],
  },
  services: {
    sectionTitle: 'Services for Schools and Universities',
    sectionDescription:
      'From the first enquiry to graduation, we automate the admin and build the platforms that let educators focus on learners.',
    serviceCategories: [
      {
        categoryName: 'Enrolment and Admin Automation',
        categoryDescription: 'Admissions, fees and communication handled by reliable workflows.',
        iconClass: 'cog',
        services: [
          {
            name: 'Admissions Pipeline Automation',
            description: 'Unified enquiry capture, nurture sequences, tour booking and application tracking.',
            features: [
              'Website, WhatsApp and agent enquiries in one CRM',
              'Automated document checklists',
              'Tour and interview scheduling',
              'Conversion reporting by channel',
            ],
            iconClass: 'target',
            isPopular: true,
          },
          {
            name: 'Fee Collection and Reminders',
            description: 'Invoices, payment links and polite reminders driven by real payment status.',
            features: [
              'Online payment links in every reminder',
              'Instalment plans',
              'Sync with your accounting system',
            ],
            iconClass: 'bank',
            isPopular: false,
          },
          {
            name: 'Attendance and Parent Notifications',
            description: 'Absence alerts, announcements and event reminders sent automatically to the right families.',
            features: [
              'Same-day absence notifications',
              'Class and year-group targeting',
              'Read receipts and reply handling',
            ],
            iconClass: 'phone',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'AI for Learning',
        categoryDescription: 'AI that supports teachers and students, grounded in your curriculum and supervised by staff.',
        iconClass: 'sparkles',
        services: [
          {
            name: 'Course-Grounded AI Tutor',
            description: 'A 24/7 study assistant that answers from approved course materials and shows its sources.',
            features: [
              'Retrieval over syllabus, slides and readings',
              'Socratic mode that guides instead of giving answers',
              'Integration inside the LMS via LTI',
            ],
            iconClass: 'robot',
            isPopular: true,
          },
          {
            name: 'Assessment and Feedback Assistant',
            description: 'Rubric-based feedback drafts for essays and assignments that teachers review and release.',
            features: [
              'Rubric alignment for every comment',
              'Teacher approval before release',
              'Consistent tone across markers',
              'Time-saving analytics per course',
            ],
            iconClass: 'check',
            isPopular: false,
          },
          {
            name: 'Content and Quiz Generation',
            description: 'Question banks, summaries and revision materials generated from your lessons.',
            features: [
              'Questions tagged by topic and difficulty',
              'Export to Moodle and Canvas formats',
              'Arabic and English versions',
            ],
            iconClass: 'book',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Learning Platforms',
        categoryDescription: 'Accessible web and mobile platforms for learners, parents and staff.',
        iconClass: 'graduation',
        services: [
          {
            name: 'Custom LMS and Moodle Extensions',
            description: 'Plugins, themes and integrations that adapt Moodle or Canvas to the way you teach.',
            features: [
              'Custom activity types and reports',
              'Single sign-on with Microsoft or Google',
              'WCAG 2.2 AA accessible themes',
            ],
            iconClass: 'code',
            isPopular: true,
          },
          {
            name: 'Mobile Learning Apps',
            description: 'Cross-platform apps with offline lessons, push reminders and progress tracking.',
            features: [
              'Offline access to course content',
              'Push reminders for deadlines',
              'Progress streaks and badges',
            ],
            iconClass: 'phone',
            isPopular: false,
          },
          {
            name: 'Student and Parent Portals',
            description: 'One place for timetables, grades, fees, documents and messages.',
            features: [
              'Role-based views for students and parents',
              'Secure document downloads',
              'Multilingual interface',
            ],
            iconClass: 'users',
            isPopular: false,
          },
        ],
      },
    ],
  },
  technologies: {
    sectionTitle: 'Education Technology Stack',
    sectionDescription:
      'Open standards and widely adopted platforms, so your investment keeps working as tools change.',
    categories: [
      {
        categoryName: 'Learning Systems',
        technologies: [
          { name: 'Moodle', description: 'Open-source LMS extended with custom plugins and reports.' },
          { name: 'Canvas LMS', description: 'Cloud LMS with a rich REST API for roster and grade sync.' },
          { name: 'Google Classroom API', description: 'Course, roster and coursework automation for Google schools.' },
          { name: 'LTI 1.3', description: 'Standard for launching tools such as AI tutors inside any LMS.' },
        ],
      },
      {
        categoryName: 'Student Data and CRM',
        technologies: [
          { name: 'HubSpot', description: 'CRM and nurture automation for admissions teams.' },
          { name: 'Salesforce Education Cloud', description: 'Student lifecycle CRM for larger institutions.' },
          { name: 'OneRoster', description: 'Standard format for exchanging rosters and grades between systems.' },
        ],
      },
      {
        categoryName: 'Automation and AI',
        technologies: [
          { name: 'n8n', description: 'Term-start roster sync, fee reminders and notifications.' },
          { name: 'Make', description: 'Visual workflows that admissions teams can maintain themselves.' },
          { name: 'OpenAI API', description: 'LLMs for tutoring, feedback drafts and question generation.' },
          { name: 'pgvector', description: 'Vector search over course materials for grounded answers.' },
        ],
      },
      {
        categoryName: 'Apps and Cloud',
        technologies: [
          { name: 'React Native', description: 'One codebase for iOS and Android learning apps.' },
          { name: 'Next.js', description: 'Fast, accessible portals and admissions sites.' },
          { name: 'AWS', description: 'Elastic hosting for exam-day peaks.' },
        ],
      },
    ],
  },
  successStories: {
    sectionTitle: 'Education Success Stories',
    sectionDescription:
      'School groups, universities and professional academies use our systems to enrol faster and teach better.',
    metrics: {
      clientsSatisfied: '96%',
      projectsCompleted: '25+',
      timeToMarket: '40% faster',
      costReduction: '28%',
    },
    projects: [
      {
        title: 'Admissions Automation for a K-12 School Group',
        description:
          'A unified enquiry pipeline across four campuses with WhatsApp replies, tour booking and automated document collection.',
        imageUrl: '/assets/stories/admissions-automation.webp',
        technologies: ['HubSpot', 'n8n', 'WhatsApp Business Platform', 'Calendly'],
        achievements: [
          'Average first response time down from 2 days to 10 minutes',
          'Tour bookings up 34% in the first admissions cycle',
          'One live funnel dashboard for all campuses',
        ],
      },
      {
        title: 'Course-Grounded AI Tutor for a Training Academy',
        description:
          'An LTI-integrated study assistant that answers from course materials with citations and hands complex questions to instructors.',
        imageUrl: '/assets/stories/ai-tutor.webp',
        technologies: ['Moodle', 'LTI 1.3', 'OpenAI API', 'pgvector'],
        achievements: [
          '12,000 student questions answered in the first term',
          'Instructor email volume down 45%',
          'Course pass rate up 9 percentage points',
        ],
      },
    ],
  },
};
