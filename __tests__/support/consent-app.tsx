import type { ReactNode } from "react"
import { ConsentBanner } from "../../src/components/consent/ConsentBanner"
import { CookieSettingsButton } from "../../src/components/consent/CookieSettingsButton"
import { consentCopy, footerCopy } from "../../src/content/shell"
import type { ConsentCopy, ShellSettingsInput } from "../../src/content/shell"
import { ConsentProvider } from "../../src/lib/consent/ConsentProvider"
import { snapshotSettings } from "./content-blocks"

const settings = snapshotSettings() as unknown as ShellSettingsInput

/** The consent banner and the footer's button that reopens it, with content/'s copy (or an edit of it), under the provider. */
export function ConsentApp({ edit, children }: { edit?: Partial<ConsentCopy>; children?: ReactNode }) {
  return (
    <ConsentProvider>
      <ConsentBanner copy={{ ...consentCopy(settings), ...edit }} />
      <CookieSettingsButton>{footerCopy(settings).cookieSettings}</CookieSettingsButton>
      {children}
    </ConsentProvider>
  )
}
