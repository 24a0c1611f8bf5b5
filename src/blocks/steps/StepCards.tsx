/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { IconBadge } from "../../components/service/IconBadge"
import { mq, theme } from "../../styles/theme"
import type { StepsView } from "./view"
import { stepCardText, stepNumber } from "./view"

// Four steps stand in one row from lg; five or six in rows of three on the widest screens.
const list = (count: number) => css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem;
  ${mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.lg} { grid-template-columns: repeat(${count === 4 ? 4 : 3}, minmax(0, 1fr)); }
  ${mq.xl} { grid-template-columns: repeat(${count === 6 ? 3 : count}, minmax(0, 1fr)); }
  li {
    position: relative; display: flex; flex-direction: column; gap: .75rem; padding: 1.75rem 1.5rem;
    border-radius: ${theme.radius.lg}; background: rgba(255,255,255,.04); border: 1px solid rgba(255,255,255,.12);
  }
  .step { font-size: .8rem; font-weight: 700; letter-spacing: .12em; text-transform: uppercase; color: ${theme.color.accent}; }
  h3 { color: #fff; font-size: 1.15rem; margin: 0; }
  .duration { align-self: flex-start; font-size: .85rem; font-weight: 700; padding: .2rem .7rem; border-radius: ${theme.radius.pill};
    background: rgba(34,211,238,.15); color: ${theme.color.accent}; }
  p { color: ${theme.color.textOnDarkMuted}; margin: 0; font-size: .95rem; }
`
const totalLine = css`
  margin: 2rem auto 0; text-align: center; font-size: 1.1rem; color: ${theme.color.textOnDarkMuted};
  strong { color: #fff; font-size: 1.5rem; margin-left: .5rem; }
`

/** Numbered step cards (icon, "Step 01", title, its duration, text), and the total under them. */
export function StepCards({ steps, total }: Pick<StepsView, "steps" | "total">) {
  const cards = steps.map(stepCardText)
  return (
    <>
      <ol css={list(cards.length)}>
        {cards.map(step => (
          <li key={step.number}>
            <IconBadge name={step.icon} tone="dark" />
            <span className="step">Step {stepNumber(step)}</span>
            <h3>{step.title}</h3>
            {step.duration && <span className="duration">{step.duration}</span>}
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
      {total && <p css={totalLine}>{total.label}:<strong>{total.value}</strong></p>}
    </>
  )
}
