/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { useConsent } from "../../lib/consent/ConsentProvider"

const link = css`
  background: none; border: 0; padding: 0; font: inherit; color: inherit; text-decoration: underline; cursor: pointer;
`

/** Reopens the consent banner (promised by the privacy policy); its label is the footer's copy. */
export function CookieSettingsButton({ className, children }: { className?: string; children: ReactNode }) {
  const { openSettings } = useConsent()
  return (
    <button type="button" css={link} className={className} onClick={openSettings}>
      {children}
    </button>
  )
}
