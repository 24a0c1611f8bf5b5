import type { ReactNode } from "react"
import { ConsentBanner } from "../../src/components/consent/ConsentBanner"
import { CookieSettingsButton } from "../../src/components/consent/CookieSettingsButton"
import { footerCopy } from "../../src/content/shell"
import type { ShellSettingsInput } from "../../src/content/shell"
import { ConsentProvider } from "../../src/lib/consent/ConsentProvider"
import { LanguageProvider } from "../../src/root/language"
import { snapshotSettings } from "./content-blocks"
import { shellWith } from "./on-page"

/**
 * The consent banner and the footer's button that reopens it, under the provider, on an English page
 * whose shell data holds content/'s settings, with an edit of some of their fields if given.
 */
export function ConsentApp({ edit = {}, children }: { edit?: Record<string, string>; children?: ReactNode }) {
  const footer = footerCopy(snapshotSettings() as unknown as ShellSettingsInput)
  return (
    <LanguageProvider language="en" shell={shellWith({ ...snapshotSettings(), ...edit })}>
      <ConsentProvider>
        <ConsentBanner />
        <CookieSettingsButton>{footer.cookieSettings}</CookieSettingsButton>
        {children}
      </ConsentProvider>
    </LanguageProvider>
  )
}
