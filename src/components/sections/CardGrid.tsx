/** @jsxImportSource @emotion/react */
import type { ComponentType, LiHTMLAttributes, ReactNode } from "react"
import { css } from "@emotion/react"
import type { SerializedStyles } from "@emotion/react"
import { GRID_COLUMNS, cardGridSpans } from "../../content/grid"
import { mq } from "../../styles/theme"

type Width = "base" | "md" | "lg" | "xl"
const WIDTHS: readonly Width[] = ["base", "md", "lg", "xl"]

/** Columns from each width up: a count, or as many cards at least `fit` px wide as fit. One column below the first width given. */
export type Columns = Partial<Record<Width, number | { fit: number }>>
/** Space between cards in rem, from each width up. */
export type Gap = number | Partial<Record<Width, number>>

const at = (width: Width, rule: string) => (width === "base" ? rule : `${mq[width]} { ${rule} }`)
const track = (columns: number | { fit: number }) =>
  typeof columns === "number" ? `repeat(${columns}, minmax(0, 1fr))` : `repeat(auto-fit, minmax(${columns.fit}px, 1fr))`

/**
 * Each card a subgrid spanning `rows` rows of the list, its parts one a row. The list's row gaps would
 * open between a card's own parts too, so the space between rows of cards is each card's bottom margin.
 */
const subgrid = (rows: number) => `
  > li, > li > * { display: grid; grid-row: span ${rows}; grid-template-rows: subgrid; }
`
const spacing = (space: number, rows: number | undefined) =>
  rows ? `column-gap: ${space}rem; > li { margin-bottom: ${space}rem; }` : `gap: ${space}rem;`

const grid = (columns: Columns | undefined, gap: Gap, rows: number | undefined) => css`
  list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: 1fr;
  ${rows ? subgrid(rows) : ""}
  ${WIDTHS.map(width => {
    const space = typeof gap === "number" ? (width === "base" ? gap : undefined) : gap[width]
    return space === undefined ? "" : at(width, spacing(space, rows))
  }).join("\n")}
  ${columns
    ? WIDTHS.map(width => (columns[width] === undefined ? "" : at(width, `grid-template-columns: ${track(columns[width]!)};`))).join("\n")
    : `${mq.md} { grid-template-columns: repeat(2, 1fr); } ${mq.lg} { grid-template-columns: repeat(${GRID_COLUMNS}, 1fr); }`}
`
/** The balanced rule: on two columns an odd last card takes the whole row; from lg the widths of cardGridSpans apply. */
const cell = (span: number, oddLast: boolean) => css`
  ${oddLast ? `${mq.md} { grid-column: 1 / -1; }` : ""}
  ${mq.lg} { grid-column: span ${span}; }
`

/** A card's list item: its own attributes, and a style of its own (hidden on phones, ...). */
export type CardItemProps = LiHTMLAttributes<HTMLLIElement> & { "data-testid"?: string; css?: SerializedStyles }

export interface CardGridProps<T> {
  items: readonly T[]
  keyOf: (item: T) => string
  children: (item: T, index: number) => ReactNode
  /** Columns from each width up; none: the balanced rule, which never leaves a lone card on the last row. */
  columns?: Columns
  gap?: Gap
  /** Each card's parts on the same rows as the other cards' in its row of the grid (a subgrid): how many parts each card has. */
  rows?: number
  /** An ordered list (steps). */
  ordered?: boolean
  /** The list's accessible name. */
  label?: string
  /** Each card's list element, a plain `li` unless given (one that fades in as it is seen). */
  item?: ComponentType<{ children: ReactNode; className?: string }>
  itemProps?: (item: T, index: number) => CardItemProps
  className?: string
  /** Data attributes of the list (`data-seen-at`, `data-pinned`). */
  data?: Record<`data-${string}`, string>
}

/** A list of cards in a grid: its columns at each width, the space between them, and the list's semantics. */
export function CardGrid<T>({ items, keyOf, children, columns, gap = 1.5, rows, ordered, label, item: Item, itemProps, className, data }: CardGridProps<T>) {
  const spans = columns ? [] : cardGridSpans(items.length)
  const List = ordered ? "ol" : "ul"
  return (
    <List css={grid(columns, gap, rows)} className={className} aria-label={label} {...data}>
      {items.map((entry, i) => {
        const content = children(entry, i)
        if (Item) return <Item key={keyOf(entry)}>{content}</Item>
        const { css: own, ...attributes } = itemProps?.(entry, i) ?? {}
        const balanced = columns ? undefined : cell(spans[i], items.length % 2 === 1 && i === items.length - 1)
        return <li key={keyOf(entry)} data-span={spans[i]} css={[balanced, own]} {...attributes}>{content}</li>
      })}
    </List>
  )
}
