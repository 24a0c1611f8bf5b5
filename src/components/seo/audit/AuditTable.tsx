/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { WEIGHTS } from "../../../lib/seo-audit"
import type { AuditCheck, AuditRow } from "../../../lib/seo-audit"
import { mq, theme } from "../../../styles/theme"
import { STATUS_LABEL, STATUS_STYLE } from "./palette"

/**
 * Wider than a phone: the table scrolls sideways inside this box. A shadow on a side shows that
 * more columns lie that way; each is covered by a white patch that moves with the content
 * (background-attachment local), so a shadow only shows where the table is cut. Below lg a line
 * above the box says so too.
 */
const scroller = css`
  overflow-x: auto; margin-bottom: 3rem; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md};
  background:
    linear-gradient(90deg, ${theme.color.surface} 30%, rgba(255,255,255,0)) left / 48px 100% no-repeat local,
    linear-gradient(270deg, ${theme.color.surface} 30%, rgba(255,255,255,0)) right / 48px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(11,21,51,.3), transparent) left / 20px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(11,21,51,.3), transparent) right / 20px 100% no-repeat scroll,
    ${theme.color.surface};
`
const hint = css`
  margin: 0 0 .5rem; text-align: end; font-size: .8125rem; color: ${theme.color.textMuted};
  ${mq.lg} { display: none; }
`
const table = css`
  width: 100%; border-collapse: collapse; font-size: .9375rem;
  caption { text-align: start; font-size: 1.375rem; font-weight: 700; color: ${theme.color.navy}; padding: 1rem; }
  th, td { text-align: start; padding: .75rem 1rem; border-top: 1px solid ${theme.color.border}; vertical-align: top; }
  thead th { background: rgba(11,21,51,.035); font-size: .8125rem; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted}; }
  td.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
  ul { margin: 0; padding-inline-start: 1.1rem; }
  a { color: ${theme.color.primary}; }
`
const badge = css`display: inline-block; padding: .15rem .6rem; border-radius: ${theme.radius.pill}; font-weight: 600; font-size: .8125rem; white-space: nowrap;`

const CHECKS: { key: AuditCheck; label: string }[] = [
  { key: "title", label: "Title" },
  { key: "description", label: "Description" },
  { key: "metaDescription", label: "Meta description" },
  { key: "canonical", label: "Canonical" },
  { key: "structuredData", label: "Structured data" },
]

function Notes({ row }: { row: AuditRow }) {
  if (row.fallback) return <>No page record: fallback score</>
  if (row.issues.length === 0) return <>No issues</>
  return (
    <ul>
      {row.issues.map(issue => (
        <li key={issue}>{issue}</li>
      ))}
    </ul>
  )
}

/** One audited group (pages, services or industries): score, status, points per check and issues. */
export function AuditTable({ caption, rows }: { caption: string; rows: AuditRow[] }) {
  return (
    <>
      <p css={hint}>Scroll sideways for every column →</p>
      {/* Focusable and named, so keyboard users can scroll it and screen readers say what it holds. */}
      <div css={scroller} role="region" aria-label={`${caption} table`} tabIndex={0}>
        <table css={table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Route</th>
              <th scope="col">Score</th>
              <th scope="col">Status</th>
              {CHECKS.map(check => (
                <th scope="col" key={check.key}>
                  {check.label} <span css={{ textTransform: "none" }}>/{WEIGHTS[check.key]}</span>
                </th>
              ))}
              <th scope="col">Issues</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(row => (
              <tr key={row.path} data-path={row.path}>
                <th scope="row">
                  <a href={row.path}>{row.name}</a>
                  <div css={{ color: theme.color.textMuted, fontSize: ".8125rem", fontWeight: 400 }}>{row.path}</div>
                </th>
                <td className="num" data-testid="score">{row.score}</td>
                <td>
                  <span css={[badge, STATUS_STYLE[row.status]]} data-testid="status">{STATUS_LABEL[row.status]}</span>
                </td>
                {CHECKS.map(check => (
                  <td className="num" key={check.key}>{row.fallback ? "–" : row.points[check.key]}</td>
                ))}
                <td><Notes row={row} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
