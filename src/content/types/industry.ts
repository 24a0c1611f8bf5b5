import type { INDUSTRY_SLUGS } from '../industries';
/** The nine industry slugs, in the spec's order. */
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];

/* ------------------------------------------------------------------ */
/* Industries index page (/industries) — spec 000 §2.7, §3.1, §9        */
/* ------------------------------------------------------------------ */

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
