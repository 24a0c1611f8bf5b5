/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { LandingHeroStat, RoiBlock as RoiData } from "../../content/landing"
import { mq, theme } from "../../styles/theme"
import { Band } from "../service/Band"
import { figureFirst } from "../../styles/figure"

const headline = css`
  text-align: center; margin: 0 auto 2.5rem; padding: 2rem; max-width: 560px; border-radius: ${theme.radius.lg};
  background: linear-gradient(135deg, ${theme.color.primary}, #3B2FC9); color: #fff;
  strong { display: block; font-size: clamp(3rem, 8vw, 4.5rem); line-height: 1; font-weight: 800; }
  span { font-size: 1.1rem; }
`
const figures = css`
  margin: 0; display: grid; gap: 1rem; grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  div { ${figureFirst}; text-align: center; padding: 1.25rem .75rem; border-radius: ${theme.radius.md};
    background: #fff; border: 1px solid ${theme.color.border}; }
  dt { color: ${theme.color.textMuted}; font-size: .9rem; }
  dd { margin: 0; font-size: 1.75rem; font-weight: 800; color: ${theme.color.navy}; }
`
const sub = css`text-align: center; font-size: 1.2rem; margin: 2.5rem 0 1rem;`

function Figures({ items, label }: { items: LandingHeroStat[]; label: string }) {
  return (
    <dl css={figures} aria-label={label}>
      {items.map(item => (
        <div key={item.label}><dt>{item.label}</dt><dd>{item.value}</dd></div>
      ))}
    </dl>
  )
}

/** The return-on-investment block: headline figure, per-employee gains (automation) and proof. */
export function RoiBlock({ block, id = "roi" }: { block: RoiData; id?: string }) {
  return (
    <Band id={id} section={block.section} tone="alt">
      <p css={headline}><strong>{block.headlineValue}</strong><span>{block.headlineLabel}</span></p>
      {block.perEmployee && block.perEmployeeTitle && (
        <>
          <h3 css={sub}>{block.perEmployeeTitle}</h3>
          <Figures items={block.perEmployee} label={block.perEmployeeTitle} />
        </>
      )}
      <h3 css={sub}>Proven results</h3>
      <Figures items={block.proof} label="Proven results" />
    </Band>
  )
}
