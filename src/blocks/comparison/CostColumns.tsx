/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import type { CostColumn, CostColumnsView } from "./view"
import { figureFirst } from "../../styles/figure"

const grid = css`display: grid; gap: 1.5rem; align-items: stretch; ${mq.lg} { grid-template-columns: 1fr auto 1fr; }`
const column = (ai: boolean) => css`
  padding: 2rem; border-radius: ${theme.radius.lg};
  background: ${ai ? theme.color.navy : "#fff"}; color: ${ai ? theme.color.textOnDark : theme.color.text};
  border: ${ai ? `2px solid ${theme.color.primary}` : `1px solid ${theme.color.border}`};
  h3 { color: ${ai ? "#fff" : theme.color.navy}; font-size: 1.3rem; }
  dl { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; margin: 0 0 1.5rem; }
  dl div { ${figureFirst} }
  dt { font-size: .85rem; color: ${ai ? theme.color.textOnDarkMuted : theme.color.textMuted}; }
  dd { margin: 0; font-size: 1.9rem; font-weight: 800; color: ${ai ? theme.color.accent : theme.color.danger}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
  li { display: flex; gap: .5rem; }
  li svg { flex: none; margin-top: .25rem; color: ${ai ? theme.color.accent : theme.color.textMuted}; }
`
const savings = css`
  align-self: center; justify-self: center; text-align: center; padding: 1.25rem 1.5rem; border-radius: ${theme.radius.lg};
  background: linear-gradient(135deg, ${theme.color.primary}, #3B2FC9); color: #fff;
  strong { display: block; font-size: 2.5rem; line-height: 1; }
  span { font-size: .9rem; }
`

function Column({ data, ai }: { data: CostColumn; ai: boolean }) {
  return (
    <div css={column(ai)}>
      <h3>{data.label}</h3>
      <dl>
        <div><dt>{data.costCaption}</dt><dd>{data.cost}</dd></div>
        <div><dt>{data.timelineCaption}</dt><dd>{data.timeline}</dd></div>
      </dl>
      <ul>
        {data.points.map(point => <li key={point}><Icon name={ai ? "check" : "clock"} size={18} />{point}</li>)}
      </ul>
    </div>
  )
}

/** The usual way against the better one (cost, time, points), the saving between them. */
export function CostColumns({ block }: { block: CostColumnsView }) {
  return (
    <div css={grid}>
      <Column data={block.traditional} ai={false} />
      <p css={savings}><strong>{block.savingsValue}</strong><span>{block.savingsLabel}</span></p>
      <Column data={block.ai} ai />
    </div>
  )
}
