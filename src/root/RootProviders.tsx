import type { ReactNode } from "react"
import { LeadModalProvider } from "../forms/lead/LeadModalProvider"
import { ConsentProvider } from "../lib/consent/ConsentProvider"
import { ConsentBanner } from "../components/consent/ConsentBanner"
import { AnalyticsScripts } from "../components/consent/AnalyticsScripts"

/**
 * Everything wrapRootElement provides, identical on the server and in the browser (both
 * gatsby-ssr.tsx and gatsby-browser.tsx render this), so hydration never mismatches.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <ConsentProvider>
      <LeadModalProvider>{children}</LeadModalProvider>
      <ConsentBanner />
      <AnalyticsScripts />
    </ConsentProvider>
  )
}
