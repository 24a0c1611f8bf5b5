import { heroFromRecord, heroFromSection } from "./hero"
import type { HeroPageRecord, HeroSectionRecord, PageHeroContext } from "./hero"

/** Page keys whose hero shows the trust signals (spec 000 §2.4). */
export const TRUST_SIGNAL_PAGES = ["home", "services", "contact"] as const

/**
 * The page record whose hero a page shows: a detail page's (service, industry, project) by its
 * slug, the last segment of the record's path; a page built from its blocks (home, about, …) by its route.
 */
export function findPageRecord<T extends { slug?: string | null }>(pages: readonly T[], pageKey: string): T | undefined {
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
