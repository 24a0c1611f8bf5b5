/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { useShellSettings } from "../../root/language"
import { theme } from "../../styles/theme"

const button = css`
  position: absolute; top: .75rem; inset-inline-end: .75rem; width: 44px; height: 44px; display: grid; place-items: center;
  border: 0; border-radius: ${theme.radius.pill}; background: transparent; color: ${theme.color.text}; cursor: pointer;
  &:hover { background: ${theme.color.surfaceAlt}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; }
`

/** The X of a dialog, named by the settings' word for it. */
export function ModalCloseButton({ onClick }: { onClick(): void }) {
  return (
    <button type="button" css={button} onClick={onClick} aria-label={useShellSettings()?.closeLabel ?? ""}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </button>
  )
}
