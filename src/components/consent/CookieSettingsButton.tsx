import type { ReactNode } from "react"
import { useConsent } from "../../lib/consent/ConsentProvider"
import { classNames } from "../../styles/class-names"
import { CONSENT_CLASS } from "./classes"

/** Reopens the consent banner (promised by the privacy policy); its label is the footer's copy. */
export function CookieSettingsButton({ className, children }: { className?: string; children: ReactNode }) {
  const { openSettings } = useConsent()
  return (
    <button type="button" className={classNames(CONSENT_CLASS.settingsButton, className)} onClick={openSettings}>
      {children}
    </button>
  )
}
