/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Card } from "../../components/sections/Card"
import { CardGrid } from "../../components/sections/CardGrid"
import { mq, theme } from "../../styles/theme"
import type { CardColumnsView, ColumnCard } from "./view"

const columns = css`
  display: grid; gap: 2.5rem; ${mq.lg} { grid-template-columns: 1fr 1fr; }
  h3 { font-size: 1.35rem; color: ${theme.color.navy}; margin: 0 0 1rem; }
`

/** Two columns of icon cards (challenges, solutions) under their titles; a solution with a badge ('Featured') is ringed. */
export function CardColumns({ data }: { data: CardColumnsView }) {
  const featured = (card: ColumnCard): card is ColumnCard & { badge: string } => Boolean(card.badge) && data.solutions.includes(card)
  const column = (title: string, cards: ColumnCard[], problem: boolean) => (
    <div>
      <h3>{title}</h3>
      <CardGrid items={cards} keyOf={card => card.title} columns={{}} gap={1}>
        {card => (
          <Card media={{ icon: card.icon, tone: problem ? "danger" : undefined }} title={card.title} level={4} titleSize={1.1} titleGap={0.4} text={card.description}
            points={{ kind: "plain", items: card.points }} badge={featured(card) ? { text: card.badge, at: "corner" } : undefined}
            ring={featured(card) ? "primary" : undefined} />
        )}
      </CardGrid>
    </div>
  )
  return <div css={columns}>{column(data.challengesTitle, data.challenges, true)}{column(data.solutionsTitle, data.solutions, false)}</div>
}
