import { DEFAULT_HERO, HERO_FALLBACKS } from "../../../data/hero-fallbacks"
import type { HeroCopy } from "../../../data/hero-fallbacks"
import type { HeroContent } from "../usePageHero"

const empty = { heroImage: null, backgroundImage: null, showClientLogos: false }

function fromCopy(copy: HeroCopy): HeroContent {
  return {
    ...empty,
    title: copy.title,
    titlePrimary: copy.titlePrimary ?? null,
    description: copy.description ?? null,
    labelText: copy.labelText ?? null,
    labelInformation: copy.labelInformation ?? null,
    buttonTitle: copy.buttonTitle ?? null,
    buttonType: copy.buttonType ?? null,
    buttonActionLink: copy.buttonActionLink ?? null,
  }
}

/**
 * The page record (its slug in the pages collection) behind each fixed page's hero key. The key is
 * the spec's name for the page, which is not always its path: the hero key of /portfolios is
 * portfolio (spec 000 §2.1).
 */
export const PAGE_RECORD_SLUGS = {
  home: "home",
  services: "services",
  industries: "industries",
  portfolio: "portfolios",
  about: "about",
  contact: "contact",
  careers: "careers",
  process: "process",
} as const

/**
 * The page record whose hero a page shows: a fixed page's record by the mapping above; a detail
 * page's (service, industry, project) by its slug, the last segment of the record's path.
 */
export function findPageRecord<T extends { slug?: string | null }>(pages: readonly T[], pageKey: string): T | undefined {
  const fixed: string | undefined = (PAGE_RECORD_SLUGS as Record<string, string>)[pageKey]
  if (fixed !== undefined) return pages.find(page => page.slug === fixed)
  return pages.find(page => (page.slug ?? "").split("/").pop() === pageKey)
}

/**
 * The hero a page shows: the CMS hero for its key, else the built-in fallback for the key, else
 * the page's own fallback, else the default hero (spec 000 §2.4).
 */
export function resolveHero(pageKey: string, cms: HeroContent | null, pageFallback?: HeroCopy): HeroContent {
  if (cms) return cms
  const copy = HERO_FALLBACKS[pageKey] ?? pageFallback ?? DEFAULT_HERO
  return fromCopy(copy)
}

/** Splits the title around its highlighted part (the first occurrence), if any. */
export function splitTitle(title: string, primary: string | null | undefined): [string, string, string] {
  const at = primary ? title.indexOf(primary) : -1
  if (!primary || at < 0) return [title, "", ""]
  return [title.slice(0, at), primary, title.slice(at + primary.length)]
}

/** An external button opens a new tab; an internal one navigates inside the site. */
export function isExternalButton(type: string | null | undefined, link: string): boolean {
  return type === "external" || /^https?:\/\//i.test(link)
}
