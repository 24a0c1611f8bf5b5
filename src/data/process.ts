import type { ProcessPageCopy, ProcessStep } from './types/company';

/** The five-step automation framework of /process (spec 001 'Process'). */
export const processSteps: ProcessStep[] = [
  {
    stepNumber: 1,
    title: 'Free 10-Minute Automation Health Scan',
    duration: '10 minutes',
    description:
      'A short call where we look at how your team works today, spot the most obvious time drains and tell you honestly whether automation is worth it for you.',
    deliverables: [
      'Your top three automation opportunities',
      'A rough estimate of hours you could save each week',
      'A recommendation: do it yourself, get guidance or let us build it',
    ],
    icon: 'bolt',
  },
  {
    stepNumber: 2,
    title: 'Deep Workflow Audit',
    duration: '3–5 days',
    description:
      'We interview the people doing the work, map each process step by step and measure where time, errors and delays really come from.',
    deliverables: [
      'Process maps of your key workflows',
      'Inventory of tools, data sources and integrations',
      'Baseline of time, cost and error rates',
      'Risk, security and compliance notes',
    ],
    icon: 'target',
  },
  {
    stepNumber: 3,
    title: 'Automation Strategy Plan',
    duration: '1 week',
    description:
      'We turn the audit into a prioritised roadmap, choosing the right mix of n8n, Make, Zapier, AI and custom code for each workflow and projecting the return.',
    deliverables: [
      'Prioritised roadmap with quick wins first',
      'ROI projection per workflow',
      'Architecture and platform recommendations',
      'Fixed-scope proposal for the first phase',
    ],
    icon: 'chart',
  },
  {
    stepNumber: 4,
    title: 'Implementation',
    duration: '2–8 weeks',
    description:
      'We build, test and launch the automations in short iterations, running them alongside your current process until the results are proven.',
    deliverables: [
      'Production-ready workflows and integrations',
      'Test runs with real data and sign-off',
      'Documentation and runbooks for your team',
      'Hands-on training for the people who use it',
    ],
    icon: 'cog',
  },
  {
    stepNumber: 5,
    title: 'Optimize & Support',
    duration: 'Ongoing',
    description:
      'After launch we monitor every workflow, fix issues before they affect your business and keep improving as your volumes and tools change.',
    deliverables: [
      'Monitoring and alerting on every workflow',
      'Monthly performance and savings report',
      'Continuous improvements and new automations',
      '24/7 support for business-critical workflows',
    ],
    icon: 'trend-up',
  },
];

export const processPage: ProcessPageCopy = {
  intro: {
    heading: 'Our Five-Step Automation Framework',
    description:
      'A clear, low-risk path from a free 10-minute health scan to automations that run your business around the clock. You see the value before you commit to the next step.',
  },
  steps: processSteps,
  callToAction: {
    heading: 'See the Framework in Action',
    description: 'Explore projects where this process saved our clients thousands of hours.',
    link: { text: 'View Our Work', href: '/portfolios', external: false },
  },
};
