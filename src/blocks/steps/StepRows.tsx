/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Icon } from "../../components/ui/Icon"
import { iconBadge } from "../../components/sections/Section"
import { mq, theme } from "../../styles/theme"
import type { StepsView } from "./view"
import { stepNumber } from "./view"

const rows = css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem;
  li { display: grid; gap: 1.25rem; padding: 1.75rem; border-radius: ${theme.radius.lg}; background: ${theme.color.surface};
    border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card}; ${mq.md} { grid-template-columns: 88px 1fr 1fr; align-items: start; } }
  .num { font-size: 2.5rem; font-weight: 800; color: ${theme.color.primary}; line-height: 1; }
  h3 { margin: 0 0 .35rem; color: ${theme.color.navy}; font-size: 1.2rem; }
  .duration { display: inline-flex; gap: .35rem; align-items: center; font-size: .85rem; font-weight: 600; color: ${theme.color.textMuted}; margin-bottom: .6rem; }
  p { margin: 0; color: ${theme.color.textMuted}; }
  h4 { margin: 0 0 .5rem; font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: ${theme.color.primary}; }
  ul { margin: 0; padding: 0; list-style: none; display: grid; gap: .35rem; font-size: .93rem; }
  ul li { display: flex; gap: .4rem; padding: 0; border: 0; box-shadow: none; background: none; grid-template-columns: none; }
  ul svg { color: ${theme.color.success}; flex: none; margin-top: .15rem; }
`

/** Steps in full rows: icon and number, title, duration and text, then what each delivers. */
export function StepRows({ steps, featuresLabel }: Pick<StepsView, "steps" | "featuresLabel">) {
  return (
    <ol css={rows}>
      {steps.map(step => (
        <li key={step.number}>
          <div><span css={iconBadge}><Icon name={step.icon} /></span><div className="num" aria-hidden="true">{stepNumber(step)}</div></div>
          <div>
            <h3><span className="visually-hidden">Step {step.number}: </span>{step.title}</h3>
            {step.duration && <span className="duration"><Icon name="clock" size={16} />{step.duration}</span>}
            <p>{step.description}</p>
          </div>
          {step.features.length > 0 && (
            <div>
              <h4>{featuresLabel}</h4>
              <ul>{step.features.map(feature => <li key={feature}><Icon name="check" size={16} />{feature}</li>)}</ul>
            </div>
          )}
        </li>
      ))}
    </ol>
  )
}
