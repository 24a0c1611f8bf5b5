import type { IndustryDetail, IndustrySlug } from '../types/industry';
import { communityPublicServices } from './community-public-services';
import { constructionRealEstate } from './construction-real-estate';
import { education } from './education';
import { financialServices } from './financial-services';
import { healthcareBiotech } from './healthcare-biotech';
import { logisticsSupplyChain } from './logistics-supply-chain';
import { manufacturing3dPrinting } from './manufacturing-3d-printing';
import { retailECommerce } from './retail-e-commerce';
import { vacationRentalsHospitality } from './vacation-rentals-hospitality';

export {
  communityPublicServices,
  constructionRealEstate,
  education,
  financialServices,
  healthcareBiotech,
  logisticsSupplyChain,
  manufacturing3dPrinting,
  retailECommerce,
  vacationRentalsHospitality,
};


/** All nine industry detail pages, in the brief's order. */
export const industries: IndustryDetail[] = [
  vacationRentalsHospitality,
  retailECommerce,
  healthcareBiotech,
  education,
  logisticsSupplyChain,
  communityPublicServices,
  manufacturing3dPrinting,
  constructionRealEstate,
  financialServices,
];

/** The nine canonical slugs, in the brief's order. */
export const INDUSTRY_SLUGS: readonly IndustrySlug[] = industries.map((industry) => industry.slug);

/** Alternative slugs that resolve to a canonical industry slug (redirect the alias to the canonical page). */
export const INDUSTRY_SLUG_ALIASES: Readonly<Record<string, IndustrySlug>> = {
  'retail-ecommerce': 'retail-e-commerce',
};

function isIndustrySlug(slug: string): slug is IndustrySlug {
  return (INDUSTRY_SLUGS as readonly string[]).includes(slug);
}

/** Canonical slug for a slug or alias; undefined when unknown or missing. */
export function resolveIndustrySlug(slug: string | null | undefined): IndustrySlug | undefined {
  if (!slug) return undefined;
  const key = slug.trim().toLowerCase();
  if (isIndustrySlug(key)) return key;
  return Object.prototype.hasOwnProperty.call(INDUSTRY_SLUG_ALIASES, key) ? INDUSTRY_SLUG_ALIASES[key] : undefined;
}

/** Industry detail for a slug or alias (`retail-ecommerce`); undefined when unknown or missing. */
export function findIndustry(slug: string | null | undefined): IndustryDetail | undefined {
  const canonical = resolveIndustrySlug(slug);
  if (canonical === undefined) return undefined;
  return industries.find((industry) => industry.slug === canonical);
}
