/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"

const row = css`display: inline-flex; gap: 2px; color: #B45309;`
const STAR = "M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"

/** `count` filled stars; the number itself is given as text next to them. */
export function Stars({ count }: { count: number }) {
  return (
    <span css={row} aria-hidden="true" data-stars={Math.round(count)}>
      {Array.from({ length: Math.round(count) }, (_, i) => (
        <svg key={i} width="18" height="18" viewBox="0 0 24 24" fill="currentColor"><path d={STAR} /></svg>
      ))}
    </span>
  )
}
