import type { PortfolioCaseStudy, PortfolioSlug } from '../types/portfolio';
import { eCommerceRevolutionPlatform } from './e-commerce-revolution-platform';
import { fintechMobile } from './fintech-mobile';

export { eCommerceRevolutionPlatform, fintechMobile };

/** Case studies keyed by their URL slug (the slug is not a field of the record). */
export const caseStudiesBySlug: Readonly<Record<PortfolioSlug, PortfolioCaseStudy>> = {
  'e-commerce-revolution-platform': eCommerceRevolutionPlatform,
  'fintech-mobile': fintechMobile,
};

/** Known slugs, in id order. */
export const PORTFOLIO_SLUGS: readonly PortfolioSlug[] = ['e-commerce-revolution-platform', 'fintech-mobile'];

/** All case studies, in id order. */
export const caseStudies: PortfolioCaseStudy[] = PORTFOLIO_SLUGS.map((slug) => caseStudiesBySlug[slug]);

/** Slug/record pairs, convenient for createPages. */
export const caseStudyEntries: ReadonlyArray<{ slug: PortfolioSlug; caseStudy: PortfolioCaseStudy }> =
  PORTFOLIO_SLUGS.map((slug) => ({ slug, caseStudy: caseStudiesBySlug[slug] }));

export function isPortfolioSlug(slug: string): slug is PortfolioSlug {
  return (PORTFOLIO_SLUGS as readonly string[]).includes(slug);
}

/** Slug of a case study record; undefined if it is not one of ours. */
export function caseStudySlug(caseStudy: PortfolioCaseStudy): PortfolioSlug | undefined {
  return PORTFOLIO_SLUGS.find((slug) => caseStudiesBySlug[slug].id === caseStudy.id);
}

/** Case study for an exact slug; undefined when unknown or missing (the page then redirects to /portfolios). */
export function findCaseStudy(slug: string | null | undefined): PortfolioCaseStudy | undefined {
  if (!slug || !isPortfolioSlug(slug)) return undefined;
  return caseStudiesBySlug[slug];
}
