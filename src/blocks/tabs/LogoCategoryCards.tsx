/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { platformFeatures } from "../../content/showcase"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { IconBadge } from "../../components/service/IconBadge"
import { PlatformLogo } from "../../components/ui/PlatformLogo"
import type { Category, LogoCard as LogoCardData } from "./view"

const category = css`
  margin-top: 2.5rem;
  & > header { display: flex; gap: 1rem; align-items: center; margin-bottom: 1.25rem; }
  & > header h3 { margin: 0; font-size: 1.35rem; }
  & > header p { margin: 0; color: ${theme.color.textMuted}; }
`
const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem;
  ${mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.xl} { grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); }
`
const style = css`
  height: 100%; display: flex; flex-direction: column; gap: .9rem; padding: 1.5rem; background: #fff;
  border-radius: ${theme.radius.lg}; border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card};
  .head { display: flex; gap: .9rem; align-items: center; }
  h4 { margin: 0; font-size: 1.15rem; color: ${theme.color.navy}; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: .95rem; }
  .metric { padding: .75rem 1rem; border-radius: ${theme.radius.md}; background: rgba(91,77,232,.08); }
  .metric strong { display: block; font-size: 1.5rem; color: ${theme.color.primary}; line-height: 1.2; }
  .metric span { font-size: .875rem; color: ${theme.color.text}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .4rem; font-size: .925rem; }
  li { display: flex; gap: .5rem; align-items: flex-start; }
  li svg { color: ${theme.color.success}; flex: none; margin-top: .25rem; }
`

function LogoCard({ card }: { card: LogoCardData }) {
  return (
    <article css={style}>
      <div className="head">
        <PlatformLogo src={card.logo} name={card.title} size={48} framed />
        <h4>{card.title}</h4>
      </div>
      <p>{card.description}</p>
      <div className="metric">
        <strong>{card.highlight}</strong>
        <span>{card.highlightLabel}</span>
      </div>
      <ul aria-label={`${card.title} features`}>
        {platformFeatures(card.features).map(feature => (
          <li key={feature}><Icon name="check" size={16} />{feature}</li>
        ))}
      </ul>
    </article>
  )
}

/** Logo cards by category, each category under its icon, name and text; a card lists at most 4 of its points. */
export function LogoCategoryCards({ categories }: { categories: Category<LogoCardData>[] }) {
  return (
    <>
      {categories.map(group => (
        <div key={group.name} css={category}>
          <header>
            <IconBadge name={group.icon} />
            <div>
              <h3>{group.name}</h3>
              <p>{group.description}</p>
            </div>
          </header>
          <ul css={grid}>
            {group.entries.map(card => (
              <li key={card.title}><LogoCard card={card} /></li>
            ))}
          </ul>
        </div>
      ))}
    </>
  )
}
