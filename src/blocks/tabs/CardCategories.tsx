/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Card } from "../../components/sections/Card"
import type { CardProps } from "../../components/sections/Card"
import { CardGrid } from "../../components/sections/CardGrid"
import type { Columns } from "../../components/sections/CardGrid"
import { IconBadge } from "../../components/sections/IconBadge"
import { theme } from "../../styles/theme"
import type { Category } from "./view"

/** `top`: the icon at the top of its text, the categories 3rem apart; `middle`: centred beside it, each category 2.5rem below the last. */
export type CategoryHeader = "top" | "middle"

const layout = (header: CategoryHeader) => css`
  display: grid; gap: ${header === "top" ? 3 : 2.5}rem; ${header === "middle" ? "margin-top: 2.5rem;" : ""}
  .cat { display: flex; gap: 1rem; align-items: ${header === "top" ? "flex-start" : "center"}; margin-bottom: 1.25rem; }
  .cat > span { ${header === "top" ? "margin-bottom: 1rem;" : ""} }
  .cat h3 { margin: 0 0 ${header === "top" ? ".25rem" : "0"}; font-size: 1.35rem; color: ${theme.color.navy}; }
  .cat p { margin: 0; color: ${theme.color.textMuted}; }
`

export interface CardCategoriesProps<E extends { title: string }> {
  categories: readonly Category<E>[]
  header: CategoryHeader
  columns: Columns
  card: (entry: E) => CardProps
}

/** Cards by category, each category under its icon, name and text. */
export function CardCategories<E extends { title: string }>({ categories, header, columns, card }: CardCategoriesProps<E>) {
  return (
    <div css={layout(header)}>
      {categories.map(category => (
        <div key={category.name}>
          <div className="cat">
            <IconBadge name={category.icon} />
            <div><h3>{category.name}</h3><p>{category.description}</p></div>
          </div>
          <CardGrid items={category.entries} keyOf={entry => entry.title} columns={columns} gap={1.25}>
            {entry => <Card {...card(entry)} />}
          </CardGrid>
        </div>
      ))}
    </div>
  )
}
