/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Icon } from "../../components/ui/Icon"
import { RevealItem } from "../../components/sections/Reveal"
import { iconBadge } from "../../components/sections/Section"
import { mq, theme } from "../../styles/theme"
import type { StepView } from "./view"
import { stepNumber } from "./view"

/** `rows`: full rows (icon and number, the text, what each step delivers); `line`: milestones on a line, each marked by its number (a year). */
export type StepListLook = "rows" | "line"

const LOOKS: Record<StepListLook, ReturnType<typeof css>> = {
  rows: css`
    list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem;
    li { display: grid; gap: 1.25rem; padding: 1.75rem; border-radius: ${theme.radius.lg}; background: ${theme.color.surface};
      border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card}; ${mq.md} { grid-template-columns: 88px 1fr 1fr; align-items: start; } }
    .num { font-size: 2.5rem; font-weight: 800; color: ${theme.color.primary}; line-height: 1; }
    h3 { margin: 0 0 .35rem; color: ${theme.color.navy}; font-size: 1.2rem; }
    p { margin: 0; color: ${theme.color.textMuted}; }
    ul li { display: flex; gap: .4rem; padding: 0; border: 0; box-shadow: none; background: none; grid-template-columns: none; }
  `,
  line: css`
    list-style: none; margin: 0 auto; padding: 0; max-width: 820px; position: relative;
    &::before { content: ""; position: absolute; inset-inline-start: 27px; top: 28px; bottom: 3rem; width: 2px; background: rgba(255,255,255,.15); }
    li { position: relative; padding-block: 0 2.25rem; padding-inline: 80px 0; }
    li:last-child { padding-bottom: 0; }
    .mark { position: absolute; inset-inline-start: 0; top: 0; width: 56px; height: 56px; border-radius: 50%; display: flex; align-items: center; justify-content: center;
      background: ${theme.color.primary}; color: #fff; font-weight: 800; font-size: .85rem; }
    h3 { margin: 0 0 .35rem; color: #fff; font-size: 1.2rem; padding-top: .9rem; ${mq.md} { font-size: 1.3rem; } }
    p { margin: 0; color: ${theme.color.textOnDarkMuted}; }
  `,
}
const parts = css`
  .duration { display: inline-flex; gap: .35rem; align-items: center; font-size: .85rem; font-weight: 600; color: ${theme.color.textMuted}; margin-bottom: .6rem; }
  h4 { margin: 0 0 .5rem; font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: ${theme.color.primary}; }
  ul { margin: 0; padding: 0; list-style: none; display: grid; gap: .35rem; font-size: .93rem; }
  ul svg { color: ${theme.color.success}; flex: none; margin-top: .15rem; }
`

/** A row's icon over its number (read by eyes only: the title says the step), or a milestone's mark on the line. */
function StepMark({ step, look }: { step: StepView; look: StepListLook }) {
  if (look === "line") return <span className="mark">{step.number}</span>
  return <div><span css={iconBadge}><Icon name={step.icon} /></span><div className="num" aria-hidden="true">{stepNumber(step)}</div></div>
}

/** Steps in order, each with its mark, title, duration and text, and what it delivers under `featuresLabel`; milestones fade in as they are seen. */
export function StepList({ steps, look, featuresLabel = "" }: { steps: readonly StepView[]; look: StepListLook; featuresLabel?: string }) {
  const Item = look === "line" ? RevealItem : "li"
  return (
    <ol css={[LOOKS[look], parts]}>
      {steps.map(step => (
        <Item key={step.number}>
          <StepMark step={step} look={look} />
          <div>
            <h3>{look === "rows" && <span className="visually-hidden">Step {step.number}: </span>}{step.title}</h3>
            {step.duration && <span className="duration"><Icon name="clock" size={16} />{step.duration}</span>}
            <p>{step.description}</p>
          </div>
          {step.features.length > 0 && (
            <div>
              <h4>{featuresLabel}</h4>
              <ul>{step.features.map(feature => <li key={feature}><Icon name="check" size={16} />{feature}</li>)}</ul>
            </div>
          )}
        </Item>
      ))}
    </ol>
  )
}
