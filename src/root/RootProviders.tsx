import type { ReactNode } from "react"
import { ErrorBoundary } from "../components/layout/ErrorBoundary"
import { LeadModalProvider } from "../forms/lead/LeadModalProvider"
import { ContentStoreProvider } from "../lib/store/ContentStore"
import { ConsentProvider } from "../lib/consent/ConsentProvider"
import { ConsentBannerSlot } from "../components/consent/ConsentBannerSlot"
import { AnalyticsScripts } from "../components/consent/AnalyticsScripts"

/**
 * The site-wide state around every page (wrapPageElement), identical on the server and in the
 * browser (both gatsby-ssr.tsx and gatsby-browser.tsx render this), so hydration never mismatches.
 * The error boundary is outermost so a failure anywhere shows the Oops screen.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <ContentStoreProvider>
        <ConsentProvider>
          <LeadModalProvider>{children}</LeadModalProvider>
          <ConsentBannerSlot />
          <AnalyticsScripts />
        </ConsentProvider>
      </ContentStoreProvider>
    </ErrorBoundary>
  )
}
