/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

/** Side padding of the content width; content may bleed into it (e.g. room for a carousel's shadows). */
export const GUTTER = "1.25rem"

const container = css`
  width: 100%;
  max-width: ${theme.container}px;
  margin: 0 auto;
  padding: 0 ${GUTTER};
`

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div css={container} className={className}>
      {children}
    </div>
  )
}
