import type { ReactNode } from "react"
import { PageHeroProvider } from "../components/layout/hero/PageHeroContext"
import type { PageHeroContext } from "../content/hero"
import { LanguageProvider } from "./language"
import type { Alternate } from "../content/languages"

/**
 * What wrapPageElement provides around each page, identical on the server and in the browser: the
 * hero the build resolved into the page context (gatsby-node), the page's language and its other languages' pages.
 */
export function PageProviders({ pageContext, children }: { pageContext: { pageHero?: PageHeroContext; language?: string; alternates?: Alternate[] }; children: ReactNode }) {
  return (
    <LanguageProvider language={pageContext.language} alternates={pageContext.alternates}>
      <PageHeroProvider value={pageContext.pageHero}>{children}</PageHeroProvider>
    </LanguageProvider>
  )
}
