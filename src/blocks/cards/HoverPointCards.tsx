/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { KeyFeaturesBlock } from "./view"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../../components/ui/Icon"
import { Section, sectionHeading, cardStyle, iconBadge } from "../../components/sections/Section"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem; ${mq.md} { grid-template-columns: repeat(2, 1fr); } ${mq.xl} { grid-template-columns: repeat(3, 1fr); }
  article { outline: none; transition: box-shadow .2s, transform .2s; }
  article.highlighted { box-shadow: 0 0 0 3px ${theme.color.accent}, ${theme.shadow.card}; }
  article:focus-visible { box-shadow: 0 0 0 3px ${theme.color.focus}, ${theme.shadow.card}; }
  article:hover { transform: translateY(-3px); }
  ${mq.reducedMotion} { article, .benefits { transition: none !important; } article:hover { transform: none; } }
  .benefits { max-height: 0; opacity: 0; overflow: hidden; transition: max-height .3s ease, opacity .3s ease; }
  article:hover .benefits, article:focus-within .benefits { max-height: 20rem; opacity: 1; }
  .benefits h4 { margin: 1rem 0 .5rem; font-size: .85rem; text-transform: uppercase; letter-spacing: .05em; color: ${theme.color.primary}; }
  .benefits ul { margin: 0; padding: 0; list-style: none; display: grid; gap: .35rem; font-size: .92rem; }
  .benefits li { display: flex; gap: .4rem; } .benefits svg { color: ${theme.color.success}; flex: none; margin-top: .15rem; }
  .hint { font-size: .8rem; color: ${theme.color.textMuted}; margin-top: .75rem; }
  article:hover .hint, article:focus-within .hint { display: none; }
`

/**
 * Cards whose points show on hover or focus (a case study's key features and their benefits: they stay in the accessibility
 * tree, so screen readers read them either way); highlighted cards get an accent ring.
 */
export function HoverPointCards({ id, block }: { id: string; block: KeyFeaturesBlock }) {
  const { section, features } = block
  if (features.length === 0) return null
  return (
    <Section tone="alt" id={id} heading={sectionHeading(`${id}-title`, section)}>
      <ul css={grid}>
        {features.map((feature, i) => (
          <li key={feature.title}>
            <article css={cardStyle} className={feature.highlighted ? "highlighted" : undefined} tabIndex={0} aria-labelledby={`feature-${i}`}>
              <span css={iconBadge}><Icon name={feature.icon} /></span>
              <h3 id={`feature-${i}`}>{feature.title}</h3>
              <p>{feature.description}</p>
              {block.hint && <p className="hint" aria-hidden="true">{block.hint}</p>}
              <div className="benefits" data-testid="benefits">
                <h4>{block.benefitsLabel}</h4>
                <ul>{feature.benefits.map(b => <li key={b}><Icon name="check" size={16} />{b}</li>)}</ul>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
