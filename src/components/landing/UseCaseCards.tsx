/** @jsxImportSource @emotion/react */
import { css } from "@emotion/react"
import type { AiUseCase, AutomationUseCase } from "../../content/landing"
import { theme } from "../../styles/theme"
import { IconBadge } from "../service/IconBadge"
import { Icon } from "../ui/Icon"
import { figureFirst } from "../../styles/figure"

const card = css`
  height: 100%; display: flex; flex-direction: column; gap: .75rem; padding: 1.5rem; background: #fff;
  border-radius: ${theme.radius.lg}; border: 1px solid ${theme.color.border}; box-shadow: ${theme.shadow.card};
  h3 { margin: 0; font-size: 1.15rem; }
  p { margin: 0; color: ${theme.color.textMuted}; font-size: .95rem; }
  dl { margin: auto 0 0; display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
  dl div { padding: .6rem .8rem; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt}; ${figureFirst} }
  dt { font-size: .8rem; color: ${theme.color.textMuted}; }
  dd { margin: 0; font-weight: 800; font-size: 1.25rem; color: ${theme.color.primary}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .35rem; font-size: .925rem; }
  li { display: flex; gap: .45rem; align-items: flex-start; }
  li svg { flex: none; color: ${theme.color.success}; margin-top: .2rem; }
`

/** Automation use case: what it does, hours saved per week and the ROI figure. */
export function AutomationUseCaseCard({ useCase }: { useCase: AutomationUseCase }) {
  return (
    <article css={card}>
      <h3>{useCase.title}</h3>
      <p>{useCase.description}</p>
      <dl>
        <div><dt>Saved per week</dt><dd>{useCase.hoursSavedPerWeek} hrs</dd></div>
        <div><dt>Return on investment</dt><dd>{useCase.roi} ROI</dd></div>
      </dl>
    </article>
  )
}

/** AI development use case: timeline, cost range and what is included. */
export function AiUseCaseCard({ useCase }: { useCase: AiUseCase }) {
  return (
    <article css={card}>
      <IconBadge name={useCase.icon} />
      <h3>{useCase.title}</h3>
      <p>{useCase.description}</p>
      <ul aria-label={`${useCase.title} features`}>
        {useCase.features.map(feature => <li key={feature}><Icon name="check" size={16} />{feature}</li>)}
      </ul>
      <dl>
        <div><dt>Timeline</dt><dd>{useCase.timeline}</dd></div>
        <div><dt>Investment</dt><dd>{useCase.costRange}</dd></div>
      </dl>
    </article>
  )
}
