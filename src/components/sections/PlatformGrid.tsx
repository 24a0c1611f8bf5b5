/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { PlatformItem } from "../../content/types/sections"
import { mq, theme } from "../../styles/theme"
import { PlatformLogo } from "../ui/PlatformLogo"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(2, 1fr); }
  ${mq.lg} { grid-template-columns: repeat(3, 1fr); }
  li { display: flex; gap: 1rem; align-items: flex-start; padding: 1.5rem; border-radius: ${theme.radius.lg};
    background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; height: 100%; }
  h3 { margin: 0 0 .35rem; font-size: 1.1rem; color: ${theme.color.navy}; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: .95rem; }
`

/** Platforms or tools with their logos (first-letter circle when a logo is missing). */
export function PlatformGrid({ items, label }: { items: PlatformItem[]; label: string }) {
  return (
    <ul css={grid} aria-label={label}>
      {items.map(item => (
        <li key={item.name}>
          <PlatformLogo src={item.logo} name={item.name} />
          <div><h3>{item.name}</h3><p>{item.description}</p></div>
        </li>
      ))}
    </ul>
  )
}
