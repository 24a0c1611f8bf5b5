import { optionalImageRef } from "./images"
import type { FileField, ImageRef } from "./images"

/** Hero copy as the CMS hero section holds it (spec 000 §2.4), without images. */
export interface HeroCopy {
  title: string
  titlePrimary?: string | null
  description?: string | null
  labelText?: string | null
  labelInformation?: string | null
  buttonTitle?: string | null
  buttonType?: "internal" | "external" | string | null
  buttonActionLink?: string | null
}

/** A page's hero as the page renders it: the copy, its images and whether client logos show. */
export interface HeroContent extends HeroCopy {
  titlePrimary: string | null
  description: string | null
  labelText: string | null
  labelInformation: string | null
  buttonTitle: string | null
  buttonType: string | null
  buttonActionLink: string | null
  heroImage: ImageRef | null
  backgroundImage: ImageRef | null
  showClientLogos: boolean
}

/** What the build resolved for a page's hero (its page context): null when it has none of its own. */
export interface PageHeroContext {
  hero: HeroContent | null
  trustSignals: boolean
  /** The site's default hero (settings), after the page's own fallback (spec 000 §2.4). */
  defaultHero?: HeroContent | null
}

/** A page record with its linked hero sections (HeroSectionId, fallback_hero), as the content layer gives it. */
export interface HeroPageRecord {
  slug?: string | null
  showClientLogos?: boolean | null
  heroSection?: HeroSectionRecord | null
  fallbackHero?: HeroSectionRecord | null
}

/** A hero_sections record as the content layer gives it. */
export interface HeroSectionRecord {
  title?: string | null
  titlePrimary?: string | null
  description?: string | null
  labelText?: string | null
  labelInformation?: string | null
  buttonTitle?: string | null
  buttonType?: string | null
  buttonActionLink?: string | null
  showClientLogos?: boolean | null
  heroImageUrl?: string | null
  heroImage?: FileField
  backgroundImageUrl?: string | null
  backgroundImage?: FileField
}

/** The CMS hero of a page record, or null when it has none (or one without a title). */
export function heroFromRecord(page: HeroPageRecord | undefined): HeroContent | null {
  return heroFromSection(page?.heroSection, page?.showClientLogos)
}

/** A hero section record as a hero, or null without one (or one without a title); the page's own flag may add the client logos. */
export function heroFromSection(hero: HeroSectionRecord | null | undefined, pageShowsClientLogos?: boolean | null): HeroContent | null {
  if (!hero?.title) return null
  return {
    ...fromCopy({ ...hero, title: hero.title }),
    heroImage: optionalImageRef(hero.heroImage, hero.heroImageUrl),
    backgroundImage: optionalImageRef(hero.backgroundImage, hero.backgroundImageUrl),
    showClientLogos: Boolean(hero.showClientLogos || pageShowsClientLogos),
  }
}

/** Hero copy (a built-in or a page's own) as a hero without images. */
export function fromCopy(copy: HeroCopy): HeroContent {
  return {
    title: copy.title,
    titlePrimary: copy.titlePrimary ?? null,
    description: copy.description ?? null,
    labelText: copy.labelText ?? null,
    labelInformation: copy.labelInformation ?? null,
    buttonTitle: copy.buttonTitle ?? null,
    buttonType: copy.buttonType ?? null,
    buttonActionLink: copy.buttonActionLink ?? null,
    heroImage: null,
    backgroundImage: null,
    showClientLogos: false,
  }
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
