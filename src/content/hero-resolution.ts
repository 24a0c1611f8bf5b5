import { heroFromRecord, heroFromSection } from "./hero"
import type { HeroPageRecord, HeroSectionRecord, PageHeroContext } from "./hero"

/**
 * What sharp makes of a hero's picture (the hero image of a hero section, an industry's banner):
 * 560 px wide, with an 840 px width besides 560 and 1,120, as a phone 412 px wide at 1.75 device
 * pixels needs about 720 and would otherwise fetch the 1,120 one. AVIF at 50, not the site's 60: the
 * illustrations' alpha channel makes most of their bytes; composited on the hero's navy the 840 px
 * files keep 43-44 dB PSNR to the source at 23-26 KB instead of 35-39 (in Lighthouse's slow-4G
 * model, one round trip after the document instead of two when nothing else loads). The build's
 * route query asks for it (gatsby-node.ts), so heroes and industry banners reach pages in their context.
 */
export const HERO_PICTURE = "publicURL childImageSharp { gatsbyImageData(layout: CONSTRAINED, width: 560, placeholder: NONE, outputPixelDensities: [0.25, 0.5, 1, 1.5, 2], avifOptions: { quality: 50 }) }"

/** A hero section's fields as a page hero shows them (hero.ts), for the build's route query. */
export const HERO_SECTION = `
  title titlePrimary description labelText labelInformation buttonTitle buttonType buttonActionLink showClientLogos
  heroImageUrl
  heroImage { ${HERO_PICTURE} }
  backgroundImageUrl
  backgroundImage { publicURL childImageSharp { gatsbyImageData(layout: FULL_WIDTH, quality: 60, placeholder: NONE) } }
`

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
