import type { ReactNode } from "react"
import { useStaticQuery } from "gatsby"
import { ConsentBanner } from "../../src/components/consent/ConsentBanner"
import { CookieSettingsButton } from "../../src/components/consent/CookieSettingsButton"
import { footerCopy } from "../../src/content/shell"
import type { ShellSettingsInput } from "../../src/content/shell"
import { ConsentProvider } from "../../src/lib/consent/ConsentProvider"
import { englishNodes, snapshotSettings } from "./content-blocks"

/** Static queries answered with content/'s settings, with an edit of some of their fields if given. */
export function answerSettingsQuery(edit: Record<string, string> = {}): void {
  // The banner's copy (every language's settings) and the site settings (the English node's) alike.
  const settings = { ...snapshotSettings(), ...edit }
  ;(useStaticQuery as jest.Mock).mockReturnValue({ directusSettings: settings, allDirectusSettings: englishNodes(settings) })
}

/** The consent banner and the footer's button that reopens it, under the provider; their copy is content/'s. */
export function ConsentApp({ children }: { children?: ReactNode }) {
  const footer = footerCopy(snapshotSettings() as unknown as ShellSettingsInput)
  return (
    <ConsentProvider>
      <ConsentBanner />
      <CookieSettingsButton>{footer.cookieSettings}</CookieSettingsButton>
      {children}
    </ConsentProvider>
  )
}
