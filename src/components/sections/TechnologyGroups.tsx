/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"

export interface TechnologyGroup {
  categoryName: string
  technologies: { name: string; description: string }[]
}

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

/** Technologies grouped by category (industry tech stack, portfolio Technologies Used). */
export function TechnologyGroups({ groups }: { groups: TechnologyGroup[] }) {
  // Three columns unless that would leave a lone card on the last row.
  const columns = groups.length % 3 === 1 && groups.length > 1 ? 2 : 3
  return (
    <ul css={[grid, css`${mq.xl} { grid-template-columns: repeat(${Math.min(columns, groups.length)}, 1fr); }`]}>
      {groups.map(group => (
        <li key={group.categoryName}>
          <h3>{group.categoryName}</h3>
          {group.technologies.every(tech => tech.description === "") ? (
            <ul className="chips">{group.technologies.map(tech => <li key={tech.name}>{tech.name}</li>)}</ul>
          ) : (
          <dl>
            {group.technologies.map(tech => (
              <div key={tech.name}><dt>{tech.name}</dt>{tech.description && <dd>{tech.description}</dd>}</div>
            ))}
          </dl>
          )}
        </li>
      ))}
    </ul>
  )
}
