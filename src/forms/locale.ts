import { DEFAULT_LANGUAGE } from "../content/languages"
import type { LanguageCode } from "../content/languages"

/** The page's language as both webhook bodies say it: English pages send the spec's body as it is, the others add `locale`. */
export interface Locale {
  locale?: LanguageCode
}

export const localeOf = (language: LanguageCode): Locale => (language === DEFAULT_LANGUAGE ? {} : { locale: language })
