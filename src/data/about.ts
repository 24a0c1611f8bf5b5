import type {
  AboutCallToAction,
  AboutPageCopy,
  CompanyValue,
  GlobalFootprint,
  TimelineStep,
} from './types/company';
import { aboutIntro, aboutStats, missionCard, visionCard } from './about-intro';

export { aboutIntro, aboutStats, missionCard, visionCard };

/** Fallback booking link; pages should prefer the CMS settings `calendly_link` when it is set. */
export const ABOUT_BOOKING_URL = 'https://calendly.com/lumenaut/30min';

/** The eight values; their letters spell L-U-M-E-N-A-U-T. */
export const companyValues: CompanyValue[] = [
  {
    letter: 'L',
    title: 'Learning',
    description:
      'Technology moves every month, so we do too. We set aside time to learn new tools, share what we find and bring the best of it to our clients.',
  },
  {
    letter: 'U',
    title: 'Unity',
    description:
      'Designers, engineers and automation specialists work as one team with our clients, not as separate departments passing work over a wall.',
  },
  {
    letter: 'M',
    title: 'Mastery',
    description:
      'We go deep in the craft, from clean architecture to reliable workflows, and we measure our work by how well it runs a year after launch.',
  },
  {
    letter: 'E',
    title: 'Empathy',
    description:
      'We start by understanding the people who will use what we build: the customer on a phone, the agent at 3 am and the manager closing the month.',
  },
  {
    letter: 'N',
    title: 'Nimbleness',
    description:
      'Short iterations, early demos and quick decisions let us adapt when priorities change, without losing sight of the goal.',
  },
  {
    letter: 'A',
    title: 'Accountability',
    description:
      'We own our commitments, report progress openly and fix problems first, whoever caused them.',
  },
  {
    letter: 'U',
    title: 'Uncompromising Quality',
    description:
      'Code review, automated tests, security checks and monitoring are part of every project, never optional extras.',
  },
  {
    letter: 'T',
    title: 'Transparency',
    description:
      'Clear estimates, visible progress and honest advice, including telling you when a simpler or cheaper option will do the job.',
  },
];

export const globalFootprint: GlobalFootprint = {
  heading: 'Our Global Footprint',
  description:
    'An engineering hub in Pakistan, a regional office in the UAE and a growing presence in Saudi Arabia, serving clients across four continents.',
  locations: [
    {
      label: 'Headquarters',
      city: 'Lahore',
      country: 'Pakistan',
      description: 'Our engineering, design and automation teams, and the home of our delivery centre.',
    },
    {
      label: 'Middle East',
      city: 'Dubai',
      country: 'UAE',
      description: 'Client partnerships, solution consulting and project leadership for the Gulf region.',
    },
    {
      label: 'Expansion',
      city: 'Riyadh',
      country: 'KSA',
      description: 'Our newest base, supporting Saudi clients and Vision 2030 digital transformation programmes.',
    },
  ],
  alsoServingLabel: 'Also serving',
  alsoServing: ['United States', 'United Kingdom', 'Canada', 'Germany', 'Australia', 'Qatar'],
};

/** Journey timeline, 2019 to 2024 (five steps). */
export const journeySteps: TimelineStep[] = [
  {
    year: 2019,
    title: 'Founded in Lahore',
    description:
      'Lumenaut Technologies starts as a small team of engineers building web applications and integrations for startups in the UK and USA.',
  },
  {
    year: 2020,
    title: 'Automation Practice Launched',
    description:
      'As remote work reshapes operations, we begin automating workflows for clients with Zapier, Make and n8n alongside custom software.',
  },
  {
    year: 2022,
    title: 'Dubai Office Opens',
    description:
      'We open our Middle East office in Dubai to work side by side with clients across the UAE and the wider Gulf.',
  },
  {
    year: 2023,
    title: 'AI Development Practice',
    description:
      'We launch a dedicated AI team building LLM assistants, retrieval-augmented search and computer-vision solutions for production use.',
  },
  {
    year: 2024,
    title: 'Expansion to Riyadh',
    description:
      'With 50+ projects delivered across eight countries, we expand into Saudi Arabia to support the Kingdom’s fast-growing digital economy.',
  },
];

export const aboutCallToAction: AboutCallToAction = {
  heading: 'Let’s Build What Comes Next, Together',
  description:
    'Book a free 30-minute consultation to discuss your goals, or send us a message and we will reply within 24 hours.',
  primary: { text: 'Get Instant Quote', href: ABOUT_BOOKING_URL, external: true },
  secondary: { text: 'Contact Us', href: '/contact', external: false },
};

/** Everything on /about, in section order. */
export const aboutPage: AboutPageCopy = {
  intro: aboutIntro,
  stats: aboutStats,
  missionVision: { mission: missionCard, vision: visionCard },
  values: {
    heading: 'The Values Behind LUMENAUT',
    description: 'Eight principles, one for each letter of our name, that shape how we work with clients and with each other.',
    items: companyValues,
  },
  globalFootprint,
  journey: {
    heading: 'Our Journey',
    description: 'From a small team in Lahore to a regional partner for automation and AI.',
    steps: journeySteps,
  },
  callToAction: aboutCallToAction,
};
