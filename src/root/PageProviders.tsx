import type { ReactNode } from "react"
import { PageHeroProvider } from "../components/layout/hero/PageHeroContext"
import type { PageHeroContext } from "../content/hero"
import { LanguageProvider } from "./language"
import { pathLanguage } from "../content/languages"
import type { Alternate } from "../content/languages"

/**
 * What wrapPageElement provides around each page, identical on the server and in the browser: the
 * hero the build resolved into the page context (gatsby-node), the page's language (its path's: the
 * not-found page renders at any address) and its other languages' pages.
 */
export function PageProviders({ pageContext, pathname, children }: { pageContext: { pageHero?: PageHeroContext; alternates?: Alternate[] }; pathname: string; children: ReactNode }) {
  return (
    <LanguageProvider language={pathLanguage(pathname)} alternates={pageContext.alternates}>
      <PageHeroProvider value={pageContext.pageHero}>{children}</PageHeroProvider>
    </LanguageProvider>
  )
}
