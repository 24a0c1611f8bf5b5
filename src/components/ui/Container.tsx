import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

const container = css`
  width: 100%;
  max-width: ${theme.container}px;
  margin: 0 auto;
  padding: 0 1.25rem;
`

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div css={container} className={className}>
      {children}
    </div>
  )
}
