import { heroFromRecord, heroFromSection } from "./hero"
import type { HeroPageRecord, HeroSectionRecord, PageHeroContext } from "./hero"

/** Page keys whose hero shows the trust signals (spec 000 §2.4). */
export const TRUST_SIGNAL_PAGES = ["home", "services", "contact"] as const

/**
 * The page record (its slug in the pages collection) behind each fixed page's hero key. The key is
 * the spec's name for the page, which is not always its path: the hero key of /portfolios is
 * portfolio (spec 000 §2.1).
 */
export const PAGE_RECORD_SLUGS = {
  portfolio: "portfolios",
} as const

export type FixedHeroKey = keyof typeof PAGE_RECORD_SLUGS

/** The fixed pages that open with a page hero, by path (as the site writes them: no trailing slash), and their hero keys. */
export const FIXED_HERO_PAGES: Record<string, FixedHeroKey> = {
  "/portfolios": "portfolio",
}

/** The hero key of a fixed page, whichever trailing-slash form Gatsby gives its path. */
export const fixedHeroKey = (pagePath: string): FixedHeroKey | undefined =>
  FIXED_HERO_PAGES[pagePath.length > 1 ? pagePath.replace(/\/+$/, "") : pagePath]

/**
 * The page record whose hero a page shows: a fixed page's record by the mapping above; a detail
 * page's (service, industry, project) by its slug, the last segment of the record's path; a page
 * built from its blocks (about, process, …) by its route.
 */
export function findPageRecord<T extends { slug?: string | null }>(pages: readonly T[], pageKey: string): T | undefined {
  const fixed: string | undefined = (PAGE_RECORD_SLUGS as Record<string, string>)[pageKey]
  if (fixed !== undefined) return pages.find(page => page.slug === fixed)
  return pages.find(page => (page.slug ?? "").split("/").pop() === pageKey)
}

/**
 * A page's hero as far as the build knows it (spec 000 §2.4): its record's hero section, else its
 * record's built-in hero (fallback_hero), else none; then PageHero takes the page's own fallback,
 * then the site's default hero (settings' default_hero), which travels along.
 */
export function pageHeroContext(pages: readonly HeroPageRecord[], pageKey: string, defaultHero?: HeroSectionRecord | null): PageHeroContext {
  const record = findPageRecord(pages, pageKey)
  return {
    hero: heroFromRecord(record) ?? heroFromSection(record?.fallbackHero),
    trustSignals: (TRUST_SIGNAL_PAGES as readonly string[]).includes(pageKey),
    defaultHero: heroFromSection(defaultHero),
  }
}
