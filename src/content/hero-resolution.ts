import { HERO_FALLBACKS, TRUST_SIGNAL_PAGES } from "../data/hero-fallbacks"
import { fromCopy, heroFromRecord } from "./hero"
import type { HeroPageRecord, PageHeroContext } from "./hero"

/**
 * The page record (its slug in the pages collection) behind each fixed page's hero key. The key is
 * the spec's name for the page (spec 000 §2.1). /portfolios (hero key portfolio) is built from its
 * record's blocks, whose hero the page template finds by the record's own route.
 */
export const PAGE_RECORD_SLUGS = {
  home: "home",
  services: "services",
  industries: "industries",
  contact: "contact",
  careers: "careers",
} as const

export type FixedHeroKey = keyof typeof PAGE_RECORD_SLUGS

/** The fixed pages that open with a page hero, by path (as the site writes them: no trailing slash), and their hero keys. */
export const FIXED_HERO_PAGES: Record<string, FixedHeroKey> = {
  "/": "home",
  "/services": "services",
  "/industries": "industries",
  "/contact": "contact",
  "/careers": "careers",
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
 * A page's hero as far as the build knows it (spec 000 §2.4): the CMS hero for its key, else the
 * built-in fallback for the key. The page's own fallback and the default hero follow in PageHero.
 */
export function pageHeroContext(pages: readonly HeroPageRecord[], pageKey: string): PageHeroContext {
  const builtIn = HERO_FALLBACKS[pageKey]
  return {
    hero: heroFromRecord(findPageRecord(pages, pageKey)) ?? (builtIn ? fromCopy(builtIn) : null),
    trustSignals: (TRUST_SIGNAL_PAGES as readonly string[]).includes(pageKey),
  }
}
