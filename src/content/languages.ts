/**
 * The site's languages: English at the root, the others under their code (`/ar/`, `/tr/`). The
 * Directus languages collection, the build's translated nodes, the routes and the `<html>`
 * attributes all read this one list (Open Graph's names for them are the head model's: every page's
 * first load holds this list).
 */
export const LANGUAGES = [
  { code: "en", name: "English", direction: "ltr" },
  { code: "ar", name: "العربية", direction: "rtl" },
  { code: "tr", name: "Türkçe", direction: "ltr" },
] as const

export type Language = (typeof LANGUAGES)[number]
export type LanguageCode = Language["code"]

/** The language of the root paths and of every record's own fields (the others are its translations). */
export const DEFAULT_LANGUAGE: LanguageCode = "en"

/** The languages a record may be translated into. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(language => language.code !== DEFAULT_LANGUAGE).map(language => language.code)

const isLanguageCode = (value: unknown): value is LanguageCode => LANGUAGES.some(language => language.code === value)

export const languageOf = (code: LanguageCode): Language => LANGUAGES.find(language => language.code === code)!

/** A site path in a language: English's as it is, another's under its code (`/about` -> `/ar/about`, `/` -> `/ar/`). */
export function localisedPath(code: LanguageCode, path: string): string {
  if (code === DEFAULT_LANGUAGE) return path
  return path === "/" ? `/${code}/` : `/${code}${path}`
}

/** A site path without its trailing slash (the home's `/` aside): how links, pages and redirects are matched. */
export const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path)

/** A language's pages: each one's path there (as a link writes it) by its English path, trimmed. */
export type LanguagePaths = Readonly<Record<string, string>>

/**
 * The pages built in `language` (each by its English path, and at `localPath` there: its own slug's
 * where its translation has one, else the English path), as links look them up.
 */
export const languagePaths = (language: LanguageCode, pages: readonly { path: string; localPath: string }[]): LanguagePaths =>
  Object.fromEntries(pages.map(page => [trimSlash(page.path), localisedPath(language, trimSlash(page.localPath))]))

/**
 * A site path as a page in `language` links it: that language's page where it exists (`translated`:
 * languagePaths), else the English page; anything but a site path as it is.
 */
export function linkedPath(language: LanguageCode, to: string, translated: LanguagePaths): string {
  const site = /^(\/(?!\/)[^?#]*)(.*)$/s.exec(to)
  if (language === DEFAULT_LANGUAGE || !site) return to
  // Its keys start with "/", so no key of Object.prototype is ever one.
  const own: string | undefined = translated[trimSlash(site[1])]
  return own !== undefined ? own + site[2] : to
}

/** The language a site path is in: its first segment's when that is a language's code, else English. */
export function pathLanguage(path: string): LanguageCode {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1]
  return first !== undefined && isLanguageCode(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE
}

/** A site path without its language's prefix: the English path of the same page (`/ar/about` -> `/about`, `/ar/` and `/ar` -> `/`). */
export function unlocalisedPath(path: string): string {
  const language = pathLanguage(path)
  if (language === DEFAULT_LANGUAGE) return path
  return path.slice(language.length + 1) || "/"
}

/**
 * The nodes of one language, where a query selects every language's (each says its `language`): the
 * not-found page's, which renders in the language of any address.
 */
export const inLanguage = <T extends { readonly language: string }>(nodes: readonly T[], code: LanguageCode): T[] =>
  nodes.filter(node => node.language === code)

/** The same page in one language: its path there. */
export interface Alternate {
  language: LanguageCode
  path: string
}

/** A language link: to this page in that language where it exists, else to that language's home. */
export interface LanguageLink {
  code: LanguageCode
  /** The language's own name for itself. */
  name: string
  path: string
  current: boolean
}

/** The language links of a page in `current` that exists in `alternates` (none: a page in English only). */
export function languageLinks(current: LanguageCode, alternates: readonly Alternate[] = []): LanguageLink[] {
  return LANGUAGES.map(({ code, name }) => ({
    code, name, current: code === current, path: alternates.find(alternate => alternate.language === code)?.path ?? localisedPath(code, "/"),
  }))
}
