/** @jsxImportSource @emotion/react */
import type { ReactNode } from "react"
import { css } from "@emotion/react"
import { GRID_COLUMNS, cardGridSpans } from "../../content/grid"
import { mq } from "../../styles/theme"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(2, 1fr); }
  ${mq.lg} { grid-template-columns: repeat(${GRID_COLUMNS}, 1fr); }
`
/** On two columns an odd last card takes the whole row; from lg the widths of cardGridSpans apply. */
const cell = (span: number, oddLast: boolean) => css`
  ${oddLast ? `${mq.md} { grid-column: 1 / -1; }` : ""}
  ${mq.lg} { grid-column: span ${span}; }
`

export interface CardGridProps<T> {
  items: readonly T[]
  keyOf: (item: T) => string
  children: (item: T) => ReactNode
  className?: string
}

/** A list of cards that never leaves a lone card on its last row, whatever the count. */
export function CardGrid<T>({ items, keyOf, children, className }: CardGridProps<T>) {
  const spans = cardGridSpans(items.length)
  const oddLast = (i: number) => items.length % 2 === 1 && i === items.length - 1
  return (
    <ul css={grid} className={className}>
      {items.map((item, i) => (
        <li key={keyOf(item)} data-span={spans[i]} css={cell(spans[i], oddLast(i))}>{children(item)}</li>
      ))}
    </ul>
  )
}
