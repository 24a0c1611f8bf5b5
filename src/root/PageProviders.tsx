import type { ReactNode } from "react"
import { PageHeroProvider } from "../components/layout/hero/PageHeroContext"
import type { PageHeroContext } from "../content/hero"
import { LanguageProvider } from "./language"
import { pathLanguage } from "../content/languages"
import type { Alternate, LanguageCode, LanguagePaths } from "../content/languages"
import type { ShellNodes } from "../components/layout/shell-nodes"

/** What a page's context says of its hero and languages (gatsby-node.ts). */
interface PageLanguageContext {
  pageHero?: PageHeroContext
  alternates?: Alternate[]
  /** A translated page's: the pages of its language, by their English paths. */
  translated?: LanguagePaths
  /** The not-found page's: every translation's pages, for the language of the address it shows at. */
  translatedBy?: Partial<Record<LanguageCode, LanguagePaths>>
}

/**
 * What wrapPageElement provides around each page, identical on the server and in the browser: the
 * hero the build resolved into the page context (gatsby-node), the page's language (its path's: the
 * not-found page renders at any address), its other languages' pages, the pages of its language and
 * the page's data, for the shell's words in its language.
 */
export function PageProviders({ pageContext, data, pathname, children }: { pageContext: PageLanguageContext; data?: Partial<ShellNodes>; pathname: string; children: ReactNode }) {
  const language = pathLanguage(pathname)
  return (
    <LanguageProvider language={language} alternates={pageContext.alternates} translated={pageContext.translated ?? pageContext.translatedBy?.[language]} shell={data}>
      <PageHeroProvider value={pageContext.pageHero}>{children}</PageHeroProvider>
    </LanguageProvider>
  )
}
