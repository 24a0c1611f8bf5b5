/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { TestimonialsBlock } from "./view"
import { mq, theme } from "../../styles/theme"
import { Band } from "../../components/sections/Band"
import { Icon } from "../../components/ui/Icon"

const grid = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.5rem;
  ${mq.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`
const card = css`
  height: 100%; display: flex; flex-direction: column; gap: 1rem; margin: 0; padding: 1.75rem;
  border-radius: ${theme.radius.lg}; background: #fff; border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card};
  .stars { display: flex; gap: .15rem; color: #B45309; }
  .stars svg { fill: currentColor; }
  blockquote { margin: 0; color: ${theme.color.text}; }
  .outcome { margin: 0; padding: .6rem .9rem; border-radius: ${theme.radius.md}; background: #ECFDF5; color: ${theme.color.success}; font-weight: 600; font-size: .925rem; }
  figcaption { margin-top: auto; display: flex; justify-content: space-between; gap: 1rem; font-size: .9rem; color: ${theme.color.textMuted}; }
  figcaption strong { color: ${theme.color.navy}; display: block; }
`

/** Three client testimonials with their source, city and outcome (no personal names). */
export function QuoteCards({ block, id = "testimonials" }: { block: TestimonialsBlock; id?: string }) {
  return (
    <Band id={id} section={block.section}>
      <ul css={grid}>
        {block.items.map(item => (
          <li key={item.source}>
            <figure css={card}>
              <div className="stars" role="img" aria-label={`Rated ${item.rating} out of 5`}>
                {Array.from({ length: item.rating }, (_, i) => <Icon key={i} name="star" size={18} />)}
              </div>
              <blockquote>“{item.quote}”</blockquote>
              <p className="outcome">{item.outcome}</p>
              <figcaption>
                <span><strong>{item.businessType}</strong>{item.city}</span>
                <span>{item.source}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  )
}
