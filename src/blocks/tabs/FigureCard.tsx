/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { theme } from "../../styles/theme"
import { IconBadge } from "../../components/service/IconBadge"
import { Icon } from "../../components/ui/Icon"
import type { FigureCard as FigureCardData } from "./view"
import { figureFirst } from "../../styles/figure"

const style = css`
  height: 100%; display: flex; flex-direction: column; gap: .75rem; padding: 1.5rem; background: #fff;
  border-radius: ${theme.radius.lg}; border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card};
  h3 { margin: 0; font-size: 1.15rem; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: .95rem; }
  dl { margin: auto 0 0; display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
  dl div { padding: .6rem .8rem; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt}; ${figureFirst} }
  dt { font-size: .8rem; color: ${theme.color.textMuted}; }
  dd { margin: 0; font-weight: 800; font-size: 1.25rem; color: ${theme.color.primary}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .35rem; font-size: .925rem; }
  li { display: flex; gap: .45rem; align-items: flex-start; }
  li svg { flex: none; color: ${theme.color.success}; margin-top: .2rem; }
`

/** A card of a tab: an optional icon, its title and text, checked points, then its figures (each above its label). */
export function FigureCard({ card }: { card: FigureCardData }) {
  return (
    <article css={style}>
      {card.icon && <IconBadge name={card.icon} />}
      <h3>{card.title}</h3>
      <p>{card.description}</p>
      {card.features.length > 0 && (
        <ul aria-label={`${card.title} features`}>
          {card.features.map(feature => <li key={feature}><Icon name="check" size={16} />{feature}</li>)}
        </ul>
      )}
      <dl>
        {card.figures.map(figure => <div key={figure.label}><dt>{figure.label}</dt><dd>{figure.value}</dd></div>)}
      </dl>
    </article>
  )
}
