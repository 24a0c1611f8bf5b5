import type { ReactNode } from "react"
import { PageHeroProvider } from "../components/layout/hero/PageHeroContext"
import type { PageHeroContext } from "../content/hero"

/**
 * What wrapPageElement provides around each page, identical on the server and in the browser: the
 * hero the build resolved into the page context (gatsby-node).
 */
export function PageProviders({ pageContext, children }: { pageContext: { pageHero?: PageHeroContext }; children: ReactNode }) {
  return <PageHeroProvider value={pageContext.pageHero}>{children}</PageHeroProvider>
}
