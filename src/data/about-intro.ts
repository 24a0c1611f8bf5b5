import type { AboutCard, AboutStat } from './types/company';

/** What /about shows first (its hero and mission), apart from the rest so the page loads only this at first. */
export const aboutIntro = {
  heading: 'We Build Software That Works While You Sleep',
  description:
    'Lumenaut Technologies is a software, AI and automation company founded in 2019. We help businesses replace repetitive work with reliable systems and build the digital products their customers love.',
};

/** Count-up stats (spec 001 §9: 50, 8, 5). */
export const aboutStats: AboutStat[] = [
  { label: 'Projects Delivered', value: 50, suffix: '+' },
  { label: 'Countries Served', value: 8, suffix: '' },
  { label: 'Years of Experience', value: 5, suffix: '+' },
];

export const missionCard: AboutCard = {
  title: 'Our Mission',
  description:
    'To give growing businesses the leverage of a world-class engineering team: automating the repetitive work, putting AI to practical use and building software that pays for itself, delivered with honesty about what technology can and cannot do.',
  icon: 'target',
};

export const visionCard: AboutCard = {
  title: 'Our Vision',
  description:
    'A world where every company, whatever its size, runs on intelligent systems that free people to do their most creative and human work, with Lumenaut as the trusted partner that connects teams from Lahore to Dubai, Riyadh and beyond.',
  icon: 'rocket',
};

