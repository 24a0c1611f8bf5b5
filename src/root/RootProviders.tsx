import { useEffect } from "react"
import type { ReactNode } from "react"
import { ErrorBoundary } from "../components/layout/ErrorBoundary"
import { LeadModalProvider } from "../forms/lead/LeadModalProvider"
import { ContentStoreProvider } from "../lib/store/ContentStore"
import { ConsentProvider } from "../lib/consent/ConsentProvider"
import { ConsentBannerSlot } from "../components/consent/ConsentBannerSlot"
import { AnalyticsSlot } from "../components/consent/AnalyticsSlot"
import type { LanguageCode } from "../content/languages"
import type { ErrorScreenWords } from "../content/settings"
import { LanguageProvider } from "./language"

/** The attribute set on <html> once React has committed the first page and run its effects. */
export const HYDRATED_ATTRIBUTE = "data-hydrated"

/**
 * Outermost, so its effect runs after every effect of that commit: a public signal of a live page for
 * tests and tools, instead of React's own fields.
 */
function SignalHydrated({ children }: { children: ReactNode }) {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""), [])
  return <>{children}</>
}

/**
 * The site-wide state around every page (wrapPageElement), identical on the server and in the
 * browser (both gatsby-ssr.tsx and gatsby-browser.tsx render this), so hydration never mismatches.
 * The error boundary is outermost but for the signal, so a failure anywhere shows the Oops screen,
 * in the page's language (`errorWords`). The consent banner stands beside the page, so it is told
 * the page's language (its address's).
 */
export function RootProviders({ language, errorWords, children }: { language: LanguageCode; errorWords: ErrorScreenWords; children: ReactNode }) {
  return (
    <SignalHydrated>
      <ErrorBoundary words={errorWords}>
        <ContentStoreProvider>
          <ConsentProvider>
            <LeadModalProvider>{children}</LeadModalProvider>
            <LanguageProvider language={language}>
              <ConsentBannerSlot />
            </LanguageProvider>
            <AnalyticsSlot />
          </ConsentProvider>
        </ContentStoreProvider>
      </ErrorBoundary>
    </SignalHydrated>
  )
}
