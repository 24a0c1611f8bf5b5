import { createContext, useContext, useEffect, useMemo } from "react"
import type { ReactNode } from "react"
import { DEFAULT_LANGUAGE, inLanguage, languageLinks, languageOf, linkedPath, pathLanguage } from "../content/languages"
import type { Alternate, LanguageCode, LanguageLink, LanguagePaths } from "../content/languages"
import type { ShellNodes, ShellSettingsNode } from "../components/layout/shell-nodes"

interface PageLanguage {
  code: LanguageCode
  links: LanguageLink[]
  /** The pages built in this language, by their English paths. */
  translated: LanguagePaths
  /** The page's data, holding its shell's nodes in its language where its query asks for them (`...Shell`). */
  shell?: Partial<ShellNodes> | null
}

/** An English page's: it links to English pages only (one object, so the context value stays the same). */
const NO_PAGES: LanguagePaths = {}

const LanguageContext = createContext<PageLanguage>({ code: DEFAULT_LANGUAGE, links: languageLinks(DEFAULT_LANGUAGE), translated: NO_PAGES })

/**
 * The page's language, where it is in the others (its page context's `alternates`, gatsby-node.ts;
 * none where it has none), which pages its language has (`translated`: a translated page's context
 * says them) and the shell's words in it (`shell`: the page's data), for what the shell says, its
 * language links and where the site's links go.
 */
export function LanguageProvider({ language, alternates, translated = NO_PAGES, shell, children }: { language: LanguageCode; alternates?: readonly Alternate[]; translated?: LanguagePaths; shell?: PageLanguage["shell"]; children: ReactNode }) {
  const value = useMemo(() => ({ code: language, links: languageLinks(language, alternates), translated, shell }), [language, alternates, translated, shell])
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
}

export const useLanguage = (): LanguageCode => useContext(LanguageContext).code

/**
 * The address's language on `<html>` (`lang`, `dir`) once the visitor moves into another language
 * in the browser. The server writes the first page's (gatsby-ssr.tsx); writing either again, even
 * unchanged, makes the browser restyle the whole page (about 10 ms each, unthrottled), so only a
 * change is written.
 */
export function useDocumentLanguage(code: LanguageCode) {
  useEffect(() => {
    const html = document.documentElement
    const { direction } = languageOf(code)
    if (html.lang !== code) html.lang = code
    if (html.dir !== direction) html.dir = direction
  }, [code])
}

/** The page's data for the shell (useShellData makes the shell of it). */
export const useShellNodes = () => useContext(LanguageContext).shell

/** The settings in the page's language, from the page's data (none outside a page, as in a unit test of one part). */
export function useShellSettings(): ShellSettingsNode | undefined {
  const { shell, code } = useContext(LanguageContext)
  return inLanguage(shell?.shellSettings?.nodes ?? [], code)[0]
}

/** This page in every language: its own page there, else that language's home. */
export const useLanguageLinks = (): LanguageLink[] => useContext(LanguageContext).links

/** A link's target, and its language where that is not the page's. */
export interface SiteTarget {
  to: string
  hrefLang?: LanguageCode
}

/**
 * Where a site path goes from this page: its language's page where that exists, else the English
 * one, whose link then says it is in English (hreflang).
 */
export function useSiteTarget(): (to: string) => SiteTarget {
  const { code, translated } = useContext(LanguageContext)
  return to => {
    const path = linkedPath(code, to, translated)
    const english = code !== DEFAULT_LANGUAGE && /^\/(?!\/)/.test(path) && pathLanguage(path) === DEFAULT_LANGUAGE
    return english ? { to: path, hrefLang: DEFAULT_LANGUAGE } : { to: path }
  }
}
