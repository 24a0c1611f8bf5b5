/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import { Reveal } from "../../components/sections/Reveal"
import { mq, theme } from "../../styles/theme"
import type { StepsView } from "./view"

const line = css`
  list-style: none; margin: 0 auto; padding: 0; max-width: 820px; position: relative;
  &::before { content: ""; position: absolute; left: 27px; top: 28px; bottom: 3rem; width: 2px; background: rgba(255,255,255,.15); }
  li { position: relative; padding: 0 0 2.25rem 80px; }
  li:last-child { padding-bottom: 0; }
  .mark { position: absolute; left: 0; top: 0; width: 56px; height: 56px; border-radius: 50%; display: flex; align-items: center; justify-content: center;
    background: ${theme.color.primary}; color: #fff; font-weight: 800; font-size: .85rem; }
  h3 { margin: 0 0 .35rem; color: #fff; font-size: 1.2rem; padding-top: .9rem; ${mq.md} { font-size: 1.3rem; } }
  p { margin: 0; color: ${theme.color.textOnDarkMuted}; }
`

/** Milestones on a line, each marked by its number (a year), revealed as they come into view. */
export function StepTimeline({ steps }: Pick<StepsView, "steps">) {
  return (
    <ol css={line}>
      {steps.map(step => (
        <Reveal as="li" key={step.number}>
          <span className="mark">{step.number}</span>
          <h3>{step.title}</h3>
          <p>{step.description}</p>
        </Reveal>
      ))}
    </ol>
  )
}
