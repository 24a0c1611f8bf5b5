/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { PaneItem } from "../view"
import { mq, theme } from "../../../styles/theme"
import { ShowcaseIcon } from "./PanePanel"

const block = css`
  margin-top: 3rem;
  > h3 { font-size: 1.35rem; color: ${theme.color.navy}; margin: 0 0 1.25rem; }
`
const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem;
  ${mq.md} { grid-template-columns: repeat(2, 1fr); }
  ${mq.xl} { grid-template-columns: repeat(3, 1fr); }
`
const card = css`
  height: 100%; display: flex; flex-direction: column; gap: .5rem; padding: 1.5rem;
  border-radius: ${theme.radius.lg}; background: ${theme.color.surface}; border: 1px solid ${theme.color.border};
  h4 { margin: 0; font-size: 1.1rem; color: ${theme.color.navy}; }
  .sub { margin: 0; font-weight: 600; color: ${theme.color.primary}; font-size: .95rem; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: .95rem; }
  img { width: 48px; height: 48px; }
`

/** The items past the pane's cap of 4, as compact cards right after it (spec 001 §5 keeps the cap). */
export function PaneOverflow({ id, heading, items }: { id: string; heading: string; items: PaneItem[] }) {
  if (items.length === 0) return null
  return (
    <div css={block} data-testid="more-services">
      <h3 id={id}>{heading}</h3>
      <ul css={grid} aria-labelledby={id}>
        {items.map(item => (
          <li key={item.itemNumber}>
            <article css={card}>
              <ShowcaseIcon item={item} tone="violet" />
              <h4>{item.mainTitle}</h4>
              {item.secondaryTitle && <p className="sub">{item.secondaryTitle}</p>}
              {item.shortDescription && <p>{item.shortDescription}</p>}
            </article>
          </li>
        ))}
      </ul>
    </div>
  )
}
