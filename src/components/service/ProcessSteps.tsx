/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { ProcessBlock } from "../../content/service-page"
import { processStepText } from "../../content/showcase"
import { mq, theme } from "../../styles/theme"
import { Band } from "./Band"
import { IconBadge } from "./IconBadge"

const list = (count: number) => css`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; counter-reset: step;
  ${mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.lg} { grid-template-columns: repeat(${count === 4 ? 4 : 3}, minmax(0, 1fr)); }
  ${mq.xl} { grid-template-columns: repeat(${count === 6 ? 3 : count}, minmax(0, 1fr)); }
  li {
    position: relative; display: flex; flex-direction: column; gap: .75rem; padding: 1.75rem 1.5rem;
    border-radius: ${theme.radius.lg}; background: rgba(255,255,255,.04); border: 1px solid rgba(255,255,255,.12);
  }
  .step { font-size: .8rem; font-weight: 700; letter-spacing: .12em; text-transform: uppercase; color: ${theme.color.accent}; }
  h3 { color: #fff; font-size: 1.15rem; margin: 0; }
  p { color: ${theme.color.textOnDarkMuted}; margin: 0; font-size: .95rem; }
`

/** Numbered delivery steps on a dark band (titles cut at 35, descriptions at 150). */
export function ProcessSteps({ process, id = "process" }: { process: ProcessBlock; id?: string }) {
  const steps = process.steps.map(processStepText)
  return (
    <Band id={id} section={process.section} tone="dark">
      <ol css={list(steps.length)}>
        {steps.map(step => (
          <li key={step.stepNumber}>
            <IconBadge name={step.icon} tone="dark" />
            <span className="step">Step {String(step.stepNumber).padStart(2, "0")}</span>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </Band>
  )
}
