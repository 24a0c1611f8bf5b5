/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { IconName } from "../../content/types/icon"
import { mq, theme } from "../../styles/theme"
import { Card } from "./Card"
import type { CardProps } from "./Card"
import { CardGrid } from "./CardGrid"
import type { Columns } from "./CardGrid"
import { IconBadge } from "./IconBadge"

/** A named group of cards: its header (an icon and a text with its name where it has them), then its cards. */
export interface CardGroup<E> {
  name: string
  icon?: IconName
  text?: string
  entries: readonly E[]
}

/**
 * `columns`: the groups side by side from lg; `top`: one under another, each icon at the top of its
 * header's text; `middle`: one under another, each icon centred beside it.
 */
export type CardGroupsArrangement = "columns" | "top" | "middle"

const ARRANGEMENTS: Record<CardGroupsArrangement, ReturnType<typeof css>> = {
  columns: css`
    gap: 2.5rem; ${mq.lg} { grid-template-columns: 1fr 1fr; }
    .group-head { margin-bottom: 1rem; }
  `,
  top: css`
    gap: 3rem;
    .group-head { display: flex; gap: 1rem; align-items: flex-start; margin-bottom: 1.25rem; }
    .group-head > span { margin-bottom: 1rem; }
    .group-head h3 { margin-bottom: .25rem; }
  `,
  middle: css`
    gap: 2.5rem; margin-top: 2.5rem;
    .group-head { display: flex; gap: 1rem; align-items: center; margin-bottom: 1.25rem; }
  `,
}
const groups = css`
  display: grid;
  .group-head h3 { margin: 0; font-size: 1.35rem; color: ${theme.color.navy}; }
  .group-head p { margin: 0; color: ${theme.color.textMuted}; }
`

export interface CardGroupsProps<E extends { title: string }> {
  groups: readonly CardGroup<E>[]
  arrange: CardGroupsArrangement
  columns: Columns
  gap: number
  /** Each entry's card; `group` is its group's place (a layout may draw its groups' cards differently). */
  card: (entry: E, group: number) => CardProps
}

/** Groups of cards under their headers: side by side (challenges beside solutions), or one under another (categories). */
export function CardGroups<E extends { title: string }>({ groups: list, arrange, columns, gap, card }: CardGroupsProps<E>) {
  return (
    <div css={[groups, ARRANGEMENTS[arrange]]}>
      {list.map((group, index) => (
        <div key={group.name}>
          <div className="group-head">
            {group.icon && <IconBadge name={group.icon} />}
            <div><h3>{group.name}</h3>{group.text !== undefined && <p>{group.text}</p>}</div>
          </div>
          <CardGrid items={group.entries} keyOf={entry => entry.title} columns={columns} gap={gap}>
            {entry => <Card {...card(entry, index)} />}
          </CardGrid>
        </div>
      ))}
    </div>
  )
}
