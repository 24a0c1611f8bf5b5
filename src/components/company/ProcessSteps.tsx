/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { FrameworkBlock } from "../../content/blocks/steps"
import { mq, theme } from "../../styles/theme"
import { Icon } from "../ui/Icon"
import { Section, iconBadge, sectionLead } from "../sections/Section"

const steps = css`
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

/** Numbered steps in full: icon, number, title, duration, text and what each delivers (the process page's framework). */
export function ProcessSteps({ id, headingId, block }: { id?: string; headingId: string; block: FrameworkBlock }) {
  const { section, featuresLabel } = block
  return (
    <Section tone="alt" id={id} heading={{ id: headingId, title: section.heading, highlight: section.highlightedText }}>
      {section.description && <p css={sectionLead}>{section.description}</p>}
      <ol css={steps}>
        {block.steps.map(step => (
          <li key={step.number}>
            <div><span css={iconBadge}><Icon name={step.icon} /></span><div className="num" aria-hidden="true">{step.number.padStart(2, "0")}</div></div>
            <div>
              <h3><span className="visually-hidden">Step {step.number}: </span>{step.title}</h3>
              <span className="duration"><Icon name="clock" size={16} />{step.duration}</span>
              <p>{step.description}</p>
            </div>
            {step.features.length > 0 && (
              <div>
                <h4>{featuresLabel}</h4>
                <ul>{step.features.map(d => <li key={d}><Icon name="check" size={16} />{d}</li>)}</ul>
              </div>
            )}
          </li>
        ))}
      </ol>
    </Section>
  )
}
