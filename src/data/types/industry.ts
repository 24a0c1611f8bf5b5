import type { IconName } from './icon';
import type { INDUSTRY_SLUGS } from '../../content/industries';
/** The nine industry slugs, in the spec's order. */
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];

/* ------------------------------------------------------------------ */
/* Industries index page (/industries) — spec 000 §2.7, §3.1, §9        */
/* ------------------------------------------------------------------ */

export interface IndustryCapabilityTile {
  title: string;
  description: string;
  icon: IconName;
}

export interface IndustryImpactStat {
  value: string;
  label: string;
}

export interface IndustryCta {
  text: string;
  /** `/quote?industry=<slug>` */
  href: string;
}

/** Spec 000 §3.1 'Static industry record'. */
export interface StaticIndustryRecord {
  id: number;
  slug: IndustrySlug;
  title: string;
  shortDescription: string;
  fullDescription: string;
  icon: IconName;
  /** Site-root path of the card image. */
  image: string;
  solutions: string[];
  /** Number of delivered case studies in this vertical. */
  caseStudies: number;
  cta: IndustryCta;
  featured: boolean;
  order: number;
}

/** Fallback card slugs: eight entries including 'financial-services' and 'technology'. */
export type IndustryFallbackSlug = IndustrySlug | 'technology';

/** Spec 000 §3.1 'Industry fallback card'. */
export interface IndustryFallbackCard {
  id: number;
  slug: IndustryFallbackSlug;
  title: string;
  shortDescription: string;
  /** `/assets/industries/icons/<slug>.svg` */
  iconPath: string;
  order: number;
}

export interface SectionHeading {
  eyebrow: string;
  title: string;
  description: string;
}

export interface IndustriesOverviewCopy {
  capabilities: SectionHeading;
  verticals: SectionHeading;
  impact: SectionHeading;
}
