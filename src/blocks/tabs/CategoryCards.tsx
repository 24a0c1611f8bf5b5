/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { cardStyle, cornerBadge, iconBadge } from "../../components/sections/Section"
import type { BadgeCard, Category } from "./view"

const layout = css`
  display: grid; gap: 3rem;
  .cat { display: flex; gap: 1rem; align-items: flex-start; margin-bottom: 1.25rem; }
  .cat h3 { margin: 0 0 .25rem; font-size: 1.35rem; color: ${theme.color.navy}; }
  .cat p { margin: 0; color: ${theme.color.textMuted}; }
  ul.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; ${mq.md} { grid-template-columns: repeat(2, 1fr); } ${mq.xl} { grid-template-columns: repeat(3, 1fr); } }
  article { position: relative; }
  h4 { margin: 0 0 .4rem; font-size: 1.05rem; color: ${theme.color.navy}; }
  /* Room for the Popular badge beside the name, only when there is one. */
  [data-badge] + h4 { padding-right: 4.5rem; }
  article ul { margin: .75rem 0 0; padding: 0; list-style: none; display: grid; gap: .35rem; font-size: .9rem; color: ${theme.color.text}; }
  article ul li { display: flex; gap: .4rem; align-items: center; }
  article ul svg { color: ${theme.color.success}; flex: none; }
`

/** Cards by category, each category under its icon, name and text; a card's badge ('Popular') shows beside its title. */
export function CategoryCards({ categories }: { categories: Category<BadgeCard>[] }) {
  return (
    <div css={layout}>
      {categories.map(category => (
        <div key={category.name}>
          <div className="cat">
            <span css={iconBadge}><Icon name={category.icon} /></span>
            <div><h3>{category.name}</h3><p>{category.description}</p></div>
          </div>
          <ul className="cards">
            {category.entries.map(card => (
              <li key={card.title}>
                <article css={cardStyle}>
                  {card.badge && <span css={cornerBadge} data-badge="">{card.badge}</span>}
                  <h4>{card.title}</h4>
                  <p>{card.description}</p>
                  <ul>{card.features.map(f => <li key={f}><Icon name="check" size={16} />{f}</li>)}</ul>
                </article>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
