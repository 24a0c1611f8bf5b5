/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { LandingProcessBlock } from "../../content/landing"
import { mq, theme } from "../../styles/theme"
import { Band } from "../service/Band"
import { IconBadge } from "../service/IconBadge"

const list = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem;
  ${mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.xl} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  li { display: flex; flex-direction: column; gap: .75rem; padding: 1.75rem 1.5rem; border-radius: ${theme.radius.lg};
    background: rgba(255,255,255,.05); border: 1px solid rgba(255,255,255,.12); }
  .top { display: flex; justify-content: space-between; align-items: center; }
  .num { font-size: 2.25rem; font-weight: 800; color: #8F96AA; }
  h3 { color: #fff; margin: 0; font-size: 1.15rem; }
  .dur { align-self: flex-start; font-size: .85rem; font-weight: 700; padding: .2rem .7rem; border-radius: ${theme.radius.pill};
    background: rgba(34,211,238,.15); color: ${theme.color.accent}; }
  p { margin: 0; color: ${theme.color.textOnDarkMuted}; font-size: .95rem; }
`
const total = css`
  margin: 2rem auto 0; text-align: center; font-size: 1.1rem; color: ${theme.color.textOnDarkMuted};
  strong { color: #fff; font-size: 1.5rem; margin-left: .5rem; }
`

/** The numbered AI delivery steps with their durations and the total. */
export function LandingProcess({ block, id = "process" }: { block: LandingProcessBlock; id?: string }) {
  return (
    <Band id={id} section={block.section} tone="dark">
      <ol css={list}>
        {block.steps.map(step => (
          <li key={step.number}>
            <div className="top">
              <IconBadge name={step.icon} tone="dark" />
              <span className="num" aria-hidden="true">{step.number}</span>
            </div>
            <h3><span className="visually-hidden">Step {step.number}: </span>{step.title}</h3>
            <span className="dur">{step.duration}</span>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
      <p css={total}>{block.totalLabel}:<strong>{block.totalDuration}</strong></p>
    </Band>
  )
}
