/**
 * Pixel size of the industry hero illustrations (heroBannerUrl), as scripts/assets/generate.mjs draws
 * them. A module of its own: the industry index pulls every industry's copy into whatever imports it.
 */
export const INDUSTRY_HERO_SIZE = { width: 960, height: 720 } as const;
