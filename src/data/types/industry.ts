import type { IconName } from './icon';

/** The nine industry slugs, in the brief's order. */
export type IndustrySlug =
  | 'vacation-rentals-hospitality'
  | 'retail-e-commerce'
  | 'healthcare-biotech'
  | 'education'
  | 'logistics-supply-chain'
  | 'community-public-services'
  | 'manufacturing-3d-printing'
  | 'construction-real-estate'
  | 'financial-services';

/* ------------------------------------------------------------------ */
/* Industry detail page (/industries/{slug}) — spec 001 §3 'Industry (static)' */
/* ------------------------------------------------------------------ */

export interface IndustryKeyStat {
  value: string;
  label: string;
  description: string;
  iconClass: IconName;
}

export interface IndustryOverview {
  detailedDescription: string;
  keyStats: IndustryKeyStat[];
  marketTrends: string[];
}

export interface IndustryChallenge {
  title: string;
  description: string;
  iconClass: IconName;
  impactPoints: string[];
}

export interface IndustrySolution {
  title: string;
  description: string;
  iconClass: IconName;
  benefits: string[];
  isFeatured: boolean;
}

export interface IndustryChallengesSolutions {
  approachDescription: string;
  challenges: IndustryChallenge[];
  solutions: IndustrySolution[];
}

export interface IndustryService {
  name: string;
  description: string;
  features: string[];
  iconClass: IconName;
  isPopular: boolean;
}

export interface IndustryServiceCategory {
  categoryName: string;
  categoryDescription: string;
  iconClass: IconName;
  services: IndustryService[];
}

export interface IndustryServices {
  sectionTitle: string;
  sectionDescription: string;
  serviceCategories: IndustryServiceCategory[];
}

export interface TechnologyItem {
  name: string;
  description: string;
}

export interface TechnologyCategory {
  categoryName: string;
  technologies: TechnologyItem[];
}

export interface IndustryTechnologies {
  sectionTitle: string;
  sectionDescription: string;
  categories: TechnologyCategory[];
}

export interface IndustrySuccessMetrics {
  /** e.g. '98%' */
  clientsSatisfied: string;
  /** e.g. '120+' */
  projectsCompleted: string;
  /** e.g. '40% faster' */
  timeToMarket: string;
  /** e.g. '35%' */
  costReduction: string;
}

export interface IndustrySuccessProject {
  title: string;
  description: string;
  imageUrl: string;
  technologies: string[];
  achievements: string[];
}

export interface IndustrySuccessStories {
  sectionTitle: string;
  sectionDescription: string;
  metrics: IndustrySuccessMetrics;
  projects: IndustrySuccessProject[];
}

export interface IndustryDetail {
  id: number;
  title: string;
  slug: IndustrySlug;
  shortDescription: string;
  heroBannerUrl: string;
  overview: IndustryOverview;
  challengesSolutions: IndustryChallengesSolutions;
  services: IndustryServices;
  technologies: IndustryTechnologies;
  successStories: IndustrySuccessStories;
}

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
