/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import type { EntryGroup } from "./view"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: repeat(2, 1fr); }
  > li { padding: 1.5rem; border-radius: ${theme.radius.lg}; background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; }
  h3 { margin: 0 0 1rem; font-size: 1.1rem; color: ${theme.color.primary}; }
  dl { margin: 0; display: grid; gap: .75rem; }
  dt { font-weight: 700; color: ${theme.color.navy}; }
  .chips { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
  .chips li { padding: .35rem .85rem; border-radius: ${theme.radius.pill}; background: rgba(91,77,232,.08); color: ${theme.color.primaryHover}; font-weight: 600; font-size: .9rem; }
  dd { margin: 0; color: ${theme.color.textMuted}; font-size: .92rem; }
`

/** Boxes of named entries (a technology stack's categories); a box whose entries have no description shows them as chips. */
export function EntryGroups({ groups }: { groups: EntryGroup[] }) {
  // Three columns unless that would leave a lone card on the last row.
  const columns = groups.length % 3 === 1 && groups.length > 1 ? 2 : 3
  return (
    <ul css={[grid, css`${mq.xl} { grid-template-columns: repeat(${Math.min(columns, groups.length)}, 1fr); }`]}>
      {groups.map(group => (
        <li key={group.name}>
          <h3>{group.name}</h3>
          {group.entries.every(entry => entry.description === "") ? (
            <ul className="chips">{group.entries.map(entry => <li key={entry.name}>{entry.name}</li>)}</ul>
          ) : (
          <dl>
            {group.entries.map(entry => (
              <div key={entry.name}><dt>{entry.name}</dt>{entry.description && <dd>{entry.description}</dd>}</div>
            ))}
          </dl>
          )}
        </li>
      ))}
    </ul>
  )
}
