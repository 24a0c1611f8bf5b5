import { useEffect } from "react"
import type { ReactNode } from "react"
import { ErrorBoundary } from "../components/layout/ErrorBoundary"
import { LeadModalProvider } from "../forms/lead/LeadModalProvider"
import { ContentStoreProvider } from "../lib/store/ContentStore"
import { ConsentProvider } from "../lib/consent/ConsentProvider"
import { ConsentBannerSlot } from "../components/consent/ConsentBannerSlot"
import { AnalyticsSlot } from "../components/consent/AnalyticsSlot"
import type { LanguageCode } from "../content/languages"
import type { ShellNodes } from "../components/layout/shell-nodes"
import type { ErrorScreenWords } from "../content/settings"
import { LanguageProvider, useDocumentLanguage } from "./language"

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
 * in the page's language (`errorWords`). The consent banner and the lead modal stand beside the page,
 * so they are told the page's language (its address's) and given its shell's data, for their words.
 */
export function RootProviders({ language, shell, errorWords, children }: { language: LanguageCode; shell?: Partial<ShellNodes>; errorWords: ErrorScreenWords; children: ReactNode }) {
  useDocumentLanguage(language)
  return (
    <SignalHydrated>
      <ErrorBoundary words={errorWords}>
        <ContentStoreProvider>
          <ConsentProvider>
            <LanguageProvider language={language} shell={shell}>
              <LeadModalProvider>{children}</LeadModalProvider>
              <ConsentBannerSlot />
            </LanguageProvider>
            <AnalyticsSlot />
          </ConsentProvider>
        </ContentStoreProvider>
      </ErrorBoundary>
    </SignalHydrated>
  )
}
