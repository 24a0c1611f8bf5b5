import { css, keyframes } from "@emotion/react"
import { theme } from "../../styles/theme"

const spin = keyframes`to { transform: rotate(360deg); }`
const wrap = css`display: flex; justify-content: center; align-items: center; min-height: 240px;`
const ring = css`
  width: 40px; height: 40px; border-radius: 50%;
  border: 4px solid ${theme.color.border}; border-top-color: ${theme.color.primary};
  animation: ${spin} .8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
`

/** Shown while lazily loaded page content loads (spec 001 §1). */
export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div css={wrap} role="status">
      <span css={ring} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
