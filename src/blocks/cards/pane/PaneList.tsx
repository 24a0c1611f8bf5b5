/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { PaneItem } from "../view"
import { mq, theme } from "../../../styles/theme"
import { twoDigits } from "../../../content/text"

const list = css`
  display: none; list-style: none; margin: 0; padding: 0;
  ${mq.lg} { display: grid; gap: .75rem; }
`
const button = (active: boolean) => css`
  width: 100%; text-align: start; display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; align-items: center;
  padding: 1rem 1.25rem; border-radius: ${theme.radius.md}; cursor: pointer; font: inherit;
  border: 2px solid ${active ? theme.color.primary : theme.color.border};
  background: ${active ? "#fff" : "transparent"}; box-shadow: ${active ? theme.shadow.card : "none"};
  transition: border-color .2s, background-color .2s;
  &:hover { border-color: ${theme.color.primary}; }
  .num { grid-row: span 2; font-weight: 800; font-size: 1.25rem; color: ${active ? theme.color.primary : theme.color.textMuted}; }
  .main { font-weight: 700; color: ${theme.color.navy}; }
  .sub { font-size: .9rem; color: ${theme.color.textMuted}; }
`

export interface ShowcaseListProps {
  /** The list's name, read out. */
  label: string
  items: PaneItem[]
  active: number
  panelId: string
  onSelect(index: number): void
}

/** The list beside the pane; the current item is marked for assistive technology too. */
export function PaneList({ label, items, active, panelId, onSelect }: ShowcaseListProps) {
  return (
    <ol css={list} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.itemNumber}>
          <button
            type="button"
            css={button(index === active)}
            aria-current={index === active ? "true" : undefined}
            aria-controls={panelId}
            onClick={() => onSelect(index)}
          >
            <span className="num" aria-hidden="true">{twoDigits(index + 1)}</span>
            <span className="main">{item.mainTitle}</span>
            {item.secondaryTitle && <span className="sub">{item.secondaryTitle}</span>}
          </button>
        </li>
      ))}
    </ol>
  )
}
