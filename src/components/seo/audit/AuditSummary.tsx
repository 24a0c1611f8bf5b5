/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { scoreColour, statusFor } from "../../../lib/seo-audit"
import type { AuditRow, AuditStatus } from "../../../lib/seo-audit"
import { theme } from "../../../styles/theme"
import { COLOURS, STATUS_LABEL } from "./palette"

const wrap = css`
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); margin: 0 0 2.5rem;
`
const card = css`
  background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md};
  padding: 1.25rem; box-shadow: ${theme.shadow.card};
  dt { color: ${theme.color.textMuted}; font-size: .875rem; margin-bottom: .25rem; }
  dd { margin: 0; font-size: 1.75rem; font-weight: 700; color: ${theme.color.navy}; }
`
const STATUSES: AuditStatus[] = ["excellent", "good", "needs-work", "missing"]

/** Overall score (coloured at 80 and 60) and how many rows have each status. */
export function AuditSummary({ rows, overall }: { rows: AuditRow[]; overall: number }) {
  const colour = COLOURS[scoreColour(overall)]
  return (
    <dl css={wrap}>
      <div css={card}>
        <dt>Overall score</dt>
        <dd data-testid="overall-score" data-colour={scoreColour(overall)} css={{ color: colour }}>
          {overall}
          <span css={{ fontSize: "1rem", color: theme.color.textMuted }}> / 100 · {STATUS_LABEL[statusFor(overall)]}</span>
        </dd>
      </div>
      {STATUSES.map(status => (
        <div css={card} key={status}>
          <dt>{STATUS_LABEL[status]}</dt>
          <dd>{rows.filter(row => row.status === status).length}</dd>
        </div>
      ))}
    </dl>
  )
}
