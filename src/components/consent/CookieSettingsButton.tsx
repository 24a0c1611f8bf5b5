/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { useConsent } from "../../lib/consent/ConsentProvider"

const link = css`
  background: none; border: 0; padding: 0; font: inherit; color: inherit; text-decoration: underline; cursor: pointer;
`

/** "Cookie settings": reopens the consent banner (promised by the privacy policy). For the footer. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { openSettings } = useConsent()
  return (
    <button type="button" css={link} className={className} onClick={openSettings}>
      Cookie settings
    </button>
  )
}
