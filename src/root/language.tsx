import { createContext, useContext, useMemo } from "react"
import type { ReactNode } from "react"
import { DEFAULT_LANGUAGE, languageLinks } from "../content/languages"
import type { Alternate, LanguageCode, LanguageLink } from "../content/languages"

interface PageLanguage {
  code: LanguageCode
  links: LanguageLink[]
}

const LanguageContext = createContext<PageLanguage>({ code: DEFAULT_LANGUAGE, links: languageLinks(DEFAULT_LANGUAGE) })

/**
 * The page's language and where it is in the others (its page context's `alternates`, gatsby-node.ts;
 * none where it has none), for what the shell says and its language links.
 */
export function LanguageProvider({ language, alternates, children }: { language: LanguageCode; alternates?: readonly Alternate[]; children: ReactNode }) {
  const value = useMemo(() => ({ code: language, links: languageLinks(language, alternates) }), [language, alternates])
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
}

export const useLanguage = (): LanguageCode => useContext(LanguageContext).code

/** This page in every language: its own page there, else that language's home. */
export const useLanguageLinks = (): LanguageLink[] => useContext(LanguageContext).links
