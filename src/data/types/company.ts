import type { IconName } from './icon';

/* ------------------------------- About -------------------------------- */

export interface AboutStat {
  label: string;
  /** Target of the count-up animation. */
  value: number;
  /** Appended after the number, e.g. '+'; may be empty. */
  suffix: string;
}

export interface AboutCard {
  title: string;
  description: string;
  icon: IconName;
}

export interface CompanyValue {
  /** One letter of the acronym L-U-M-E-N-A-U-T, upper case. */
  letter: string;
  title: string;
  description: string;
}

export interface OfficeLocation {
  /** 'Headquarters' | 'Middle East' | 'Expansion' */
  label: string;
  city: string;
  country: string;
  description: string;
}

export interface GlobalFootprint {
  heading: string;
  description: string;
  locations: OfficeLocation[];
  alsoServingLabel: string;
  alsoServing: string[];
}

export interface TimelineStep {
  year: number;
  title: string;
  description: string;
}

export interface CtaLink {
  text: string;
  href: string;
  /** true: open in a new tab with rel="noopener noreferrer". */
  external: boolean;
}

export interface AboutCallToAction {
  heading: string;
  description: string;
  /** 'Get Instant Quote': the booking link (prefer the CMS settings calendly_link when present). */
  primary: CtaLink;
  /** 'Contact Us' to /contact. */
  secondary: CtaLink;
}

export interface AboutPageCopy {
  intro: { heading: string; description: string };
  stats: AboutStat[];
  missionVision: { mission: AboutCard; vision: AboutCard };
  values: { heading: string; description: string; items: CompanyValue[] };
  globalFootprint: GlobalFootprint;
  journey: { heading: string; description: string; steps: TimelineStep[] };
  callToAction: AboutCallToAction;
}

/* ------------------------------ Process ------------------------------- */

export interface ProcessStep {
  stepNumber: number;
  title: string;
  duration: string;
  description: string;
  deliverables: string[];
  icon: IconName;
}

export interface ProcessPageCopy {
  intro: { heading: string; description: string };
  steps: ProcessStep[];
  /** Links to /portfolios. */
  callToAction: { heading: string; description: string; link: CtaLink };
}

/* --------------------------- Privacy policy --------------------------- */

export interface PrivacyPolicySection {
  /** kebab-case, usable as an anchor id */
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

export interface PrivacyPolicy {
  title: string;
  /** As displayed: DD/MM/YYYY. */
  effectiveDate: string;
  requiresLegalReview: boolean;
  /** Internal note for the legal reviewer; never rendered on the page. */
  reviewerNote: string;
  introduction: string;
  sections: PrivacyPolicySection[];
}
